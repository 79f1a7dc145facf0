import Foundation

extension StackView {
  /// How a stack view sizes and places its arranged views along its axis, as UIKit's
  /// `UIStackView.Distribution` (behaviour-2 §1.3). The raw values are UIKit's.
  public enum Distribution: Int, Sendable, Hashable, CaseIterable {
    /// The views fill the axis with exact spacing; the view with the lowest hugging priority
    /// stretches, the one with the lowest compression resistance shrinks.
    case fill = 0
    /// The views fill the axis with exact spacing and are all the same length.
    case fillEqually = 1
    /// The views fill the axis with exact spacing, in proportion to their intrinsic lengths.
    case fillProportionally = 2
    /// The views keep their lengths and the gaps between them are equal, at least `spacing`.
    case equalSpacing = 3
    /// The distances between the views' centres are equal; the gaps are at least `spacing`.
    case equalCentering = 4
  }

  /// How a stack view places its arranged views across its axis, as UIKit's
  /// `UIStackView.Alignment` (behaviour-2 §1.4). The raw values are UIKit's: ``top`` is
  /// ``leading`` and ``bottom`` is ``trailing``.
  public enum Alignment: Int, Sendable, Hashable, CaseIterable {
    /// The views span the stack's whole width (vertical stack) or height (horizontal stack).
    case fill = 0
    /// The views' leading edges (vertical stack) or top edges (horizontal stack) line up with
    /// the stack's.
    case leading = 1
    /// The views' first baselines line up (horizontal stacks; a vertical stack treats it as
    /// ``leading``).
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// The views' trailing edges (vertical stack) or bottom edges (horizontal stack) line up
    /// with the stack's.
    case trailing = 4
    /// The views' last baselines line up (horizontal stacks; a vertical stack treats it as
    /// ``trailing``).
    case lastBaseline = 5

    /// The views' top edges line up with the stack's (horizontal stacks): ``leading``.
    public static var top: Alignment { .leading }
    /// The views' bottom edges line up with the stack's (horizontal stacks): ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// UIKit behaviours a stack view reproduces by default although they are bugs or surprises
  /// (spec decision 12); remove one to get the corrected behaviour.
  public struct CompatibilityBehaviors: OptionSet, Sendable, Hashable {
    /// The behaviours as bits.
    public let rawValue: Int
    /// The behaviours whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// With first- or last-baseline alignment, only the first visible arranged view bounds the
    /// stack's top, so a view that rises higher above the baseline pokes out of the stack (UIKit
    /// 9–12, radar 32291130; behaviour-2 §1.10, S10). Without it every view bounds the top.
    public static let baselineTopBoundByFirstViewOnly = CompatibilityBehaviors(rawValue: 1 << 0)

    /// In a horizontal `fill` stack, each multi-line text view (``MultilineTextLayout``) gets
    /// `width == stack.width / n` at its own larger content priority + 10 (759 for hugging 251 and
    /// compression resistance 749), which stretches a neighbour whose hugging is lower
    /// (behaviour-2 §1.10, S17). Without it no such constraint is made.
    public static let multilineTextWidthDisambiguation = CompatibilityBehaviors(rawValue: 1 << 1)

    /// Everything UIKit does: the default.
    public static let uikit: CompatibilityBehaviors = [
      baselineTopBoundByFirstViewOnly, multilineTextWidthDisambiguation,
    ]
  }

  /// Passed to ``setCustomSpacing(_:after:)``: go back to the stack's ``spacing`` after that view.
  /// UIKit's value, `FLT_MAX`; compare with it, do not compute with it.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// Passed to ``setCustomSpacing(_:after:)`` or assigned to ``spacing``: the system spacing
  /// between siblings, 8 points (spec decision 5). UIKit's value, `FLT_MIN`; compare with it, do
  /// not compute with it.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}

/// A view whose height depends on its width, as a label's with `numberOfLines != 1`.
///
/// A horizontal `fill` stack view gives such a view UIKit's `UISV-text-width-disambiguation`
/// constraint (``StackView/CompatibilityBehaviors/multilineTextWidthDisambiguation``). Views that
/// measure text conform; a change of ``isMultilineText`` should come with
/// ``View/invalidateIntrinsicContentSize()``, which tells the stack.
public protocol MultilineTextLayout: AnyObject {
  /// Whether the view wraps its text to its width now.
  var isMultilineText: Bool { get }
}
