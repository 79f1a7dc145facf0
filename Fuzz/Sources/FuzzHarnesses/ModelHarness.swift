import OpenAutoLayoutUIKit

/// The layout model driven through UIKit's names by a program of calls decoded from the bytes.
///
/// Byte format (Guides/Fuzzing.md, "The model harness"): a sequence of operations, each an opcode
/// byte (modulo ``Operation``'s case count) and its operands. The program starts with one view,
/// `v0`, a 375 × 667 root with a 20-point safe area at the top. Views are named by a byte modulo
/// how many the program made (`v0`…, at most ``viewLimit``), constraints likewise (`c0`…). An
/// item (for anchors) is a byte: below 0x80 a view; from 0x80 on a guide, bits 4–6 choosing the
/// kind (safe area, margins, readable content, the view's first own guide, a scroll view's
/// content or frame guide) and bits 0–3 the view. Numbers and priorities are read as
/// ``FuzzInput/number(_:)`` and ``FuzzInput/priority(_:)`` read them.
///
/// Checks: after every layout pass, frames are finite, unless the program set a frame that is not
/// or used a number beyond ``largestOrdinaryNumber`` (or a multiplier beyond
/// ``largestOrdinaryMultiplier``): sums of such numbers may overflow to infinity, as they would in
/// UIKit, while NaN and infinities given by the program must be refused, never spread into
/// frames. At the end, once the program's objects are let go, every view, guide and constraint it
/// made must be freed (``LifetimeCheck``).
public struct ModelHarness {
  /// The most views a program makes.
  static let viewLimit = 16
  /// The most constraints a program makes; later ones replace the oldest.
  static let constraintLimit = 64
  /// The most operations a program runs.
  static let operationLimit = 300

  /// The operations, in opcode order.
  public enum Operation: UInt8, CaseIterable, Sendable {
    /// A kind (byte modulo 6: view, view with an intrinsic size, stack view, scroll view, label,
    /// button), its operands (an intrinsic view: width and height; a label: a text choice and a
    /// line count), then whether it translates its autoresizing mask.
    case makeView
    /// A superview, then a view.
    case addSubview
    /// A superview, a view, an index byte.
    case insertSubview
    case removeFromSuperview
    /// A view, then two index bytes.
    case exchangeSubviews
    /// An anchor constraint: a family (byte modulo 4: x, y, dimension, offset dimension), then its
    /// operands (``ModelHarness/makeAnchorConstraint(_:)``).
    case anchorConstraint
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with
    /// any attributes: item, attribute, relation, a byte (0xFF: no second item, else an item
    /// follows), attribute, multiplier, constant.
    case itemConstraint
    /// A constraint: `isActive = true`.
    case activate
    /// A constraint: `isActive = false`.
    case deactivate
    /// A count (byte modulo 6), then that many constraints: `NSLayoutConstraint.activate(_:)`.
    case activateBatch
    /// The same for `deactivate(_:)`.
    case deactivateBatch
    /// A constraint and a number.
    case setConstant
    /// A constraint and a priority.
    case setPriority
    /// A view, an axis (a byte's lowest bit: vertical), a priority.
    case setHugging
    case setCompressionResistance
    /// A view, a width and a height: its intrinsic size, if it has one of its own, then
    /// `invalidateIntrinsicContentSize()`.
    case setIntrinsicSize
    /// A stack view, then a view.
    case addArrangedSubview
    /// A stack view, a view, an index byte (as a signed number).
    case insertArrangedSubview
    case removeArrangedSubview
    /// A stack view, a property (byte modulo 8) and its value.
    case setStackProperty
    /// A view, a Boolean.
    case setHidden
    case layoutIfNeeded
    case hasAmbiguousLayout
    case exerciseAmbiguity
    /// A view and an axis.
    case constraintsAffectingLayout
    case autolayoutTrace
    /// A view and an axis: `explainLayout(for:)` and `explainAmbiguity(for:)`.
    case explain
    /// A view, a kind (byte modulo 5) and four numbers or a Boolean.
    case setMargins
    /// A view and four numbers: `rootSafeAreaInsets`.
    case setSafeArea
    /// A view, a width, a height, and two priorities.
    case fittingSize
    /// A view: a new guide added to it.
    case addLayoutGuide
    /// A view: its first own guide removed.
    case removeLayoutGuide
    /// A view and four numbers.
    case setFrame
    /// A view, a Boolean, a mask byte.
    case setAutoresizing
    /// A view and a byte: left-to-right or right-to-left.
    case setSemanticContent
    /// A view and a byte choosing among `setNeedsLayout`, `setNeedsUpdateConstraints`,
    /// `updateConstraintsIfNeeded`, `invalidateIntrinsicContentSize`.
    case setNeeds
    /// A view, then a choice of property of a scroll view and numbers.
    case setScrollProperty
    /// A superview, a row count (byte modulo 5) and that many views: a new list (a program view,
    /// below the view limit) added to the superview, 375 × 300, showing those views as its rows,
    /// each in an engine of its own; laid out at once.
    case showRows
  }

