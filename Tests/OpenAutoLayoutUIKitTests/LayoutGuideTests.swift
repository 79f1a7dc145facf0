import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapter 6: layout guides as spacers, written as the book's EqualSpacing-v2 code. Expected
// frames: behaviour-1 S-35.

@Suite("Chapter 6: layout guides", .timeLimit(.minutes(10)))
struct LayoutGuideTests {
  @Test("S-35: three UILayoutGuides space two buttons equally (iPhone 8 landscape)")
  func equalSpacing() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
    // An iPhone 8 is a 2x screen: the buttons' y of 161.5 is on its pixel grid.
    view.overrideTraitCollection = UITraitCollection(displayScale: 2)
    let cancelButton = ContentView(width: 122, height: 52)
    let okButton = ContentView(width: 70, height: 52)
    cancelButton.translatesAutoresizingMaskIntoConstraints = false
    okButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cancelButton)
    view.addSubview(okButton)

    let leadingGuide = UILayoutGuide()
    let middleGuide = UILayoutGuide()
    let trailingGuide = UILayoutGuide()
    view.addLayoutGuide(leadingGuide)
    view.addLayoutGuide(middleGuide)
    view.addLayoutGuide(trailingGuide)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: leadingGuide.leadingAnchor),
      leadingGuide.trailingAnchor.constraint(equalTo: cancelButton.leadingAnchor),
      cancelButton.trailingAnchor.constraint(equalTo: middleGuide.leadingAnchor),
      middleGuide.trailingAnchor.constraint(equalTo: okButton.leadingAnchor),
      okButton.trailingAnchor.constraint(equalTo: trailingGuide.leadingAnchor),
      trailingGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),

      cancelButton.widthAnchor.constraint(equalTo: okButton.widthAnchor),
      leadingGuide.widthAnchor.constraint(equalTo: middleGuide.widthAnchor),
      leadingGuide.widthAnchor.constraint(equalTo: trailingGuide.widthAnchor),

      cancelButton.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      okButton.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
    ])
    view.layoutIfNeeded()

    expectFrame(cancelButton, 141, 161.5, 122, 52, "cancel")
    expectFrame(okButton, 404, 161.5, 122, 52, "ok")
    for (guide, minX, maxX) in [(leadingGuide, 0.0, 141.0), (middleGuide, 263, 404), (trailingGuide, 526, 667)] {
      #expect(guide.layoutFrame.minX == minX && guide.layoutFrame.maxX == maxX, "\(guide.layoutFrame)")
      #expect(guide.owningView === view)
    }
    #expect(view.subviews.count == 2)
    #expect(!cancelButton.hasAmbiguousLayout)
    #expect(!okButton.hasAmbiguousLayout)
  }
}
