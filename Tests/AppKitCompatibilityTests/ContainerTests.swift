import AppKit
import Testing

/// A document view that grows downward, as Mac code writes them for scroll views.
private final class FlippedStackHost: NSView {
  override var isFlipped: Bool { true }
}

/// A row 44 points high.
private func row() -> NSView {
  let view = NSView()
  view.translatesAutoresizingMaskIntoConstraints = false
  view.heightAnchor.constraint(equalToConstant: 44).isActive = true
  return view
}

@Suite("AppKit's containers as Mac code uses them")
struct ContainerTests {
  @Test("a window's scroll view holding a stack of rows: as wide as the clip view, scrolling down")
  func scrollViewWithStackOfRows() throws {
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 320, height: 240), styleMask: [.titled, .resizable], backing: .buffered,
      defer: false)
    let contentView = try #require(window.contentView)
    let scrollView = NSScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.borderType = .bezelBorder
    scrollView.hasVerticalScroller = true
    contentView.addSubview(scrollView)

    let document = FlippedStackHost()
    document.translatesAutoresizingMaskIntoConstraints = false
    let rows = (0..<10).map { _ in row() }
    let stack = NSStackView(views: rows)
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.spacing = 0
    stack.translatesAutoresizingMaskIntoConstraints = false
    document.addSubview(stack)
    scrollView.documentView = document
    let clipView = scrollView.contentView

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
      scrollView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      scrollView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
      scrollView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
      document.leadingAnchor.constraint(equalTo: clipView.leadingAnchor),
      document.trailingAnchor.constraint(equalTo: clipView.trailingAnchor),
      document.topAnchor.constraint(equalTo: clipView.topAnchor),
      stack.topAnchor.constraint(equalTo: document.topAnchor),
      stack.leadingAnchor.constraint(equalTo: document.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: document.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: document.bottomAnchor),
    ] + rows.map { $0.widthAnchor.constraint(equalTo: stack.widthAnchor) })
    window.makeKeyAndOrderFront(nil)

    // The scroll view 20 in: 280 × 200, 20 up from the window's bottom.
    #expect(scrollView.frame == NSRect(x: 20, y: 20, width: 280, height: 200))
    // Bezel border, overlay scroller: the clip view 1 in, 278 × 198.
    #expect(clipView.frame == NSRect(x: 1, y: 1, width: 278, height: 198))
    #expect(scrollView.contentSize == NSSize(width: 278, height: 198))
    // Ten rows of 44: 440 high, as wide as the clip view, at the top (flipped).
    #expect(document.frame == NSRect(x: 0, y: 0, width: 278, height: 440))
    // The stack view is unflipped, as AppKit's: the fourth row's top is 3 × 44 = 132 below the
    // stack's top, so its origin is 440 − 132 − 44 = 264 up from the stack's bottom.
    #expect(rows[3].frame == NSRect(x: 0, y: 264, width: 278, height: 44))

    // To the last row: 440 − 198 = 242 at the most.
    rows[9].scrollToVisible(rows[9].bounds)
    #expect(clipView.bounds.origin == NSPoint(x: 0, y: 242))
    scrollView.reflectScrolledClipView(clipView)
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 242, width: 278, height: 198))
    // Back to the top.
    document.scroll(.zero)
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 0, width: 278, height: 198))
  }

  @Test("a split view with a sidebar that holds its width as the window grows")
  func splitViewWithSidebar() throws {
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 800, height: 500), styleMask: [.titled, .resizable], backing: .buffered,
      defer: false)
    let splitView = NSSplitView()
    splitView.isVertical = true
    splitView.dividerStyle = .thin
    let sidebar = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 500))
    let detail = NSView(frame: NSRect(x: 0, y: 0, width: 599, height: 500))
    splitView.addArrangedSubview(sidebar)
    splitView.addArrangedSubview(detail)
    splitView.setHoldingPriority(NSLayoutConstraint.Priority(rawValue: 260), forSubviewAt: 0)
    window.contentView = splitView
    window.makeKeyAndOrderFront(nil)
    // 200 + 1 + 599 = 800.
    #expect(splitView.frame == NSRect(x: 0, y: 0, width: 800, height: 500))
    #expect(sidebar.frame == NSRect(x: 0, y: 0, width: 200, height: 500))
    #expect(detail.frame == NSRect(x: 201, y: 0, width: 599, height: 500))

    window.setContentSize(NSSize(width: 1000, height: 600))
    window.layoutIfNeeded()
    // The sidebar holds (260 > 250): the detail pane takes the 200 points, 799 wide.
    #expect(sidebar.frame == NSRect(x: 0, y: 0, width: 200, height: 600))
    #expect(detail.frame == NSRect(x: 201, y: 0, width: 799, height: 600))

    splitView.setPosition(250, ofDividerAt: 0)
    #expect(sidebar.frame.width == 250)
    #expect(detail.frame == NSRect(x: 251, y: 0, width: 749, height: 600))
  }

  @Test("a box holding a form laid out by constraints fits it, with its title on top")
  func boxWithForm() throws {
    let box = NSBox()
    box.title = "Account"
    box.translatesAutoresizingMaskIntoConstraints = false
    let contentView = try #require(box.contentView)
    let nameRow = row()
    let mailRow = row()
    for view in [nameRow, mailRow] { contentView.addSubview(view) }
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-12-[name]-8-[mail]-12-|", options: [], metrics: nil,
        views: ["name": nameRow, "mail": mailRow])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-16-[name(240)]-16-|", options: [], metrics: nil, views: ["name": nameRow])
        + [mailRow.widthAnchor.constraint(equalTo: nameRow.widthAnchor), mailRow.leadingAnchor.constraint(equalTo: nameRow.leadingAnchor)])

    let title = CGFloat(
      FontMeasurers.measurer(for: NSFont.systemFont(ofSize: 11)).lineMetrics(pointSize: 11).lineHeight
    ).rounded(.up)
    // Content: 16 + 240 + 16 = 272 by 12 + 44 + 8 + 44 + 12 = 120; the box adds 1 + 5 on each
    // side, and the title's line at the top.
    let size = box.fittingSize
    #expect(size == NSSize(width: 284, height: 132 + title))

    let host = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 300))
    host.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: host.topAnchor, constant: 20),
    ])
    host.layoutSubtreeIfNeeded()
    // The box at 20 from the top of 300: y = 300 − 20 − its height.
    #expect(box.frame == NSRect(x: 20, y: 280 - size.height, width: 284, height: size.height))
    // The content view 6 in at the sides and bottom (y up within the box).
    #expect(contentView.frame == NSRect(x: 6, y: 6, width: 272, height: 120))
    // The second row 12 above the content's bottom.
    #expect(mailRow.frame == NSRect(x: 16, y: 12, width: 240, height: 44))
  }
}

@Suite("VFL's standard spacing in an NSView hierarchy")
struct AppKitStandardSpacingTests {
  @Test("`-` is 20 points to the superview's edge and 8 between siblings, as AppKit's")
  func standardSpacing() {
    let container = NSView(frame: NSRect(x: 0, y: 0, width: 300, height: 100))
    let first = NSView()
    let second = NSView()
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    let views = ["first": first, "second": second]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-[first(100)]-[second]-|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[first(40)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[second(40)]", options: [], metrics: nil, views: views))
    container.layoutSubtreeIfNeeded()
    // 20 in, 100 wide; 8 after it, to 20 from the right: 300 − 20 − 128 = 152 wide.
    // 20 below the top of 100, 40 high: y = 100 − 20 − 40 = 40.
    #expect(first.frame == NSRect(x: 20, y: 40, width: 100, height: 40))
    #expect(second.frame == NSRect(x: 128, y: 40, width: 152, height: 40))
  }
}