  /// A list's data source serving views of the program as its rows.
  final class Rows: ListViewDataSource {
    let views: [View]
    init(_ views: [View]) { self.views = views }
    func numberOfRows(in listView: ListView) -> Int { views.count }
    func listView(_ listView: ListView, viewForRowAt index: Int) -> View { views[index] }
  }

  /// Numbers up to this size can be added and multiplied a few times without overflowing.
  static let largestOrdinaryNumber: CGFloat = 1e12
  static let largestOrdinaryMultiplier: CGFloat = 1e6

  /// Whether the program used a number beyond the ordinary sizes (a class, so that reading an
  /// operand need not be mutating).
  final class Magnitudes {
    var sawHugeNumber = false
  }

  let range: NumberRange
  let magnitudes = Magnitudes()
  var views: [View] = []
  var constraints: [LayoutConstraint] = []
  /// The guides the program added, by the view they were added to.
  var ownGuides: [ObjectIdentifier: LayoutGuide] = [:]
  /// The lists' data sources (a list holds its own weakly).
  var rowSources: [Rows] = []
  var constraintCount = 0
  /// Set once the program gives a view a frame with a NaN or an infinity: frames are then no
  /// longer expected to be finite.
  var setNonFiniteFrame = false
  var lifetimes = LifetimeCheck("model")

  init(range: NumberRange) {
    self.range = range
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.rootSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    FuzzTrace.emit("let v0 = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))")
    FuzzTrace.emit("v0.rootSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)")
    adopt(root)
  }

  /// Runs the program in `bytes`; traps when a check fails.
  public static func run(_ bytes: [UInt8], range: NumberRange = .fromEnvironment) {
    var lifetimes: LifetimeCheck
    do {
      var harness = ModelHarness(range: range)
      var input = FuzzInput(bytes)
      var steps = 0
      while !input.isAtEnd && steps < operationLimit {
        steps += 1
        let operation = Operation(rawValue: input.byte() % UInt8(Operation.allCases.count)) ?? .makeView
        harness.perform(operation, reading: &input)
      }
      FuzzTrace.emit("v0.layoutIfNeeded()")
      harness.layOut(harness.views[0])
      lifetimes = harness.lifetimes
    }
    lifetimes.expectFreed()
  }

  /// Keeps `view` for later operations and watches it for leaks.
  mutating func adopt(_ view: View) {
    view.accessibilityIdentifier = "v\(views.count)"
    // Refused calls are reported; a hierarchy the view starts or joins keeps this hook.
    view.layoutDiagnostics.log = { _ in }
    views.append(view)
    lifetimes.watch(view, "view v\(views.count - 1) (\(type(of: view)))")
  }

  /// Keeps `constraint` for later operations (replacing the oldest past the limit), traces it and
  /// watches it for leaks. `source` is the Swift expression that makes it, when tracing.
  mutating func record(_ constraint: LayoutConstraint, as source: String) {
    FuzzTrace.emit("let c\(constraintCount) = \(source)")
    constraint.identifier = "c\(constraintCount)"
    if constraints.count < Self.constraintLimit {
      constraints.append(constraint)
    } else {
      constraints[constraintCount % Self.constraintLimit] = constraint
    }
    lifetimes.watch(constraint, "constraint c\(constraintCount)")
    constraintCount += 1
  }

  /// Lays out `view`'s hierarchy and checks every frame.
  func layOut(_ view: View) {
    view.layoutIfNeeded()
    guard !setNonFiniteFrame && !magnitudes.sawHugeNumber else { return }
    for view in views {
      let frame = view.frame
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      if !numbers.allSatisfy(\.isFinite) {
        fatalError("model harness: \(view.accessibilityIdentifier ?? "?") has frame \(frame) after a layout pass")
      }
    }
  }
}
