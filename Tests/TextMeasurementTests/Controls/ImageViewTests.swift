import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// Image views: the image's size, none without one (behaviour-1 §1.18, S-43), and the image
/// placed in the frame by the content mode (§1.20).
@Suite("Image views", .timeLimit(.minutes(10)))
struct ImageViewTests {
  @Test("The image's size; without an image no intrinsic metric on either axis")
  func intrinsicSize() {
    let view = ImageView()
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    view.image = ImageContent(width: 100, height: 100, name: "Star")
    #expect(view.intrinsicContentSize == CGSize(width: 100, height: 100))
    view.image = ImageContent(width: -5, height: .nan)
    #expect(view.intrinsicContentSize == .zero)
    #expect(view.contentMode == .scaleToFill)
    #expect(ControlFixtures.priorities(of: view) == [250, 250, 750, 750])
  }

  @Test("S-43: centred only, an empty image view is ambiguous; with the 100 × 100 star it is not")
  func ambiguity() {
    let root = ControlFixtures.root(375, 667, scale: 2)
    let view = ImageView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    view.image = ImageContent(width: 100, height: 100, name: "Star")
    root.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    // (375 − 100) / 2, (667 − 100) / 2.
    #expect(view.frame == CGRect(x: 137.5, y: 283.5, width: 100, height: 100))
  }

  @Test(
    "A 200 × 50 image in a 100 × 100 frame, by content mode",
    arguments: [
      (ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
      // × 0.5 → 100 × 25, 37.5 down.
      (.scaleAspectFit, CGRect(x: 0, y: 37.5, width: 100, height: 25)),
      // × 2 → 400 × 100, 150 out on each side.
      (.scaleAspectFill, CGRect(x: -150, y: 0, width: 400, height: 100)),
      (.center, CGRect(x: -50, y: 25, width: 200, height: 50)),
      (.bottomRight, CGRect(x: -100, y: 50, width: 200, height: 50)),
      (.left, CGRect(x: 0, y: 25, width: 200, height: 50)),
    ])
  func contentModes(mode: ContentMode, expected: CGRect) {
    let root = ControlFixtures.root(300, 300)
    let view = ImageView(image: ImageContent(width: 200, height: 50))
    view.contentMode = mode
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    // The mode never changes the frame.
    #expect(view.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
    #expect(view.imageRect == expected)
  }

  @Test("No image, no image rectangle")
  func noImage() {
    #expect(ImageView().imageRect(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
  }
}
