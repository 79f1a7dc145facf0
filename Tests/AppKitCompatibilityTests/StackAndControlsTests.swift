import AppKit
import Testing

/// A view with a fixed size from constraints, as Mac code makes placeholders.
private func box(width: CGFloat, height: CGFloat) -> NSView {
  let view = NSView()
  view.translatesAutoresizingMaskIntoConstraints = false
  NSLayoutConstraint.activate([
    view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
  ])
  return view
}

@Suite("NSStackView and AppKit's controls are NSViews")
struct StackAndControlsTests {
  @Test("a stack view as a window's content view: a column in the top gravity area, frames y up")
  func stackAsContentView() throws {
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 300, height: 200), styleMask: [.titled], backing: .buffered, defer: false)
    let first = box(width: 100, height: 30), second = box(width: 60, height: 20)
    let stack = NSStackView()
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.spacing = 10
    stack.edgeInsets = NSEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    stack.addView(first, in: .top)
    stack.addView(second, in: .top)
    window.contentView = stack
    window.layoutIfNeeded()
    #expect(stack.frame == NSRect(x: 0, y: 0, width: 300, height: 200))
    // The stack is not flipped: the first view's top is 20 below the stack's top, so its
    // bottom edge is at 200 − 20 − 30 = 150; the second's top is 20 + 30 + 10 = 60 below the
    // top, its bottom at 200 − 60 − 20 = 120. Both start at the left inset, 20.
    #expect(first.frame == NSRect(x: 20, y: 150, width: 100, height: 30))
    #expect(second.frame == NSRect(x: 20, y: 120, width: 60, height: 20))
  }

  @Test("a flipped document view holding a stack: the stack's frame is top-down, its views' y up")
  func flippedContainer() {
    final class FlippedView: NSView { override var isFlipped: Bool { true } }
    let root = FlippedView(frame: NSRect(x: 0, y: 0, width: 200, height: 300))
    let stack = NSStackView(views: [box(width: 40, height: 40), box(width: 50, height: 30)])
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
    ])
    root.layoutSubtreeIfNeeded()
    // A horizontal stack hugs its views: 40 + 8 + 50 = 98 wide, 40 tall (the taller view).
    // In the flipped root its frame is top-down: y = 10.
    #expect(stack.frame == NSRect(x: 10, y: 10, width: 98, height: 40))
    // Views centred across the row; the stack itself is unflipped, so the 30-tall view's
    // bottom is (40 − 30) / 2 = 5 above the stack's bottom.
    #expect(stack.views[1].frame == NSRect(x: 48, y: 5, width: 50, height: 30))
  }

  @Test("controls go where NSViews go: an [NSView] list, a stack's views, a window's content")
  func controlsAreViews() {
    let label = NSTextField(labelWithString: "Name:")
    let field = NSTextField(string: "")
    let views: [NSView] = [label, field]
    let row = NSStackView(views: views)
    let content: NSView = row
    #expect(content.subviews.count == 2)
    #expect(row.views.first === label)
    // AppKit's text fields reach 2 points past their text on each side: a label pinned to the
    // row's leading edge has its frame 2 points before it.
    row.edgeInsets = NSEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    row.frame = NSRect(x: 0, y: 0, width: 400, height: 40)
    row.layoutSubtreeIfNeeded()
    #expect(label.frame.minX == 18)
  }
}
