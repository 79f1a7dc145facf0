import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// The controls whose size does not depend on text: switches, steppers, activity indicators
/// (fixed on both axes), sliders and progress views (a height only).
@Suite("Switches, steppers, sliders, progress and activity indicators", .timeLimit(.minutes(10)))
struct FixedSizeControlTests {
  @Test("Switch 51 × 31 and stepper 94 × 29, hugging and resisting at 750 on both axes")
  func fixedControls() {
    #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(Stepper().intrinsicContentSize == CGSize(width: 94, height: 29))
    for view in [Switch(), Stepper(), ActivityIndicatorView()] as [View] {
      #expect(ControlFixtures.priorities(of: view) == [750, 750, 750, 750], "\(type(of: view))")
      // Made in code, a control translates its autoresizing mask, as in UIKit.
      #expect(view.translatesAutoresizingMaskIntoConstraints)
    }
    for view in [Slider(), ProgressView()] as [View] {
      #expect(ControlFixtures.priorities(of: view) == [250, 250, 750, 750], "\(type(of: view))")
    }
  }

  @Test("Beside a switch, a label with the default 250 hugging stretches; the switch keeps 51 × 31")
  func switchBesideLabel() {
    let root = ControlFixtures.root(375, 200)
    let toggle = Switch(isOn: true)
    let label = Label("Wi-Fi", font: .systemFont(ofSize: 10))
    label.measurer = ControlFixtures.fixed
    root.addSubview(label)
    ControlFixtures.place(toggle, in: root, x: 16, y: 20)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: toggle.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 16, y: 20, width: 51, height: 31))
    // 375 − 16 − (16 + 51 + 8) = 284.
    #expect(label.frame == CGRect(x: 75, y: 20, width: 284, height: 12))
    #expect(toggle.isOn)
  }

  @Test("S-43: a slider between the margins, centred vertically, is (16, 318.5, 343, 30)")
  func slider() {
    let root = ControlFixtures.root(375, 667, scale: 2)
    let slider = Slider()
    #expect(slider.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 30))
    slider.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(slider)
    LayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      slider.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(slider.frame == CGRect(x: 16, y: 318.5, width: 343, height: 30))
    #expect(!slider.hasAmbiguousLayout)
  }

  @Test("A progress view is 2 tall with no width; it fills from the leading edge, clamped to 0…1")
  func progress() {
    let bar = ProgressView()
    #expect(bar.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 2))
    #expect(ProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2)
    let track = CGRect(x: 0, y: 0, width: 200, height: 2)
    bar.progress = 0.25
    #expect(bar.progressRect(in: track) == CGRect(x: 0, y: 0, width: 50, height: 2))
    bar.semanticContentAttribute = .forceRightToLeft
    #expect(bar.progressRect(in: track) == CGRect(x: 150, y: 0, width: 50, height: 2))
    bar.progress = 7
    #expect(bar.progressRect(in: track).width == 200)
    bar.progress = .nan
    #expect(bar.progressRect(in: track).width == 0)
  }

  @Test("An activity indicator is 20 × 20 or 37 × 37, and hidden while stopped unless told not to be")
  func activityIndicator() {
    let spinner = ActivityIndicatorView()
    #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    spinner.style = .large
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test("Laid out, a large indicator takes its intrinsic frame")
  func indicatorFrame() {
    let root = ControlFixtures.root(200, 200)
    let spinner = ActivityIndicatorView(style: .large)
    spinner.startAnimating()
    ControlFixtures.place(spinner, in: root, x: 10, y: 10)
    #expect(spinner.frame == CGRect(x: 10, y: 10, width: 37, height: 37))
  }
}
