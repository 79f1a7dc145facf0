import ConstraintSolver
import Foundation
import Testing

@_spi(Benchmarks) @testable import OpenAutoLayout

/// A content size's hugging and compression resistance on an axis are two layout constraints that
/// the engine solves as one constraint with a priority each way, as Apple's
/// `NSContentSizeLayoutConstraint` (LayoutEngine+ContentSize.swift). Frames are worked out by
/// hand from the priorities.
@Suite struct ContentSizePairTests {
  /// A root with a 60 × 20 stub at its top left, pulled to `pullWidth` at `pullPriority`, laid out.
  static func pulledStub(
    to pullWidth: CGFloat, at pullPriority: Float
  ) -> (root: View, stub: StubView, pull: LayoutConstraint, engine: LayoutEngine?) {
    let root = makeRoot(400, 800)
    let stub = StubView("stub", width: 60, height: 20)
    root.addSubview(stub)
    let pull = stub.widthAnchor.constraint(equalToConstant: pullWidth)
    pull.priority = LayoutPriority(pullPriority)
    LayoutConstraint.activate([
      stub.leadingAnchor.constraint(equalTo: root.leadingAnchor), stub.topAnchor.constraint(equalTo: root.topAnchor),
      pull,
    ])
    root.layoutIfNeeded()
    return (root, stub, pull, root.hierarchyContext.engine)
  }

  /// Whether the two halves of the stub's width are one solver constraint with two priorities.
  static func widthIsOne(_ stub: View, _ engine: LayoutEngine) -> Bool {
    let halves = stub.contentSizeConstraints.filter { $0.firstAttribute == .width }
    guard halves.count == 2, let first = engine.solverConstraint(for: halves[0]) else { return false }
    return first === engine.solverConstraint(for: halves[1]) && first.priorityBelow != nil
  }

  @Test("Each axis is one solver constraint standing for both halves; each priority weighs its own side")
  func oneConstraintPerAxis() throws {
    let (root, stub, pull, laidOut) = Self.pulledStub(to: 100, at: 500)
    let engine = try #require(laidOut)
    #expect(stub.contentSizeConstraints.count == 4)
    #expect(Self.widthIsOne(stub, engine))
    // Every half is listed as installed, and one solver constraint stands for each axis's two:
    // two fewer solver constraints than layout constraints.
    let installed = engine.installedConstraints
    #expect(stub.contentSizeConstraints.allSatisfy { half in installed.contains { $0 === half } })
    #expect(engine.solver.constraints.count == installed.count - 2)
    // The pull (500) beats hugging (250): 100 wide, hugging 40 short of holding.
    expectFrame(stub, 0, 0, 100, 20)
    #expect(engine.error(of: stub.contentSizeConstraints[0]) == 40)
    #expect(engine.error(of: stub.contentSizeConstraints[1]) == 0)

    // Hugging above the pull holds the content width; still one constraint, moved in place.
    stub.setContentHuggingPriority(LayoutPriority(600), for: .horizontal)
    root.layoutIfNeeded()
    #expect(Self.widthIsOne(stub, engine))
    expectFrame(stub, 0, 0, 60, 20)

    // Pulled narrower, resistance (750) wins; below the pull, the pull does.
    pull.constant = 30
    root.layoutIfNeeded()
    expectFrame(stub, 0, 0, 60, 20)
    #expect(engine.error(of: stub.contentSizeConstraints[1]) == 0)
    stub.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
    root.layoutIfNeeded()
    #expect(Self.widthIsOne(stub, engine))
    expectFrame(stub, 0, 0, 30, 20)
    #expect(engine.error(of: stub.contentSizeConstraints[1]) == 30)
  }

  @Test("A new intrinsic size moves both halves together, and the pair stays one")
  func newIntrinsicSize() throws {
    let (root, stub, _, laidOut) = Self.pulledStub(to: 30, at: 500)
    let engine = try #require(laidOut)
    expectFrame(stub, 0, 0, 60, 20)
    stub.stubSize = CGSize(width: 80, height: 24)
    root.layoutIfNeeded()
    #expect(Self.widthIsOne(stub, engine))
    expectFrame(stub, 0, 0, 80, 24)
    #expect(stub.contentSizeConstraints.allSatisfy { $0.constant == ($0.firstAttribute == .width ? 80 : 24) })
  }

  @Test("A half made required splits the pair; each half then holds alone, and back")
  func requiredHalfSplits() throws {
    let (root, stub, pull, laidOut) = Self.pulledStub(to: 100, at: 999)
    let engine = try #require(laidOut)
    expectFrame(stub, 0, 0, 100, 20)
    stub.setContentHuggingPriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    #expect(!Self.widthIsOne(stub, engine))
    let halves = stub.contentSizeConstraints.filter { $0.firstAttribute == .width }
    #expect(halves.allSatisfy { engine.solverConstraint(for: $0)?.priorityBelow == nil })
    expectFrame(stub, 0, 0, 60, 20)
    // The height's pair is untouched.
    #expect(engine.solverConstraint(for: stub.contentSizeConstraints[2])?.priorityBelow != nil)

    stub.setContentHuggingPriority(.defaultLow, for: .horizontal)
    root.layoutIfNeeded()
    expectFrame(stub, 0, 0, 100, 20)
    pull.constant = 30
    root.layoutIfNeeded()
    // Resistance (750) below the pull (999).
    expectFrame(stub, 0, 0, 30, 20)
  }

  @Test("A half deactivated alone leaves the other holding alone; removing the view takes both")
  func halfDeactivated() throws {
    let (root, stub, pull, laidOut) = Self.pulledStub(to: 30, at: 500)
    let engine = try #require(laidOut)
    expectFrame(stub, 0, 0, 60, 20)
    let resistance = stub.contentSizeConstraints[1]
    #expect(resistance.relation == .greaterThanOrEqual && resistance.firstAttribute == .width)
    resistance.isActive = false
    root.layoutIfNeeded()
    // Only hugging is left: nothing keeps the width from the pull's 30.
    expectFrame(stub, 0, 0, 30, 20)
    let hugging = try #require(engine.solverConstraint(for: stub.contentSizeConstraints[0]))
    #expect(hugging.priorityBelow == nil && hugging.relation == .lessThanOrEqual)
    #expect(engine.solverConstraint(for: resistance) == nil)
    // Hugging (250) still holds against a weaker pull.
    pull.constant = 100
    pull.priority = LayoutPriority(200)
    root.layoutIfNeeded()
    expectFrame(stub, 0, 0, 60, 20)

    let before = engine.solver.constraints.count
    stub.removeFromSuperview()
    root.layoutIfNeeded()
    // The root's three that name it, hugging alone on its width and the height's pair as one.
    #expect(engine.solver.constraints.count == before - 5)
    #expect(stub.contentSizeConstraints.allSatisfy { engine.solverConstraint(for: $0) == nil })
  }

  @Test("The benchmark export writes a pair as the two inequalities it stands for")
  func exportWritesInequalities() throws {
    let (root, _, _, _) = Self.pulledStub(to: 30, at: 500)
    let system = try #require(root.engineSystem)
    let widths = system.constraints.filter { constraint in
      constraint.expression.terms.count == 1 && constraint.expression.constant == -60
    }
    #expect(widths.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
    #expect(widths.map(\.priority) == [Priority(250), Priority(750)])
    #expect(widths.allSatisfy { $0.priorityBelow == nil })
  }
}
