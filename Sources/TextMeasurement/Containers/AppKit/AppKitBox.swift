import Foundation
import OpenAutoLayout

/// A titled, bordered group around a content view: AppKit's `NSBox`, the model's `AppKitBox`.
///
/// The box makes its ``contentView`` and pins it to its edges, inset by the title's height (at
/// the top or the bottom, by ``titlePosition``), the border (1 point; ``borderWidth`` for a
/// ``BoxType/custom`` box) and ``contentViewMargins`` (5 × 5 by default). Constrain the content
/// view's subviews to it: the box's fitting size is the content's plus those insets. The title
/// is one line of the small system font (11 points), measured by the text layer.
open class AppKitBox: AppKitView {
  /// What kind of box it is, as AppKit's `NSBox.BoxType`.
  public enum BoxType: UInt, Sendable, Hashable {
    /// The standard box, with a title and a 1-point border.
    case primary = 0
    /// A box drawn as a secondary group (deprecated in AppKit): as ``primary`` here.
    case secondary = 1
    /// A line: no title, no content insets.
    case separator = 2
    /// The old-style box (deprecated in AppKit): as ``primary`` here.
    case oldStyle = 3
    /// A box drawn from ``AppKitBox/borderWidth``, ``AppKitBox/cornerRadius`` and the colours.
    case custom = 4
  }

  /// Where the title is, as AppKit's `NSBox.TitlePosition`.
  public enum TitlePosition: UInt, Sendable, Hashable {
    case noTitle = 0, aboveTop = 1, atTop = 2, belowTop = 3, aboveBottom = 4, atBottom = 5, belowBottom = 6

    /// Whether the title is at the top (true), the bottom (false) or absent (nil).
    var isAtTop: Bool? {
      switch self {
      case .noTitle: nil
      case .aboveTop, .atTop, .belowTop: true
      case .aboveBottom, .atBottom, .belowBottom: false
      }
    }
  }

  /// The constraints holding the content view: top, left, bottom, right.
  private var contentPins: [LayoutConstraint] = []

  /// The box's title; "Title" by default, as AppKit's.
  open var title: String = "Title" { didSet { updateInsets() } }
  /// The title's font: the small system font, 11 points.
  open var titleFont: Font = .systemFont(ofSize: Double(AppKitControlMetrics.smallSystemFontSize)) {
    didSet { updateInsets() }
  }
  /// Measures the title; the font's own measurer when nil.
  public var measurer: (any TextMeasurer)? { didSet { updateInsets() } }
  /// Where the title is; at the top by default.
  open var titlePosition: TitlePosition = .atTop { didSet { updateInsets() } }
  /// The kind of box; primary by default.
  open var boxType: BoxType = .primary { didSet { updateInsets() } }
  /// The room between the border and the content view: 5 points at each side and 5 above and
  /// below by default.
  open var contentViewMargins = CGSize(width: 5, height: 5) { didSet { updateInsets() } }
  /// The border's width for a custom box; 1 by default.
  open var borderWidth: CGFloat = 1 { didSet { updateInsets() } }
  /// The corner radius of a custom box's border: kept for drawing, no effect on layout.
  open var cornerRadius: CGFloat = 0
  /// A custom box's fill: kept for drawing.
  open var fillColor: Color = .clear
  /// A custom box's border colour: kept for drawing.
  open var borderColor: Color = .black
  /// Whether the box draws nothing itself; its layout is unchanged.
  open var isTransparent = false

  /// The view inside the box that holds its content. The box makes one; setting another puts it
  /// in place of the first (nil leaves the box empty).
  open var contentView: View? {
    didSet {
      guard contentView !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      install(contentView)
    }
  }

  /// Creates a box with `frame` and an empty content view.
  public override init(frame: CGRect) {
    let view = AppKitView()
    contentView = view
    super.init(frame: frame)
    install(view)
  }

  /// Creates an empty box, as a storyboard would; the coder is not read.
  public required init?(coder: NSCoder) {
    let view = AppKitView()
    contentView = view
    super.init(coder: coder)
    install(view)
  }

  /// Adds `view` and pins it inside the border, title and margins.
  private func install(_ view: View?) {
    LayoutConstraint.deactivate(contentPins)
    contentPins = []
    guard let view else { return }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    contentPins = [
      view.topAnchor.constraint(equalTo: topAnchor),
      view.leftAnchor.constraint(equalTo: leftAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
      rightAnchor.constraint(equalTo: view.rightAnchor),
    ]
    for (pin, edge) in zip(contentPins, ["top", "left", "bottom", "right"]) { pin.identifier = "NSBox-contentView-\(edge)" }
    updateInsets()
    LayoutConstraint.activate(contentPins)
  }

  /// The height the title takes: one line of ``titleFont``, rounded up to a whole point; 0 with
  /// no title or for a separator.
  public var titleHeight: CGFloat {
    guard boxType != .separator, titlePosition != .noTitle else { return 0 }
    return appKitTextSize(title, font: titleFont, measurer: measurer).height
  }

  /// The border's width on each side: ``borderWidth`` for a custom box, 0 for a separator, 1
  /// otherwise.
  public var effectiveBorderWidth: CGFloat {
    switch boxType {
    case .custom: max(0, borderWidth)
    case .separator: 0
    case .primary, .secondary, .oldStyle: 1
    }
  }

  /// The content view's distance from each edge of the box: the border and margins, and the
  /// title's height at its end.
  public var contentInsets: EdgeInsets {
    guard boxType != .separator else { return .zero }
    let side = effectiveBorderWidth + contentViewMargins.width
    let end = effectiveBorderWidth + contentViewMargins.height
    let title = titleHeight
    let top = titlePosition.isAtTop == true ? title : 0
    let bottom = titlePosition.isAtTop == false ? title : 0
    return EdgeInsets(top: end + top, left: side, bottom: end + bottom, right: side)
  }

  /// The title's rectangle in the box's coordinates (y up): the measured title at the top or
  /// bottom edge, inset by the border and the side margin; zero with no title.
  public var titleRect: CGRect {
    guard titleHeight > 0, let atTop = titlePosition.isAtTop else { return .zero }
    let width = appKitTextSize(title, font: titleFont, measurer: measurer).width
    let x = effectiveBorderWidth + contentViewMargins.width
    let size = modelBounds.size
    let y = atTop ? size.height - titleHeight : 0
    return CGRect(x: x, y: y, width: width, height: titleHeight)
  }

  /// Puts the insets into the content view's constraints.
  private func updateInsets() {
    guard contentPins.count == 4 else { return }
    let insets = contentInsets
    contentPins[0].constant = insets.top
    contentPins[1].constant = insets.left
    contentPins[2].constant = insets.bottom
    contentPins[3].constant = insets.right
  }

  /// Sizes the box so that it fits its content view's fitting size, as AppKit's `sizeToFit()`.
  open override func sizeToFit() {
    let fitting = systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    frame = CGRect(origin: frame.origin, size: fitting)
  }

  /// Places the box so that its content view's frame would be `contentFrame`, given in the
  /// box's superview's coordinates, as AppKit's `setFrameFromContentFrame(_:)`.
  open func setFrameFromContentFrame(_ contentFrame: CGRect) {
    let insets = contentInsets
    // The inset below the content's origin: the bottom one unless the superview is flipped.
    let flipped = superview.map { AppKitView.isFlipped($0) } ?? false
    frame = CGRect(
      x: contentFrame.minX - insets.left, y: contentFrame.minY - (flipped ? insets.top : insets.bottom),
      width: contentFrame.width + insets.left + insets.right,
      height: contentFrame.height + insets.top + insets.bottom)
  }
}
