import ConstraintSolver
import Foundation
@testable import OpenAutoLayout
import Testing

/// `VariableOwners`, the engine's map from a variable's address to its view, with and without
/// room reserved for a build.
@Suite("The views that own engine variables")
struct VariableOwnersTests {
  private static func address(_ variable: Variable) -> UInt { UInt(bitPattern: ObjectIdentifier(variable)) }

  /// The views `owners` reports for `variables`, in order.
  private static func reported(_ owners: inout VariableOwners, _ variables: [Variable]) -> [ObjectIdentifier] {
    let taken = owners.take { report in for variable in variables { report(address(variable)) } }
    var views: [ObjectIdentifier] = []
    owners.forEachView(of: taken) { views.append(ObjectIdentifier($0)) }
    return views
  }

  @Test("Each view is reported once, in the order of its first variable; unknown variables are left out",
        arguments: [0, 10, 500])
  func reportsOwners(_ reserved: Int) {
    var owners = VariableOwners()
    owners.reserveCapacity(views: reserved)
    let views = (0..<200).map { _ in View() }
    for view in views { owners.register(view) }
    // Registering again changes nothing.
    owners.register(views[3])
    let stranger = Variable("stranger")
    let order = [7, 3, 7, 150, 3, 0, 199]
    let variables = order.flatMap { index -> [Variable] in
      let quad = views[index].itemVariables
      return [quad.width, quad.minX, stranger]
    }
    let expected = [7, 3, 150, 0, 199].map { ObjectIdentifier(views[$0]) }
    #expect(Self.reported(&owners, variables) == expected)
    // A new round reports them again.
    #expect(Self.reported(&owners, variables) == expected)
  }

  @Test("Views that are gone make room for new ones, whose variables may reuse their addresses",
        arguments: [0, 300])
  func goneViewsAreReplaced(_ reserved: Int) {
    var owners = VariableOwners()
    owners.reserveCapacity(views: reserved)
    var kept: [View] = []
    for round in 0..<20 {
      // Twenty views a round, of which one is kept: the others go before the next round.
      let views = (0..<20).map { _ in View() }
      for view in views { owners.register(view) }
      kept.append(views[round % 20])
      let variables = views.map(\.itemVariables.height) + kept.map(\.itemVariables.minY)
      var expected = views.map { ObjectIdentifier($0) }
      for view in kept where !views.contains(where: { $0 === view }) { expected.append(ObjectIdentifier(view)) }
      #expect(Self.reported(&owners, variables) == expected, "round \(round)")
    }
  }
}
