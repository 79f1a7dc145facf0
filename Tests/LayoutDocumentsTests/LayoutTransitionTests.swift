import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// `DocumentLayout.transition(to:)`: one hierarchy moved across devices, orientations and text
/// sizes, as an app's views live through rotations, against a fresh layout for each.
@Suite("Layout: transitions between devices and traits", .timeLimit(.minutes(10)))
struct LayoutTransitionTests {
  /// A walk through the kinds of change an app meets: rotation, a new text size, another device
  /// (size classes flip), a split, another language, and back.
  static let walk: [LayoutOptions] = [
    LayoutOptions(device: "iPhone 8"),
    LayoutOptions(device: "iPhone 8", orientation: .landscape),
    LayoutOptions(traits: .init(contentSizeCategory: "accessibilityLarge"), device: "iPhone 8", orientation: .landscape),
    LayoutOptions(device: "iPad Pro 9.7\""),
    LayoutOptions(device: "iPad Air 2", orientation: .landscape, multitasking: .half),
    LayoutOptions(traits: .init(layoutDirection: .rightToLeft), device: "iPhone SE (1st generation)"),
    LayoutOptions(device: "iPhone 8", pseudoLanguage: .doubleLength),
    LayoutOptions(device: "iPhone 8", orientation: .landscape, pseudoLanguage: .rightToLeft),
    LayoutOptions(device: "iPhone 8"),
  ]

  static var cookbook: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Cookbook.directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Every recipe along the walk: after each step the moved hierarchy has the installed views,
  /// guides and constraints, and the frames, of a layout made afresh there. Frames of ambiguous
  /// items and layouts with broken constraints depend on history (which value the solver kept,
  /// which constraint broke first), so only their flags are compared.
  @Test(arguments: cookbook)
  func aMovedLayoutIsAFreshOne(_ name: String) throws {
    let document = try DocumentParser.parse(Cookbook.source(name), file: "\(name).yaml")
    let moved = try DocumentLayout(document, options: Self.walk[0])
    for options in Self.walk {
      try moved.transition(to: options)
      let fresh = try DocumentLayout(document, options: options)
      let step = "\(name) on \(options.device ?? "?") \(options.orientation?.rawValue ?? "portrait")"
      #expect(moved.canvas == fresh.canvas, "\(step)")
      #expect(moved.traits == fresh.traits, "\(step)")
      #expect(moved.views.map(\.id) == fresh.views.map(\.id), "\(step)")
      #expect(moved.guides.map(\.id) == fresh.guides.map(\.id), "\(step)")
      #expect(moved.constraints.map(\.spec.text) == fresh.constraints.map(\.spec.text), "\(step)")
      let (a, b) = (moved.solve(), fresh.solve())
      #expect(a.unsatisfiable.map(\.broken) == b.unsatisfiable.map(\.broken), "\(step)")
      #expect(a.views.map(\.result.ambiguous) == b.views.map(\.result.ambiguous), "\(step)")
      guard b.unsatisfiable.isEmpty else { continue }
      for (mine, theirs) in zip(a.views + a.guides, b.views + b.guides) where !theirs.result.ambiguous {
        #expect(mine.result.frame == theirs.result.frame, "\(step): \(mine.id)")
      }
    }
  }

  /// A compact-only box and constraint, a regular-only badge, and a stack whose middle view is
  /// regular-only: the phone turned sideways keeps compact width; the iPad installs the rest.
  static let adaptive = """
    version: 1
    device: iPhone 8
    root:
      id: root
      subviews:
        - {id: compactBox, when: {horizontalSizeClass: compact}}
        - {id: badge, unless: {horizontalSizeClass: compact}, subviews: [{id: badgeDot}]}
        - id: stack
          kind: stack
          axis: horizontal
          distribution: fillEqually
          arrangedSubviews:
            - {id: first}
            - {id: middle, when: {horizontalSizeClass: regular}}
            - {id: last}
    constraints:
      - "H:|[compactBox(100)]"
      - compactBox.top == root.top
      - compactBox.height == 50
      - "H:|[badge(200)]"
      - badge.top == root.top
      - badge.height == 60
      - "H:|[badgeDot(10)]"
      - "V:|[badgeDot(10)]"
      - "H:|[stack]|"
      - stack.bottom == root.bottom
      - stack.height == 40
      - middle.height == 40
      - middle.leading >= root.leading
      - {constraint: root.width >= 0, id: wide, when: {horizontalSizeClass: regular}}
    """

