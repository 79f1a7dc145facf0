import Foundation
@_spi(Benchmarks) import OpenAutoLayout
import Testing

/// A hierarchy's first layout adds its constraints to the new engine oldest activation first,
/// whatever views own them and however far apart their activations were.
@Suite("The order an engine is built in")
struct BuildOrderTests {
  @Test(
    "Constraints reach a new engine in activation order, not in the order their owners are found",
    arguments: [0, 1_000])
  func activationOrderAcrossOwners(_ activationsBetween: Int) throws {
    let root = makeRoot(375, 667)
    let container = addView("container", to: root)
    let red = addView("red", to: container)
    // Owned by red, so found last (owners are walked parents first), but activated first.
    let width = red.widthAnchor.constraint(equalToConstant: 300)
    try LayoutConstraint.activateOrThrow([width])
    // Activations that come and go spread the stamps far apart (past what is sorted by
    // counting), without changing which constraint is older.
    let spare = red.heightAnchor.constraint(equalToConstant: 10)
    for _ in 0..<activationsBetween {
      spare.isActive = true
      spare.isActive = false
    }
    let height = red.heightAnchor.constraint(equalToConstant: 50)
    let leading = red.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50)
    let trailing = container.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50)
    let pins = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 100),
      red.topAnchor.constraint(equalTo: container.topAnchor),
    ]
    let activated = pins + [height, leading, trailing]
    try LayoutConstraint.activateOrThrow(activated)
    root.layoutIfNeeded()

    let system = try #require(root.engineSystem)
    // A pin to the root's own edge may be folded into another, and the broken one is out; the
    // rest are there.
    let positions = ([width] + activated).compactMap { system.index(of: $0) }
    #expect(positions.count >= 6 && [width, height, leading].allSatisfy { system.index(of: $0) != nil })
    #expect(positions == positions.sorted(), "engine order \(positions)")
    // The newest of the conflicting three breaks.
    #expect(root.isBroken(trailing) && !root.isBroken(width) && !root.isBroken(leading))
    expectFrame(red, 50, 0, 300, 50)
  }
}
