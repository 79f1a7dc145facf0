import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part F, second half: hugging, compression resistance and optional
/// constraints (S-44 … S-48). Root margins are the system minimum, 16 (compact width).
@Suite(.timeLimit(.minutes(10))) struct Behaviour1HuggingCompressionTests {
  /// Two stubs side by side between the root's margins, 8 points apart, tops on the top margin
  /// (S-44, S-45, S-47): `first.leading = margins.leading`, `second.trailing = margins.trailing`,
  /// `second.leading = first.trailing + 8`.
  private func sideBySide(
    rootWidth: CGFloat, first: StubView, second: StubView
  ) throws -> ViewController {
    let controller = B1.controllerRoot(rootWidth, 667)
    let root = controller.view
    root.addSubview(first)
    root.addSubview(second)
    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow([
      first.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      second.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
      first.topAnchor.constraint(equalTo: margins.topAnchor),
      second.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
    root.layoutIfNeeded()
    return controller
  }

  // MARK: S-44 Stretch: the lowest hugging stretches

  @Test(
    "S-44 the view with the lowest hugging stretches; a tie is ambiguous",
    arguments: [(251, 250, false), (251, 251, true), (250, 250, true)])
  func s44Stretch(_ imageHugging: Float, _ labelHugging: Float, _ ambiguous: Bool) throws {
    let img = StubView("img", width: 100, height: 100), lbl = StubView("lbl", width: 150, height: 40)
    img.setContentHuggingPriority(LayoutPriority(imageHugging), for: .horizontal)
    lbl.setContentHuggingPriority(LayoutPriority(labelHugging), for: .horizontal)
    let controller = try sideBySide(rootWidth: 375, first: img, second: lbl)
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    #expect(img.hasAmbiguousLayout(for: .horizontal) == ambiguous)
    #expect(lbl.hasAmbiguousLayout(for: .horizontal) == ambiguous)
    #expect(!img.hasAmbiguousLayout(for: .vertical) && !lbl.hasAmbiguousLayout(for: .vertical))
    if !ambiguous {
      expectFrame(img, 16, 0, 100, 100)
      expectFrame(lbl, 124, 0, 235, 40)
    }
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-45 Squeeze: the lowest compression resistance shrinks

  @Test(
    "S-45 the view with the lowest compression resistance is squeezed; a tie is ambiguous",
    arguments: [(LayoutPriority(751), false), (.defaultHigh + 1, false), (LayoutPriority(750), true)])
  func s45Squeeze(_ imageResistance: LayoutPriority, _ ambiguous: Bool) throws {
    let img = StubView("img", width: 100, height: 100), lbl = StubView("lbl", width: 400, height: 40)
    img.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    img.setContentCompressionResistancePriority(imageResistance, for: .horizontal)
    lbl.setContentCompressionResistancePriority(750, for: .horizontal)
    let controller = try sideBySide(rootWidth: 375, first: img, second: lbl)
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    #expect(img.hasAmbiguousLayout(for: .horizontal) == ambiguous)
    #expect(lbl.hasAmbiguousLayout(for: .horizontal) == ambiguous)
    if !ambiguous {
      expectFrame(img, 16, 0, 100, 100)
      expectFrame(lbl, 124, 0, 235, 40)
      #expect(400 - lbl.frame.width == 165)
    }
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-46 Challenge 7.1: "twice as wide if possible"

  @Test(
    "S-46 quote twice as wide as author if possible, author at least 160",
    arguments: [(375.0, 160.0, 184.0, 175.0), (667.0, 209.0, 233.0, 418.0)])
  func s46TwiceAsWide(_ width: CGFloat, _ authorWidth: CGFloat, _ quoteX: CGFloat, _ quoteWidth: CGFloat) throws {
    let controller = B1.controllerRoot(width, 667)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    let author = StubView("author", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 100))
    let quote = StubView("quote", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 100))
    root.addSubview(author)
    root.addSubview(quote)
    let margins = root.layoutMarginsGuide
    let ratio = quote.widthAnchor.constraint(equalTo: author.widthAnchor, multiplier: 2)
    ratio.priority = .defaultHigh
    try LayoutConstraint.activateOrThrow([
      author.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      quote.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      quote.leadingAnchor.constraint(equalTo: author.trailingAnchor, constant: 8),
      author.widthAnchor.constraint(greaterThanOrEqualToConstant: 160),
      ratio,
      author.topAnchor.constraint(equalTo: margins.topAnchor),
      quote.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(author, 16, 0, authorWidth, 100)
    expectFrame(quote, quoteX, 0, quoteWidth, 100)
    #expect(!author.hasAmbiguousLayout && !quote.hasAmbiguousLayout)
  }

  // MARK: S-47 Challenge 7.2: the button stays natural, the label absorbs the difference

  struct ButtonLabelCase: Sendable, CustomTestStringConvertible {
    let name: String
    let rootWidth: CGFloat
    let labelWidth: CGFloat
    let labelHugging: Float, labelResistance: Float
    /// nil when the layout is ambiguous.
    let buttonWidth: CGFloat?, labelX: CGFloat?, labelFrameWidth: CGFloat?
    var testDescription: String { name }
  }

  @Test(
    "S-47 the button keeps its natural width",
    arguments: [
      ButtonLabelCase(
        name: "portrait: label resistance 749", rootWidth: 375, labelWidth: 600, labelHugging: 250, labelResistance: 749,
        buttonWidth: 100, labelX: 124, labelFrameWidth: 235),
      ButtonLabelCase(
        name: "landscape: label hugging 249", rootWidth: 667, labelWidth: 300, labelHugging: 249, labelResistance: 750,
        buttonWidth: 100, labelX: 124, labelFrameWidth: 527),
      ButtonLabelCase(
        name: "landscape, code defaults: ambiguous", rootWidth: 667, labelWidth: 300, labelHugging: 250,
        labelResistance: 750, buttonWidth: nil, labelX: nil, labelFrameWidth: nil),
      ButtonLabelCase(
        name: "landscape, Interface Builder defaults: the button stretches", rootWidth: 667, labelWidth: 300,
        labelHugging: 251, labelResistance: 750, buttonWidth: 327, labelX: 351, labelFrameWidth: 300),
    ])
  func s47ButtonAndLabel(_ row: ButtonLabelCase) throws {
    let button = StubView("button", width: 100, height: 54)
    let label = StubView("label", width: row.labelWidth, height: 58)
    label.setContentHuggingPriority(LayoutPriority(row.labelHugging), for: .horizontal)
    label.setContentCompressionResistancePriority(LayoutPriority(row.labelResistance), for: .horizontal)
    let controller = try sideBySide(rootWidth: row.rootWidth, first: button, second: label)
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    if let buttonWidth = row.buttonWidth, let labelX = row.labelX, let labelWidth = row.labelFrameWidth {
      expectFrame(button, 16, 0, buttonWidth, 54)
      expectFrame(label, labelX, 0, labelWidth, 58)
      #expect(!button.hasAmbiguousLayout && !label.hasAmbiguousLayout)
    } else {
      #expect(button.hasAmbiguousLayout(for: .horizontal) && label.hasAmbiguousLayout(for: .horizontal))
    }
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-48 Challenge 7.3: biggest square

  @Test(
    "S-48 the biggest square that fits",
    arguments: [
      (375.0, 667.0, CGRect(x: 0, y: 146, width: 375, height: 375)),
      (667.0, 375.0, CGRect(x: 146, y: 0, width: 375, height: 375)),
      (1024.0, 768.0, CGRect(x: 128, y: 0, width: 768, height: 768)),
    ])
  func s48BiggestSquare(_ width: CGFloat, _ height: CGFloat, _ expected: CGRect) throws {
    let root = makeRoot(width, height)
    let green = addView("green", to: root)
    let pull = green.widthAnchor.constraint(equalTo: root.widthAnchor)
    pull.priority = .defaultHigh
    try LayoutConstraint.activateOrThrow(biggestSquare(green, in: root) + [pull])
    root.layoutIfNeeded()
    expectFrame(green, expected.minX, expected.minY, expected.width, expected.height)
    #expect(!green.hasAmbiguousLayout)
  }

  @Test("S-48 without the optional pull the size is ambiguous")
  func s48Ambiguous() throws {
    let root = makeRoot(375, 667)
    let green = addView("green", to: root)
    try LayoutConstraint.activateOrThrow(biggestSquare(green, in: root))
    root.layoutIfNeeded()
    #expect(green.hasAmbiguousLayout(for: .horizontal) && green.hasAmbiguousLayout(for: .vertical))
  }

  /// S-48's five required constraints.
  private func biggestSquare(_ green: View, in root: View) -> [LayoutConstraint] {
    [
      green.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      green.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      green.widthAnchor.constraint(equalTo: green.heightAnchor),
      green.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
      green.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor),
    ]
  }
}
