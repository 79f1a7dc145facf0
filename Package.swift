// swift-tools-version: 6.1
import PackageDescription

/// Full invariant checks run after every solver operation in debug builds only.
let internalChecks: [SwiftSetting] = [
  .define("OPENAUTOLAYOUT_INTERNAL_CHECKS", .when(configuration: .debug))
]

let package = Package(
  name: "OpenAutoLayout",
  products: [
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "OpenAutoLayout", targets: ["OpenAutoLayout"]),
    .library(name: "OpenAutoLayoutUIKit", targets: ["OpenAutoLayoutUIKit"]),
  ],
  targets: [
    // Layer 1: the incremental simplex solver. Standard library only.
    .target(
      name: "ConstraintSolver", swiftSettings: internalChecks,
      // `Double.rounded()` calls libm, which Linux does not link by default without Foundation.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

    // Layer 2: the layout model (views, guides, constraints, anchors, the layout cycle).
    .target(name: "OpenAutoLayout", dependencies: ["ConstraintSolver"], swiftSettings: internalChecks),

    // UIKit's names over the layout model (`UIView`, `NSLayoutConstraint`, …), for porting UIKit code.
    .target(name: "OpenAutoLayoutUIKit", dependencies: ["OpenAutoLayout"], path: "Sources/OpenAutoLayoutUIKit"),

    .executableTarget(
      name: "solver-basics", dependencies: ["ConstraintSolver"], path: "Examples/solver-basics"),

    // Shared test code: an exact reference LP solver and seeded random systems.
    .target(
      name: "SolverTestSupport", dependencies: ["ConstraintSolver"], path: "Tests/SolverTestSupport"),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "SolverTestSupport"],
      swiftSettings: internalChecks),
    .testTarget(name: "OpenAutoLayoutTests", dependencies: ["OpenAutoLayout", "ConstraintSolver", "SolverTestSupport"]),
    .testTarget(name: "OpenAutoLayoutUIKitTests", dependencies: ["OpenAutoLayoutUIKit"]),
  ],
  swiftLanguageModes: [.v6]
)