  @Test("when/unless views, arranged views and constraints switch with the traits, and come back in place")
  func variationsSwitch() throws {
    let layout = try DocumentLayout(DocumentParser.parse(Self.adaptive, file: "adaptive.yaml"))
    let compactViews = ["root", "compactBox", "stack", "first", "last"]
    let regularViews = ["root", "badge", "badgeDot", "stack", "first", "middle", "last"]
    let stack = try #require(layout.view("stack") as? StackView)
    func arranged() -> [String?] { stack.arrangedSubviews.map(\.accessibilityIdentifier) }

    // iPhone 8 portrait, 375 wide: two arranged views of 187.5.
    var result = layout.solve()
    #expect(layout.views.map(\.id) == compactViews)
    #expect(arranged() == ["first", "last"])
    #expect(result.frame("last") == CGRect(x: 187.5, y: 0, width: 187.5, height: 40))
    #expect(!layout.constraints.contains { $0.spec.id == "wide" })

    // iPad, 768 wide, regular: the badge with its dot, the middle view between its neighbours.
    try layout.transition(to: LayoutOptions(device: "iPad Pro 9.7\""))
    result = layout.solve()
    #expect(layout.views.map(\.id) == regularViews)
    #expect(arranged() == ["first", "middle", "last"])
    #expect(result.frame("middle") == CGRect(x: 256, y: 0, width: 256, height: 40))
    #expect(result.frame("badge") == CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(result.frame("badgeDot") == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(layout.constraints.contains { $0.spec.id == "wide" })
    #expect(result.unsatisfiable.isEmpty)

    // Back to the phone sideways (667 wide, still compact width): as at first.
    try layout.transition(to: LayoutOptions(device: "iPhone 8", orientation: .landscape))
    result = layout.solve()
    #expect(layout.views.map(\.id) == compactViews)
    #expect(arranged() == ["first", "last"])
    #expect(result.frame("last") == CGRect(x: 333.5, y: 0, width: 333.5, height: 40))
    #expect(result.frame("compactBox") == CGRect(x: 0, y: 0, width: 100, height: 50))

    // A constraint reaching the middle view from outside its stack left with it (its own height
    // stays with it, as UIKit keeps a removed view's own constraints).
    let fromOutside = try #require(layout.constraintEntry("middle.leading >= root.leading")?.constraints.first)
    #expect(!fromOutside.isActive)

    // And regular again: the constraint came back with the view.
    try layout.transition(to: LayoutOptions(device: "iPad Pro 9.7\"", orientation: .landscape))
    result = layout.solve()
    #expect(arranged() == ["first", "middle", "last"])
    #expect(fromOutside.isActive)
    #expect(result.frame("middle") == CGRect(x: 341.5, y: 0, width: 341, height: 40))
    #expect(layout.check().status == .sound)
  }

  @Test("A transition that cannot apply leaves the layout as it was")
  func failedTransition() throws {
    let layout = try DocumentLayout(DocumentParser.parse(Self.adaptive, file: "adaptive.yaml"))
    let before = layout.solve()
    #expect(throws: DocumentError.self) { try layout.transition(to: LayoutOptions(device: "iPhone 8", multitasking: .half)) }
    #expect(layout.canvas == CGSize(width: 375, height: 667))
    #expect(layout.solve().views.map(\.result) == before.views.map(\.result))
  }
}

extension DocumentLayout {
  /// The entry written as `text`, installed or not.
  func constraintEntry(_ text: String) -> DocumentConstraint? {
    entries.first { $0.spec.text == text }
  }
}
