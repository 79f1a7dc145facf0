import ConstraintSolver
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`.
///
/// A guide is owned by a view (``View/addLayoutGuide(_:)``), has the same anchors as a view
/// except baselines, and is never drawn. Use guides instead of hidden spacer views
/// (behaviour-1 §1.13). Every view also provides system guides: ``View/layoutMarginsGuide``,
/// ``View/safeAreaLayoutGuide`` and ``View/readableContentGuide``.
open class LayoutGuide: NSObject, LayoutItem {
  /// The view that owns the guide; nil until the guide is added to one.
  public internal(set) var owningView: View? {
    get { owningViewReference.view }
    set { owningViewReference.view = newValue }
  }
  private var owningViewReference = WeakView()
  /// The token non-owning references to the guide hold; nil until one is made.
  var itemTokenStorage: ItemToken?
  /// A name for logs.
  public var identifier: String = ""
  let itemVariables: ItemVariables
  /// ``itemVariables``' four variables as ``LayoutEngine/rect(of:)`` reads them. Unchecked for
  /// exclusive access at run time: only that read, which calls nothing else, changes it.
  @exclusivity(unchecked) var engineQuad: VariableQuad
  var debugAddressStorage = LazyDebugAddress()
  /// For a guide a view provides itself, which one; nil for the user's guides.
  let systemRole: SystemGuideRole?

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)`` before constraining it.
  public override init() {
    itemVariables = ItemVariables(.guide)
    engineQuad = itemVariables.quad
    systemRole = nil
    super.init()
  }

  init(role: SystemGuideRole, owner: View) {
    itemVariables = ItemVariables(.systemGuide(role))
    engineQuad = itemVariables.quad
    systemRole = role
    super.init()
    identifier = role.identifier
    owningView = owner
  }

  deinit {
    clearReferences()
  }

  /// The guide as UIKit describes it:
  /// `<UILayoutGuide: 0x… - "UIViewLayoutMarginsGuide", layoutFrame = {{20, 40}, {335, 607}}, owningView = <UIView: …>>`.
  open override var description: String {
    let frame = layoutFrame
    let owner = owningView.map(\.appleDescription) ?? "(null)"
    return "<\(appleClassName(of: self)): \(debugAddress) - \"\(identifier)\", layoutFrame = "
      + "{{\(frame.minX.appleText), \(frame.minY.appleText)}, {\(frame.width.appleText), \(frame.height.appleText)}}, "
      + "owningView = \(owner)>"
  }

  /// The guide's rectangle in its owning view's coordinates, from the engine's current
  /// solution, rounded to the pixel grid; `.zero` when it has no owning view.
  public var layoutFrame: CGRect {
    guard let owner = owningView else { return .zero }
    return owner.engineRectInOwnCoordinates(of: &engineQuad, insets: .zero)
  }

  /// The guide's name in logs: its owner's name and role for a system guide
  /// (`root.safeArea`), else its identifier.
  public var layoutName: String {
    if let role = systemRole, let owner = owningView { return "\(owner.layoutName).\(role.languageName)" }
    return identifier.isEmpty ? "\(appleClassName(of: self)):\(debugAddress)" : identifier
  }

  /// The address descriptions show for the guide: stable for its lifetime.
  var debugAddress: DebugAddress { debugAddressStorage.get(.item) }
}

/// The guides every view provides, and the two a scroll view adds (``ScrollView``).
enum SystemGuideRole: Sendable {
  case layoutMargins, safeArea, readableContent
  /// ``ScrollView/contentLayoutGuide`` and ``ScrollView/frameLayoutGuide``: made and tied to the
  /// scroll view by `ScrollView` itself, not by `View.systemGuide(_:)`.
  case contentLayout, frameLayout

  /// The role's place in a view's ``SystemGuides``. Not a raw value: an enum with one compared
  /// its cases through `RawRepresentable`, in every layout pass.
  var index: Int {
    switch self {
    case .layoutMargins: 0
    case .safeArea: 1
    case .readableContent: 2
    case .contentLayout: 3
    case .frameLayout: 4
    }
  }

  /// UIKit's identifier for the guide.
  var identifier: String {
    switch self {
    case .layoutMargins: "UIViewLayoutMarginsGuide"
    case .safeArea: "UIViewSafeAreaLayoutGuide"
    case .readableContent: "UIViewReadableContentGuide"
    case .contentLayout: "UIScrollView-contentLayoutGuide"
    case .frameLayout: "UIScrollView-frameLayoutGuide"
    }
  }

  /// The guide's name in the constraint language (`root.safeArea.top`).
  var languageName: String {
    switch self {
    case .layoutMargins: "margins"
    case .safeArea: "safeArea"
    case .readableContent: "readableContent"
    case .contentLayout: "contentLayoutGuide"
    case .frameLayout: "frameLayoutGuide"
    }
  }
}

/// A view's system guides by role, in an array indexed by the role, made with the first guide:
/// a `Dictionary` hashed the role and allocated its storage for every cell's margins guide.
/// A guide, once made, stays.
struct SystemGuides {
  private var guides: [LayoutGuide?] = []

  subscript(role: SystemGuideRole) -> LayoutGuide? {
    role.index < guides.count ? guides[role.index] : nil
  }

  /// Makes `guide` the view's guide for `role`.
  mutating func set(_ guide: LayoutGuide, for role: SystemGuideRole) {
    if role.index >= guides.count {
      guides.append(contentsOf: repeatElement(nil, count: role.index + 1 - guides.count))
    }
    guides[role.index] = guide
  }

  /// Whether the view has no system guide: read for every view in every layout pass, so the
  /// array is made with the first guide and no guide is ever taken out.
  var isEmpty: Bool { guides.isEmpty }
}

/// One system guide of a view: the constraints that tie its edges to the view, and the insets
/// they were last given (nil: recompute them in the next refresh).
struct SystemGuideState {
  let role: SystemGuideRole
  let constraints: [LayoutConstraint]
  var insets: EdgeInsets?
}
