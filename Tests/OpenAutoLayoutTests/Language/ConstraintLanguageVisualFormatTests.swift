import Foundation
import Testing

@testable import OpenAutoLayout

// Constraints made by the Visual Format Language print in the constraint language and parse back
// to equivalent constraints, like those of every other origin (ConstraintLanguageRoundTripTests).

@Suite(.timeLimit(.minutes(10))) struct ConstraintLanguageVisualFormatTests {
  @Test func everyConstraintAVisualFormatMakesRoundTrips() throws {
    let root = makeRoot(375, 667)
    let views = ["a", "b", "c"].map { addView($0, to: root) }
    let named: [String: LayoutItem] = ["a": views[0], "b": views[1], "c": views[2]]
    let metrics: [String: CGFloat] = ["pad": 12.5, "low": 250]
    let formats: [(String, VisualFormatOptions)] = [
      ("H:|-[a]-[b]-[c]-|", []),
      ("V:|-(pad)-[a(==b)]-(>=8@low)-[b(>=20,<=100@750)]-pad-|", [.alignAllLeading, .alignAllTrailing]),
      ("H:|-50-[a(100@20)][b(==a)]-(-4)-[c]", [.directionRightToLeft, .alignAllCenterY]),
      ("H:[a]-[b]", [.directionLeftToRight, .alignAllTop, .alignAllBottom]),
      ("V:[a]-[b]-[c]", [.alignAllCenterX, .alignAllLeft]),
      ("H:|[a(<=b)]|", []),
    ]
    let parser = ConstraintParser(root: root)
    var count = 0
    for (format, options) in formats {
      for constraint in try LayoutConstraint.constraints(
        visualFormat: format, options: options, metrics: metrics, views: named)
      {
        let text = constraint.description
        let parsed = try parser.parse(text)
        #expect(parsed.isEquivalent(to: constraint), "\(format): \(text) parsed as \(parsed)")
        #expect(parsed.description == text)
        count += 1
      }
    }
    #expect(count >= 30)
  }
}
