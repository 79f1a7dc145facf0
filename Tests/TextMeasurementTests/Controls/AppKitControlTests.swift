import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// AppKit's controls as models: intrinsic sizes in AppKit's 13-point system font, alignment
/// rectangles as Interface Builder stores their frames.
@Suite("AppKit controls", .timeLimit(.minutes(10)))
struct AppKitControlTests {
  /// Every character 0.5 em: 6.5 points at 13; a line 1.2 em, 15.6 points (16 rounded up), its
  /// baseline 0.95 em below its top, 12.35 (13 rounded up).
  static let fixed = FixedAdvanceTextMeasurer()

  @Test("NSFont's sizes: system 13, small system 11, label 10, menu 14")
  func fontSizes() {
    #expect(AppKitControlMetrics.systemFontSize == 13)
    #expect(AppKitControlMetrics.smallSystemFontSize == 11)
    #expect(AppKitControlMetrics.labelFontSize == 10)
    #expect(AppKitControlMetrics.menuFontSize == 14)
    #expect(AppKitControlMetrics.fontSize(for: .small) == 11)
  }

  @Test("A label is its text, 2 points inside its frame at each side")
  func label() {
    let label = AppKitTextField(labelWithString: "Hello")
    label.measurer = Self.fixed
    #expect(!label.isBezeled && !label.isEditable)
    // 5 × 6.5 = 32.5, rounded up to 33; 15.6 rounded up to 16.
    #expect(label.intrinsicContentSize == CGSize(width: 33, height: 16))
    #expect(label.firstBaselineOffsetFromTop == 13)
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    // The text at 20 puts the frame at 18, 33 + 4 wide.
    #expect(label.frame == CGRect(x: 18, y: 10, width: 37, height: 16))
  }

  @Test("An editable field is bezeled: 4 points wider than its text and 21 tall")
  func editableField() {
    let field = AppKitTextField(string: "abcd")
    field.measurer = Self.fixed
    #expect(field.isBezeled && field.isEditable)
    // 4 × 6.5 = 26, + 4; max(16 + 5, 21).
    #expect(field.intrinsicContentSize == CGSize(width: 30, height: 21))
  }

  @Test("A push button is a 20-point bezel in a 32-point frame, 7 wider each side, 5 above and 7 below")
  func pushButton() {
    let button = AppKitButton(title: "OK")
    button.measurer = Self.fixed
    // 2 × 6.5 = 13, + 24 = 37; 20 tall.
    #expect(button.intrinsicContentSize == CGSize(width: 37, height: 20))
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    LayoutConstraint.activate([
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    root.layoutIfNeeded()
    // The bezel's right at 380 and bottom at 80: the frame 37 + 14 wide from 380 + 7 − 51 = 336,
    // 20 + 12 tall from 80 + 7 − 32 = 55.
    #expect(button.frame == CGRect(x: 336, y: 55, width: 51, height: 32))
    // The title's descent (0.25 × 13 = 3.25 of a 15.6 line, plus (20 − 15.6) / 2 = 2.2: 5.45)
    // rounded up to 6 above the bezel's bottom: 5 + 20 − 6 = 19 below the frame's top.
    #expect(button.firstBaselineOffsetFromTop == 19)
  }

  @Test("A small check box is its 14-point box, 4 points and its title, in a frame 1 point around the box")
  func checkBox() {
    let box = AppKitButton(title: "Hi", kind: .checkBox)
    box.measurer = Self.fixed
    box.controlSize = .small
    // Sparkle's small check boxes: 14 + 4 + the title at 11 points, 2 × 5.5 = 11.
    #expect(box.intrinsicContentSize == CGSize(width: 29, height: 14))
    #expect(box.alignmentRectInsets == EdgeInsets(top: 1, left: 1, bottom: 1, right: 0))
  }

  @Test("A bar progress indicator has no width and a 20-point frame; a spinner is 32 square")
  func progressIndicator() {
    let bar = ProgressIndicator()
    #expect(bar.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 18))
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
    ])
    root.layoutIfNeeded()
    // The bar at 40 puts the frame 1 above it, 18 + 2 tall.
    #expect(bar.frame == CGRect(x: 20, y: 39, width: 260, height: 20))
    bar.style = .spinning
    #expect(bar.intrinsicContentSize == CGSize(width: 32, height: 32))
    bar.controlSize = .small
    #expect(bar.intrinsicContentSize == CGSize(width: 16, height: 16))
  }

  @Test("Pop-up buttons, segmented controls, sliders and image views")
  func otherControls() {
    let popUp = PopUpButton()
    popUp.measurer = Self.fixed
    popUp.addItems(withTitles: ["One", "Three"])
    // The widest, 5 × 6.5 = 32.5 → 33, + 35.
    #expect(popUp.intrinsicContentSize == CGSize(width: 68, height: 20))
    #expect(popUp.indexOfSelectedItem == 0)
    let segments = AppKitSegmentedControl(labels: ["A", "BB"])
    segments.measurer = Self.fixed
    // (6.5 → 7) + 16 + (13 + 16) + 1 gap.
    #expect(segments.intrinsicContentSize == CGSize(width: 53, height: 20))
    #expect(AppKitSlider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 28))
    let image = AppKitImageView()
    #expect(image.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    image.imageSize = CGSize(width: 64, height: 48)
    #expect(image.intrinsicContentSize == CGSize(width: 64, height: 48))
  }
}
