import Foundation
import OpenAutoLayout
import OpenAutoLayoutAppKit
import Testing

/// The height of one line of the 11-point system font, as the text layer measures it, rounded
/// up to a whole point: the title's height.
private func titleLineHeight() -> CGFloat {
  let font = NSFont.systemFont(ofSize: 11)
  return CGFloat(FontMeasurers.measurer(for: font).lineMetrics(pointSize: 11).lineHeight).rounded(.up)
}

@Suite("NSBox: title, border, margins and the content view")
struct NSBoxTests {
  @Test("AppKit's defaults: a primary box titled at the top, 5 × 5 margins")
  func defaults() {
    let box = NSBox(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(box.boxType == .primary)
    #expect(box.titlePosition == .atTop)
    #expect(box.title == "Title")
    #expect(box.contentViewMargins == CGSize(width: 5, height: 5))
    #expect(box.titleFont.pointSize == 11)
    #expect(box.contentView?.superview === box)
  }

  @Test("the content view is inset by the border, the margins and the title")
  func contentViewFrame() {
    let box = NSBox(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    box.layoutSubtreeIfNeeded()
    let title = titleLineHeight()
    // 1 border + 5 margin at the sides and the bottom (y up: the content starts 6 up); the
    // title's line and 6 more at the top.
    #expect(box.contentView?.frame == CGRect(x: 6, y: 6, width: 188, height: 100 - 12 - title))
    box.titlePosition = .noTitle
    box.layoutSubtreeIfNeeded()
    #expect(box.contentView?.frame == CGRect(x: 6, y: 6, width: 188, height: 88))
    box.titlePosition = .atBottom
    box.layoutSubtreeIfNeeded()
    // The title now below the content: the content starts title + 6 up.
    #expect(box.contentView?.frame == CGRect(x: 6, y: 6 + title, width: 188, height: 100 - 12 - title))
  }

  @Test("a custom box uses its border width; margins of zero put the content on the border")
  func customBox() {
    let box = NSBox(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    box.boxType = .custom
    box.borderWidth = 3
    box.cornerRadius = 6
    box.fillColor = .white
    box.titlePosition = .noTitle
    box.contentViewMargins = .zero
    box.layoutSubtreeIfNeeded()
    // 3 in from every edge: 200 − 6 by 100 − 6.
    #expect(box.contentView?.frame == CGRect(x: 3, y: 3, width: 194, height: 94))
    #expect(box.cornerRadius == 6)
  }

  @Test("a box's fitting size is its content's constraints plus the insets")
  func fittingSizeFromContent() {
    let box = NSBox()
    box.translatesAutoresizingMaskIntoConstraints = false
    let field = NSView()
    field.translatesAutoresizingMaskIntoConstraints = false
    guard let content = box.contentView else { return #expect(Bool(false)) }
    content.addSubview(field)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
      field.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
      field.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
      field.widthAnchor.constraint(equalToConstant: 120),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
    // Content 140 × 46; the box adds 6 + 6 across and 6 + 6 + the title down.
    #expect(box.fittingSize == CGSize(width: 152, height: 58 + titleLineHeight()))
  }

  @Test("setting a content view replaces the box's own")
  func replacingTheContentView() {
    let box = NSBox(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let first = box.contentView
    let replacement = NSView()
    box.contentView = replacement
    #expect(first?.superview == nil)
    #expect(replacement.superview === box)
    box.titlePosition = .noTitle
    box.layoutSubtreeIfNeeded()
    #expect(replacement.frame == CGRect(x: 6, y: 6, width: 188, height: 88))
  }

  @Test("a separator has no title and no insets")
  func separator() {
    let box = NSBox(frame: CGRect(x: 0, y: 0, width: 200, height: 1))
    box.boxType = .separator
    #expect(box.titleHeight == 0)
    #expect(box.contentInsets == .zero)
  }
}
