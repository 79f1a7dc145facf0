import Foundation
import Testing

@testable import OpenAutoLayout

/// Malformed visual formats: Apple's exception text, caret included. Messages and caret
/// positions follow Apple's parser (Guides/VisualFormatLanguage.md lists the sources); the
/// caret is derived by hand from where that parser stands when it fails.
@Suite(.timeLimit(.minutes(10))) struct VisualFormatErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let format: String
    let options: VisualFormatOptions
    let message: String
    let caret: Int
    init(_ format: String, _ caret: Int, _ message: String, options: VisualFormatOptions = []) {
      (self.format, self.caret, self.message, self.options) = (format, caret, message, options)
    }
    var testDescription: String { format }
  }

  /// `a` and `b` are subviews of `root`, `o` has no superview; metrics `m` = 10, `p` = NaN.
  /// Keep the root alive: a view's superview is a weak reference.
  static func fixture() -> (root: View, views: [String: LayoutItem]) {
    let root = makeRoot(400, 400)
    return (root, ["a": addView("a", to: root), "b": addView("b", to: root), "o": View()])
  }
  static let metrics: [String: CGFloat] = ["m": 10, "p": .nan]

  static let cases: [Case] = [
    Case("V|[backgroundBox]|", 1, "Expected ':' after 'V' to specify vertical arrangement"),
    Case("V", 1, "Expected ':' after 'V' to specify vertical arrangement"),
    Case("H[a]", 1, "Expected ':' after 'H' to specify horizontal arrangement"),
    Case("H:|", 3, "Expected a connection after the '|' character"),
    Case("[a]-[b]x", 7, "Expected a view or '|'"),
    Case("[a] -[b]", 3, "Expected a view or '|'"),
    Case("|-[a]-||", 7, "Expected the end of the format string"),
    Case("H:", 2, "Expected a view"),
    Case("H: |-[a]", 2, "Expected a view"),
    Case("-[a]", 0, "Expected a view"),
    Case("[a]-[", 5, "Expected a view"),
    Case(
      "[1a]", 1,
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    ),
    Case("|-[c]", 4, "c is not a key in the views dictionary."),
    Case("[a]-[m]", 6, "m is not a key in the views dictionary."),
    Case("[a", 2, "Expected a ']' here. That is how you give the end of a view."),
    Case("[a }", 2, "Expected a ']' here. That is how you give the end of a view."),
    Case("[a(", 3, "Unexpectedly ran out of character fodder in the middle of parsing a view"),
    Case("[a(10]", 5, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
    Case("[a(10px)]", 5, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
    Case("[a(10)", 6, "Expected ']' after specifying thickness."),
    Case("[a]-10[b]", 6, "Expected a '-' here"),
    Case(
      "[a]-10,20-[b]", 6,
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"),
    Case(
      "[a]--10-[b]", 4,
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    ),
    Case(
      "[a]-(10[b]", 7,
      "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"),
    Case("[a]-", 4, "Expected more input"),
    Case("[a(=10)]", 4, "Unknown relation. Must be ==, >=, or <="),
    Case("[a]-(=>10)-[b]", 6, "Unknown relation. Must be ==, >=, or <="),
    Case("[a(>=)]", 5, "Expected a number or key from the metrics dictionary, but encountered something else"),
    Case("[a(10,)]", 6, "Expected a number or key from the metrics dictionary, but encountered something else"),
    Case("[a(10@)]", 6, "Expected a number or key from the metrics dictionary, but encountered something else"),
    Case("[a(.5)]", 3, "Expected a number or key from the metrics dictionary, but encountered something else"),
    Case("[a]-(-)-[b]", 5, "Expected a number or a key from the metrics dictionary, but encountered something else"),
    Case(
      "[a]-gap-[b]", 7,
      "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries"),
    Case(
      "[a(==c)]", 6, "Encountered metric with name \"c\", but value was not specified in metrics or views dictionaries"),
    Case(
      "[a]-b-[b]", 5,
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    ),
    Case("[a(10@0)]", 7, "Invalid priority specified: 0. Priority must be greater than 0"),
    Case("[a(10@-5)]", 8, "Invalid priority specified: -5. Priority must be greater than 0"),
    // Positive as a Double, 0 as the Float a priority is (found by the VFL fuzz harness).
    Case("[a(10@1e-320)]", 12, "Invalid priority specified: 9.99989e-321. Priority must be greater than 0"),
    Case("[a(10@b)]", 7, "Invalid priority specified: 0. Priority must be greater than 0"),
    Case("[a(10@p)]", 7, "Invalid priority specified: nan. Priority must be greater than 0"),
    Case(
      "[a(10@1001)]", 10,
      "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
    Case(
      "[a]-(8@1e7)-[b]", 10,
      "Invalid priority specified: 1e+07. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
    Case("|-[o]", 5, "Unable to interpret '|' character, because the related view doesn't have a superview"),
    Case("V:[o(20)]|", 10, "Unable to interpret '|' character, because the related view doesn't have a superview"),
    // The '|' is resolved once the view after it is read, before anything further is.
    Case("|-[o]-[c]", 5, "Unable to interpret '|' character, because the related view doesn't have a superview"),
    Case(
      "H:[a]-[b]", 9,
      "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
      options: .alignAllLeading),
    Case(
      "[a]-[b]", 7,
      "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
      options: [.alignAllTop, .alignAllCenterX]),
    Case(
      "V:[a][b]", 8,
      "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
      options: .alignAllTop),
    Case("H:|[a]", 6, "BaselineToBaseline format option not valid for horizontal layout", options: .spacingBaselineToBaseline),
  ]

  @Test("Apple's exception text and caret", arguments: cases)
  func malformed(_ row: Case) throws {
    let (root, views) = Self.fixture()
    let error = try #require(VFL.error(row.format, options: row.options, metrics: Self.metrics, views: views))
    defer { withExtendedLifetime(root) {} }
    #expect(error.offset == row.caret)
    #expect(error.message == row.message)
    let caret = String(repeating: " ", count: row.caret) + "^"
    #expect(error.description == "Unable to parse constraint format: \n\(row.message) \n\(row.format) \n\(caret)")
  }

  @Test("The book's example, printed as UIKit prints it")
  func bookExample() throws {
    let error = try #require(VFL.error("V|[backgroundBox]|", views: [:]))
    #expect(error.reason == .expectedColon(vertical: true))
    #expect(
      error.description == """
        Unable to parse constraint format: 
        Expected ':' after 'V' to specify vertical arrangement 
        V|[backgroundBox]| 
         ^
        """)
  }

  @Test("The example in Apple's developer forums: | next to a view without a superview")
  func noSuperviewExample() throws {
    let error = try #require(VFL.error("H:|-(>=50)-[view(100)]", views: ["view": View()]))
    #expect(error.reason == .noSuperview)
    #expect(
      error.description
        == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|-(>=50)-[view(100)] \n                      ^"
    )
  }

  @Test("Whole-string errors have no caret")
  func wholeStringErrors() throws {
    let empty = try #require(VFL.error("", views: [:]))
    #expect(empty.reason == .emptyString && empty.offset == nil)
    #expect(empty.description == "Unable to parse constraint format: It's an empty string.")
    let accented = try #require(VFL.error("[café]", views: ["café": View()]))
    #expect(accented.reason == .nonASCII && accented.offset == nil)
    #expect(accented.description == "Unable to parse constraint format: It contains non-ASCII characters.")
  }

  // Found by the VFL fuzz harness (Fuzz/, Guides/Fuzzing.md): `|-[guide(099)][a]` with
  // alignAllFirstBaseline made `spacer.firstBaseline == a.firstBaseline`, a constraint that can
  // never be activated and whose text the constraint language refuses.
  @Test("A baseline option next to a layout guide is refused where the guide's neighbour ends")
  func baselineOfLayoutGuide() throws {
    let (root, views) = Self.fixture()
    let guide = LayoutGuide()
    guide.identifier = "spacer"
    root.addLayoutGuide(guide)
    let withGuide = views.merging(["spacer": guide]) { first, _ in first }
    let aligned = try #require(VFL.error("|-[spacer(099)][a]", options: .alignAllFirstBaseline, views: withGuide))
    #expect(aligned.reason == .baselineOfLayoutGuide("spacer") && aligned.offset == 18)
    #expect(aligned.message == "spacer is a layout guide, which has no baseline to align or space by")
    let lastAligned = try #require(VFL.error("[a][spacer]", options: .alignAllLastBaseline, views: withGuide))
    #expect(lastAligned.reason == .baselineOfLayoutGuide("spacer") && lastAligned.offset == 11)
    let spaced = try #require(VFL.error("V:[spacer]-[a]", options: .spacingBaselineToBaseline, views: withGuide))
    #expect(spaced.reason == .baselineOfLayoutGuide("spacer") && spaced.offset == 14)
    // Between views the options still work, and a guide may still be aligned by its edges.
    let edges = try LayoutConstraint.constraints(visualFormat: "[a][spacer]", options: .alignAllTop, views: withGuide)
    #expect(edges.map(\.description) == ["spacer.leading == a.trailing", "a.top == spacer.top"])
  }

  @Test("The reason names the culprit")
  func reasons() throws {
    let (root, views) = Self.fixture()
    defer { withExtendedLifetime(root) {} }
    #expect(VFL.error("[zz]", views: views)?.reason == .unknownView("zz"))
    #expect(VFL.error("[a]-q-[b]", views: views)?.reason == .unknownMetric("q"))
    #expect(VFL.error("[a(1@2000)]", views: views)?.reason == .priorityAboveRequired(2000))
    #expect(
      VFL.error("V:[a][b]", options: .alignAllCenterY, views: views)?.reason
        == .alignmentOnLayoutAxis(.centerY, axis: .vertical))
  }
}
