// swift-tools-version: 6.1
// Benchmarks for ConstraintSolver, kept in their own package so that the root package's
// `swift build` and `swift test` never fetch or build the benchmark framework.
//
//   swift package --disable-sandbox benchmark     # ordo-one/benchmark suites (Benchmarks/SolverBenchmarks)
//   swift run -c release solver-bench row 1000 edit   # one timed, checked phase (used by scripts/compare-with-kiwi)
//   swift run -c release layout-bench 10000 resize     # the layout model on a screen of N views
//   swift run -c release layout-bench 1000 export /tmp/layout-1000.txt   # its engine's system, for kiwi
//   swift run -c release stack-bench stack stack 1000  # stack views and lists against plain constraints
//   swift run -c release inspector-bench               # the live inspector's resize step per cookbook document
import PackageDescription

// SwiftPM names a path dependency after its folder, so the root package's identity is the name of
// the folder that holds this one (whatever the checkout is called).
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main")

let package = Package(
  name: "ConstraintSolverBenchmarks",
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The benchmark systems, their known solutions and the timed phases; shared by both front ends.
    .target(name: "Scenarios", dependencies: [.product(name: "ConstraintSolver", package: rootPackage)]),

    // The clock, peak memory and exit with a message, for every benchmark program.
    .target(name: "BenchSupport"),

    // `solver-bench <scenario> <N> <phase>`: builds, runs and checks one phase; prints its time and peak RSS.
    .executableTarget(name: "solver-bench", dependencies: ["Scenarios", "BenchSupport"]),

    // `layout-bench <N> <phase>`: a screen of N views laid out with the model; one checked phase.
    // `layout-bench <N> export <file>`: the engine's linear system, for `kiwi_bench file`.
    .executableTarget(
      name: "layout-bench",
      dependencies: [
        "BenchSupport", .product(name: "OpenAutoLayout", package: rootPackage),
        .product(name: "ConstraintSolver", package: rootPackage),
      ]),

    // `stack-bench <scenario> <variant> [N]`: stack views and the self-sizing list against the
    // same layouts in plain constraints; one checked, timed phase.
    .executableTarget(
      name: "stack-bench", dependencies: ["BenchSupport", .product(name: "OpenAutoLayout", package: rootPackage)]),

    // `inspector-bench [STEPS] [FILE…]`: the live inspector's resize step (message in, reply out)
    // on each cookbook document.
    .executableTarget(
      name: "inspector-bench",
      dependencies: ["BenchSupport", .product(name: "LayoutInspector", package: rootPackage)]),

    // The ordo-one/benchmark suites.
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [.product(name: "Benchmark", package: "benchmark"), "Scenarios"],
      path: "Benchmarks/SolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
