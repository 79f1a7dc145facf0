/// Small documents for the command's tests.
enum Documents {
  /// The contract's example, without the label it needs text measurement for (layout-document.md §1).
  static let contract = """
    version: 1
    name: Two views with complex widths
    canvas: {width: 375, height: 667}
    scale: 2
    safeArea: {top: 20, left: 0, bottom: 0, right: 0}
    metrics: {pad: 20}
    root:
      id: root
      layoutMargins: {top: 0, leading: 16, bottom: 0, trailing: 16}
      subviews:
        - {id: blue, color: blue}
        - {id: red, color: "#cc3300"}
    guides:
      - {id: spacer, owner: root}
    constraints:
      - blue.leading == root.leadingMargin
      - red.leading == blue.trailing + standard
      - red.trailing == root.trailingMargin
      - blue.top == root.safeArea.top + 20
      - red.top == blue.top
      - root.safeArea.bottom == blue.bottom + 20
      - red.bottom == blue.bottom
      - red.width == 2 * blue.width @750
      - blue.width >= 150
    """

  /// The contract's example without its (ambiguous) spacer guide.
  static var sound: String {
    contract.replacingOccurrences(of: "guides:\n  - {id: spacer, owner: root}\n", with: "")
  }

  /// Two required widths for one view.
  static let unsatisfiable = """
    version: 1
    canvas: {width: 100, height: 100}
    root:
      subviews:
        - {id: box}
    constraints:
      - box.leading == root.leading
      - box.top == root.top
      - box.height == 10
      - box.width == 10
      - box.width == 20
    """

  /// A view with no horizontal position.
  static let ambiguous = """
    version: 1
    canvas: {width: 100, height: 100}
    root:
      subviews:
        - {id: box}
    constraints:
      - box.top == root.top
      - box.height == 10
      - box.width == 10
    """

  /// A view off the pixel grid at scale 3 (edges 20.3 … 120.6 across, 10.1 … 60.3 down).
  static let thirds = """
    version: 1
    canvas: {width: 200, height: 100}
    scale: 3
    root:
      subviews:
        - {id: box}
    constraints:
      - box.leading == root.leading + 20.3
      - box.top == root.top + 10.1
      - box.width == 100.3
      - box.height == 50.2
    """

  /// An unknown attribute inside a constraint string on line 7 (`blue.lead`).
  static let badConstraint = """
    version: 1
    canvas: {width: 100, height: 100}
    root:
      subviews:
        - {id: blue}
    constraints:
      - blue.lead == root.leading
    """
}
