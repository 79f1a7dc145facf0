import Foundation
import Testing

@testable import OpenAutoLayout

/// The Visual Format Language: the book's strings (behaviour-1 §1.9, S-23), Apple's examples
/// from the Auto Layout Guide's table, and the grammar's corners. Expected constraints are
/// derived by hand from Apple's parser (Guides/VisualFormatLanguage.md).
@Suite(.timeLimit(.minutes(10))) struct VisualFormatTests {
  typealias C = LayoutConstraint

  // MARK: S-23 red over green

  static let padding: [String: CGFloat] = ["padding": 50, "spacing": 25]

  @Test("S-23: each H string makes exactly leading + 50 and trailing + 50, superview last")
  func s23Horizontal() throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root), green = addView("green", to: root)
    let views: [String: LayoutItem] = ["redView": red, "greenView": green]
    for view in [red, green] {
      let name = view === red ? "redView" : "greenView"
      let constraints = try C.constraints(
        visualFormat: "H:|-(padding)-[\(name)]-(padding)-|", metrics: Self.padding, views: views)
      VFL.expect(
        constraints,
        [VFL.c(view, .leading, .equal, root, .leading, 50), VFL.c(root, .trailing, .equal, view, .trailing, 50)])
    }
  }

  @Test("S-23: the V string makes the book's four constraints in Apple's order")
  func s23Vertical() throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root), green = addView("green", to: root)
    let constraints = try C.constraints(
      visualFormat: "V:|-(padding)-[redView(==greenView)]-(spacing)-[greenView]-(padding)-|",
      metrics: Self.padding, views: ["redView": red, "greenView": green])
    VFL.expect(
      constraints,
      [
        VFL.c(red, .top, .equal, root, .top, 50),
        VFL.c(red, .height, .equal, green, .height),
        VFL.c(green, .top, .equal, red, .bottom, 25),
        VFL.c(root, .bottom, .equal, green, .bottom, 50),
      ])
  }

  @Test(
    "S-23: the book's three strings give eight constraints and its frames",
    arguments: [
      (CGSize(width: 375, height: 667), CGRect(x: 50, y: 50, width: 275, height: 271), CGFloat(346)),
      (CGSize(width: 667, height: 375), CGRect(x: 50, y: 50, width: 567, height: 125), CGFloat(200)),
    ])
  func s23Layout(size: CGSize, red expected: CGRect, greenY: CGFloat) throws {
    let root = makeRoot(size.width, size.height)
    let red = addView("red", to: root), green = addView("green", to: root)
    let views: [String: LayoutItem] = ["redView": red, "greenView": green]
    let constraints = try [
      "H:|-(padding)-[redView]-(padding)-|",
      "H:|-(padding)-[greenView]-(padding)-|",
      "V:|-(padding)-[redView(==greenView)]-(spacing)-[greenView]-(padding)-|",
    ].flatMap { try C.constraints(visualFormat: $0, metrics: Self.padding, views: views) }
    #expect(constraints.count == 8)
    #expect(constraints.allSatisfy { !$0.isActive })
    try C.activateOrThrow(constraints)
    root.layoutIfNeeded()
    expectFrame(red, expected.minX, expected.minY, expected.width, expected.height)
    expectFrame(green, expected.minX, greenY, expected.width, expected.height)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-23: a view missing from the views dictionary is an error")
  func s23MissingView() throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root)
    let error = VFL.error(
      "V:|-(padding)-[redView(==greenView)]-(spacing)-[greenView]-(padding)-|", metrics: Self.padding,
      views: ["redView": red])
    // greenView is read first inside red's predicate, where a name may be a metric or a view.
    #expect(error?.reason == .unknownMetric("greenView"))
    #expect(error?.offset == 34)
  }

  // MARK: Apple's examples (Auto Layout Guide, "Visual Format Syntax")

  @Test("Standard space: [button]-[textField] is 8 points")
  func standardSpace() throws {
    let root = makeRoot(400, 400)
    let button = addView("button", to: root), textField = addView("textField", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "[button]-[textField]", views: ["button": button, "textField": textField]),
      [VFL.c(textField, .leading, .equal, button, .trailing, 8)])
  }

  @Test("Width constraint: [button(>=50)]")
  func widthConstraint() throws {
    let button = addView("button", to: makeRoot(400, 400))
    VFL.expect(
      try C.constraints(visualFormat: "[button(>=50)]", views: ["button": button]),
      [VFL.size(button, .width, .greaterThanOrEqual, 50)])
  }

  @Test("Connection to superview: |-50-[purpleBox]-50-|")
  func connectionToSuperview() throws {
    let root = makeRoot(400, 400)
    let box = addView("purpleBox", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "|-50-[purpleBox]-50-|", views: ["purpleBox": box]),
      [VFL.c(box, .leading, .equal, root, .leading, 50), VFL.c(root, .trailing, .equal, box, .trailing, 50)])
  }

  @Test("Vertical layout: V:[topField]-10-[bottomField]")
  func verticalLayout() throws {
    let root = makeRoot(400, 400)
    let top = addView("topField", to: root), bottom = addView("bottomField", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "V:[topField]-10-[bottomField]", views: ["topField": top, "bottomField": bottom]),
      [VFL.c(bottom, .top, .equal, top, .bottom, 10)])
  }

  @Test("Flush views: [maroonView][blueView] are 0 apart")
  func flushViews() throws {
    let root = makeRoot(400, 400)
    let maroon = addView("maroon", to: root), blue = addView("blue", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "[maroonView][blueView]", views: ["maroonView": maroon, "blueView": blue]),
      [VFL.c(blue, .leading, .equal, maroon, .trailing, 0)])
  }

  @Test("Priority: [button(100@20)]")
  func priority() throws {
    let button = addView("button", to: makeRoot(400, 400))
    VFL.expect(
      try C.constraints(visualFormat: "[button(100@20)]", views: ["button": button]),
      [VFL.size(button, .width, .equal, 100, priority: 20)])
  }

  @Test("Equal widths: [button1(==button2)]")
  func equalWidths() throws {
    let root = makeRoot(400, 400)
    let one = addView("button1", to: root), two = addView("button2", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "[button1(==button2)]", views: ["button1": one, "button2": two]),
      [VFL.c(one, .width, .equal, two, .width)])
  }

  @Test("Multiple predicates: [flexibleButton(>=70,<=100)]")
  func multiplePredicates() throws {
    let button = addView("flexibleButton", to: makeRoot(400, 400))
    VFL.expect(
      try C.constraints(visualFormat: "[flexibleButton(>=70,<=100)]", views: ["flexibleButton": button]),
      [VFL.size(button, .width, .greaterThanOrEqual, 70), VFL.size(button, .width, .lessThanOrEqual, 100)])
  }

  @Test("A complete line: |-[find]-[findNext]-[findField(>=20)]-|, sizes after their connection")
  func completeLine() throws {
    let root = makeRoot(400, 400)
    let find = addView("find", to: root), next = addView("findNext", to: root)
    let field = addView("findField", to: root)
    VFL.expect(
      try C.constraints(
        visualFormat: "|-[find]-[findNext]-[findField(>=20)]-|",
        views: ["find": find, "findNext": next, "findField": field]),
      [
        VFL.c(find, .leading, .equal, root, .leading, 20),
        VFL.c(next, .leading, .equal, find, .trailing, 8),
        VFL.c(field, .leading, .equal, next, .trailing, 8),
        VFL.size(field, .width, .greaterThanOrEqual, 20),
        VFL.c(root, .trailing, .equal, field, .trailing, 20),
      ])
  }

  @Test("A complete line lays out: standard spacing is 8 between views and 20 at the edges")
  func completeLineFrames() throws {
    let root = makeRoot(400, 100)
    let find = addView("find", to: root), next = addView("findNext", to: root)
    let field = addView("findField", to: root)
    let views: [String: LayoutItem] = ["find": find, "findNext": next, "findField": field]
    var constraints = try C.constraints(
      visualFormat: "|-[find(50)]-[findNext(60)]-[findField(>=20)]-|", views: views)
    for name in views.keys.sorted() {
      constraints += try C.constraints(visualFormat: "V:|-[\(name)(30)]", views: views)
    }
    try C.activateOrThrow(constraints)
    root.layoutIfNeeded()
    expectFrame(find, 20, 20, 50, 30)
    expectFrame(next, 78, 20, 60, 30)
    expectFrame(field, 146, 20, 234, 30)
  }

  // MARK: Grammar

  @Test("No orientation means H:; after a leading |, the size follows the connection")
  func defaultOrientation() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root)
    let implicit = try C.constraints(visualFormat: "|-[a(10)]", views: ["a": a])
    VFL.expect(implicit, [VFL.c(a, .leading, .equal, root, .leading, 20), VFL.size(a, .width, .equal, 10)])
  }

  @Test("A first view's size comes first; a later view's follows the connection that reaches it")
  func sizeOrder() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "V:[a(10)]-[b(20)]|", views: ["a": a, "b": b]),
      [
        VFL.size(a, .height, .equal, 10), VFL.c(b, .top, .equal, a, .bottom, 8), VFL.size(b, .height, .equal, 20),
        VFL.c(root, .bottom, .equal, b, .bottom, 0),
      ])
  }

  @Test("Standard spacing to the top and bottom edges is 20; flush edges are 0")
  func verticalSuperview() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "V:|-[a]-|", views: ["a": a]),
      [VFL.c(a, .top, .equal, root, .top, 20), VFL.c(root, .bottom, .equal, a, .bottom, 20)])
    VFL.expect(
      try C.constraints(visualFormat: "V:|[a][b]|", views: ["a": a, "b": b]),
      [VFL.c(a, .top, .equal, root, .top), VFL.c(b, .top, .equal, a, .bottom), VFL.c(root, .bottom, .equal, b, .bottom)])
  }

  @Test("Connection predicates: relations, priorities and lists, in order")
  func connectionPredicates() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    let views: [String: LayoutItem] = ["a": a, "b": b]
    VFL.expect(
      try C.constraints(visualFormat: "[a]-(>=20)-[b]", views: views),
      [VFL.c(b, .leading, .greaterThanOrEqual, a, .trailing, 20)])
    VFL.expect(
      try C.constraints(visualFormat: "[a]-(>=8,<=20@500)-[b]", views: views),
      [
        VFL.c(b, .leading, .greaterThanOrEqual, a, .trailing, 8),
        VFL.c(b, .leading, .lessThanOrEqual, a, .trailing, 20, priority: 500),
      ])
    // Apple reads a full predicate without parentheses too.
    VFL.expect(
      try C.constraints(visualFormat: "[a]->=8@750-[b]", views: views),
      [VFL.c(b, .leading, .greaterThanOrEqual, a, .trailing, 8, priority: 750)])
    VFL.expect(
      try C.constraints(visualFormat: "[a]-==3-[b]", views: views), [VFL.c(b, .leading, .equal, a, .trailing, 3)])
  }

  @Test("Metrics stand for constants and priorities, in connections and sizes")
  func metrics() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    let metrics: [String: CGFloat] = ["gap": 12, "w": 80, "low": 250, "_x1": 3]
    VFL.expect(
      try C.constraints(
        visualFormat: "|-gap-[a(>=w@low)]-(gap@low)-[b(_x1)]", metrics: metrics, views: ["a": a, "b": b]),
      [
        VFL.c(a, .leading, .equal, root, .leading, 12),
        VFL.size(a, .width, .greaterThanOrEqual, 80, priority: 250),
        VFL.c(b, .leading, .equal, a, .trailing, 12, priority: 250),
        VFL.size(b, .width, .equal, 3),
      ])
  }

  @Test("A name that is both a metric and a view is the metric, as in Apple's lookup")
  func metricBeforeView() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "[a(==b)]", metrics: ["b": 30], views: ["a": a, "b": b]),
      [VFL.size(a, .width, .equal, 30)])
  }

  @Test(
    "Numbers are read as C's strtod reads them",
    arguments: [
      ("-(-10)-", CGFloat(-10)), ("-12.5-", 12.5), ("-1e1-", 10), ("-0x10-", 16), ("-7.-", 7), ("-(<=-0.25)-", -0.25),
    ])
  func numbers(connection: String, constant: CGFloat) throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root)
    let constraints = try C.constraints(visualFormat: "|\(connection)[a]", views: ["a": a])
    #expect(constraints.count == 1)
    #expect(constraints.first?.constant == constant)
    #expect(constraints.first?.secondItem === root)
  }

  @Test("A view's size may be negative or fractional, and related to several views")
  func sizePredicates() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root), c = addView("c", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "V:[a(-5,>=2.5,<=b@999,c)]", views: ["a": a, "b": b, "c": c]),
      [
        VFL.size(a, .height, .equal, -5), VFL.size(a, .height, .greaterThanOrEqual, 2.5),
        VFL.c(a, .height, .lessThanOrEqual, b, .height, priority: 999), VFL.c(a, .height, .equal, c, .height),
      ])
  }

  @Test("Priorities at the edges of (0, 1000] are accepted")
  func priorityBounds() throws {
    let a = addView("a", to: makeRoot(400, 400))
    VFL.expect(
      try C.constraints(visualFormat: "[a(1@1000,2@0.5)]", views: ["a": a]),
      [VFL.size(a, .width, .equal, 1), VFL.size(a, .width, .equal, 2, priority: 0.5)])
  }

  @Test("A layout guide can be a view; its | is the guide's owning view")
  func layoutGuide() throws {
    let root = makeRoot(400, 400)
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let a = addView("a", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "|-[guide(100)][a]-|", views: ["guide": guide, "a": a]),
      [
        VFL.c(guide, .leading, .equal, root, .leading, 20), VFL.size(guide, .width, .equal, 100),
        VFL.c(a, .leading, .equal, guide, .trailing), VFL.c(root, .trailing, .equal, a, .trailing, 20),
      ])
  }

  @Test("Each | is the superview of the view next to it")
  func superviewOfNeighbour() throws {
    let root = makeRoot(400, 400)
    let inner = addView("inner", to: root)
    let a = addView("a", to: inner)
    let b = addView("b", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "|[a]-[b]|", views: ["a": a, "b": b]),
      [
        VFL.c(a, .leading, .equal, inner, .leading), VFL.c(b, .leading, .equal, a, .trailing, 8),
        VFL.c(root, .trailing, .equal, b, .trailing),
      ])
  }

  @Test("A single view without | needs no superview")
  func noSuperviewNeeded() throws {
    let orphan = View()
    VFL.expect(
      try C.constraints(visualFormat: "V:[orphan(44)]", views: ["orphan": orphan]),
      [VFL.size(orphan, .height, .equal, 44)])
  }
}
