import Foundation
import OpenAutoLayout

/// A window on the screen: AppKit's `NSWindow`, holding a ``contentView`` that fills its
/// content area.
///
/// Only the content area is modelled (no title bar): ``frame`` is the content rectangle in
/// screen coordinates, y up. The content view lives in a root view the window owns; it is
/// sized by its autoresizing mask (width and height flexible), as AppKit sizes it, and laid out
/// by ``layoutIfNeeded()``. ``setContentSize(_:)`` resizes it. The window does not grow to fit
/// its content's required constraints as AppKit's does: size it with `fittingSize` first.
open class NSWindow: NSObject {
  /// The root of the window's views, AppKit's frame view: the content view's superview.
  let frameView = NSWindowFrameView()
  /// The window's title, kept for code that sets it.
  open var title: String = ""
  /// The window's style, kept for code that sets it.
  open var styleMask: StyleMask
  /// The content rectangle's origin on the screen, y up.
  private var origin: CGPoint

  /// A guide for the content area, as AppKit's `contentLayoutGuide` (typed `Any?` there; cast
  /// it with `as? NSLayoutGuide`). Its edges are the content view's.
  public let contentLayoutGuide: Any?

  /// Creates a window whose content area is `contentRect`, in screen coordinates, as AppKit's
  /// initialiser; the backing store and deferral are accepted and ignored.
  public init(contentRect: CGRect, styleMask style: StyleMask, backing: BackingStoreType, defer flag: Bool) {
    styleMask = style
    origin = contentRect.origin
    let guide = NSLayoutGuide()
    guide.identifier = "NSWindow-contentLayoutGuide"
    contentLayoutGuide = guide
    super.init()
    frameView.frame = CGRect(origin: .zero, size: contentRect.size)
    frameView.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.topAnchor.constraint(equalTo: frameView.topAnchor),
      guide.bottomAnchor.constraint(equalTo: frameView.bottomAnchor),
      guide.leadingAnchor.constraint(equalTo: frameView.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: frameView.trailingAnchor),
    ])
    // Property observers do not run in an initialiser: install the view explicitly.
    let view = NSView(frame: CGRect(origin: .zero, size: contentRect.size))
    contentView = view
    install(contentView: view, replacing: nil)
  }

  /// Creates a borderless window with an empty content area, as AppKit's `NSWindow()`; size it
  /// with ``setContentSize(_:)`` or ``setFrame(_:display:)``.
  public convenience override init() {
    self.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: false)
  }

  /// Creates a titled, closable, resizable window showing `contentViewController`'s view, sized
  /// to it, as AppKit's `NSWindow(contentViewController:)`.
  public convenience init(contentViewController: NSViewController) {
    self.init(
      contentRect: .zero, styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered,
      defer: false)
    self.contentViewController = contentViewController
    show(contentViewController)
  }

  /// The view that fills the content area. Setting it puts it there, sized to the area and
  /// resized with it.
  open var contentView: NSView? {
    didSet { install(contentView: contentView, replacing: oldValue) }
  }

  /// Puts `view` in the content area in place of `old`.
  private func install(contentView view: NSView?, replacing old: NSView?) {
    guard view !== old || view?.superview !== frameView else { return }
    old?.removeFromSuperview()
    guard let view else { return }
    view.removeFromSuperview()
    view.autoresizingMask = [.width, .height]
    frameView.addSubview(view)
    view.frame = frameView.bounds
  }

  /// The view controller whose view is the content view. Setting it sizes the window to the
  /// view: its frame's size, or its fitting size when the frame is empty (a view made by
  /// constraints), as AppKit's.
  open var contentViewController: NSViewController? {
    didSet { if let contentViewController { show(contentViewController) } }
  }

  /// Makes `controller`'s view the content view and sizes the window to it.
  private func show(_ controller: NSViewController) {
    let view = controller.view
    let size = view.frame.size == .zero ? view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) : view.frame.size
    let appKitView = view as? NSView ?? NSViewControllerHostView(hosting: view)
    let old = contentView
    contentView = appKitView
    if appKitView.superview !== frameView { install(contentView: appKitView, replacing: old) }
    setContentSize(size)
  }

  /// The content rectangle in screen coordinates, y up.
  open var frame: CGRect { CGRect(origin: origin, size: frameView.frame.size) }

  /// Resizes the content area to `size`; the content view follows at the next layout.
  open func setContentSize(_ size: CGSize) {
    frameView.frame = CGRect(origin: .zero, size: size)
  }

  /// Moves and resizes the window's content area to `frameRect`, as AppKit's
  /// `setFrame(_:display:)` (without a title bar, frame and content rectangle coincide).
  open func setFrame(_ frameRect: CGRect, display flag: Bool) {
    origin = frameRect.origin
    setContentSize(frameRect.size)
  }

  /// Runs the update-constraints and layout passes of the window's views.
  open func layoutIfNeeded() { frameView.layoutIfNeeded() }

  /// Runs the update-constraints pass of the window's views.
  open func updateConstraintsIfNeeded() { frameView.updateConstraintsIfNeeded() }

  /// Shows the window and lays it out, as the first display would.
  open func makeKeyAndOrderFront(_ sender: Any?) { layoutIfNeeded() }

  /// Shows the window; laid out as by ``makeKeyAndOrderFront(_:)``.
  open func orderFront(_ sender: Any?) { layoutIfNeeded() }

  /// Centres the window; there is no screen to centre on, so the origin is kept.
  open func center() {}
}

extension NSWindow {
  /// A window's look and behaviour, as AppKit's `NSWindow.StyleMask`; kept, not drawn.
  public struct StyleMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let borderless = StyleMask([])
    public static let titled = StyleMask(rawValue: 1 << 0)
    public static let closable = StyleMask(rawValue: 1 << 1)
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    public static let resizable = StyleMask(rawValue: 1 << 3)
    public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
  }

  /// How a window's drawing is buffered, as AppKit's `NSWindow.BackingStoreType`; ignored.
  public enum BackingStoreType: UInt, Sendable {
    case retained = 0, nonretained = 1, buffered = 2
  }
}

/// The window's root view: unflipped, as AppKit's frame view.
final class NSWindowFrameView: NSView {}

/// A plain model view set as a view controller's view, hosted so that it can be a content view.
final class NSViewControllerHostView: NSView {
  init(hosting view: View) {
    super.init(frame: view.frame)
    view.autoresizingMask = [.width, .height]
    view.frame = bounds
    addSubview(view)
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
