import AppKit
import Testing

// What Mac layout libraries (SnapKit, EasyPeasy, Cartography, Anchorage, AnchorKit) do with
// `import AppKit`, written here as they write it (Guides/RealLibraries.md, "AppKit").

/// A stored property on views, kept as the libraries keep their constraints: through the
/// Objective-C runtime's associated objects.
private nonisolated(unsafe) var tagKey: UInt8 = 0

extension NSView {
  fileprivate var libraryTag: String? {
    get { objc_getAssociatedObject(self, &tagKey) as? String }
    set { objc_setAssociatedObject(self, &tagKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
  }

  /// A member only `NSView` has, as a DSL's extension adds: reached through a controller's view.
  fileprivate var edgeAnchorsCount: Int { [leadingAnchor, trailingAnchor].count }
}

/// A library's own `activate()` on constraints (AnchorKit's), which returns the constraint.
extension NSLayoutConstraint {
  @discardableResult
  fileprivate func activate() -> Self {
    isActive = true
    return self
  }
}

@Suite("Layout libraries' patterns against import AppKit")
struct LayoutLibraryPatternsTests {
  @Test("NSEdgeInsets is one type: Foundation's, which the model's APIs take")
  func edgeInsetsName() {
    // As a type name (SnapKit: `typealias ConstraintInsets = NSEdgeInsets`) and from
    // Foundation's functions, it is the type NSStackView.edgeInsets has.
    typealias Insets = NSEdgeInsets
    let insets: Insets = NSEdgeInsetsMake(20, 10, 5, 30)
    let stack = NSStackView()
    stack.edgeInsets = insets
    #expect(stack.edgeInsets.top == 20 && stack.edgeInsets.left == 10)
    #expect(stack.edgeInsets.bottom == 5 && stack.edgeInsets.right == 30)
    #expect(NSEdgeInsetsZero == .zero)
    #expect(NSEdgeInsets() == NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test("associated objects hold a view's stored properties")
  func associatedObjects() {
    let view = NSView(), other = NSView()
    view.libraryTag = "pinned"
    #expect(view.libraryTag == "pinned")
    #expect(other.libraryTag == nil)
    view.libraryTag = nil
    #expect(view.libraryTag == nil)
  }

  @Test("a view controller's view is an NSView: loaded as one, and an NSView extension reaches it")
  func controllerViewIsNSView() {
    let controller = NSViewController()
    #expect(controller.view.edgeAnchorsCount == 2)
    // AppKit's default root view is an NSView, whose frame is AppKit's.
    #expect((controller as ViewController).view is NSView)
  }

  @Test("a library's own activate() on constraints is the one called, and it installs the constraint")
  func libraryActivate() {
    let container = NSView(), child = NSView()
    container.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let width = child.widthAnchor.constraint(equalToConstant: 40).activate()
    #expect(width.isActive)
    #expect(child.fittingSize.width == 40)
  }

  @Test("NSWindow() is an empty borderless window that can be sized and filled")
  func plainWindow() {
    let window = NSWindow()
    #expect(window.frame.size == .zero)
    window.setContentSize(NSSize(width: 200, height: 100))
    window.layoutIfNeeded()
    #expect(window.contentView?.frame == NSRect(x: 0, y: 0, width: 200, height: 100))
  }
}
