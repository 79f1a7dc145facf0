// swift-tools-version:5.4
// Tools version 5.4 on purpose: from 5.5 on, SwiftPM links an executable with `main` renamed to
// `fuzz_main` (so that tests can link it), and the link fails: libFuzzer brings `main` itself.
// Guides/Fuzzing.md says how to build and run the harnesses (`scripts/fuzz`).
import PackageDescription

let package = Package(
  name: "OpenAutoLayoutFuzz",
  dependencies: [.package(name: "OpenAutoLayout", path: "..")],
  targets: [
    // The harnesses, one per input the library reads, and the writers of their byte formats'
    // seeds: plain Swift, apart from libFuzzer's entry points.
    .target(
      name: "FuzzHarnesses",
      dependencies: [
        .product(name: "ConstraintSolver", package: "OpenAutoLayout"),
        .product(name: "OpenAutoLayout", package: "OpenAutoLayout"),
        .product(name: "OpenAutoLayoutUIKit", package: "OpenAutoLayout"),
        .product(name: "LayoutDocuments", package: "OpenAutoLayout"),
        .product(name: "LayoutRendering", package: "OpenAutoLayout"),
        .product(name: "InterfaceBuilder", package: "OpenAutoLayout"),
      ],
      swiftSettings: [.unsafeFlags(["-swift-version", "6"])]),
    // libFuzzer's entry points; `FUZZ_HARNESS` chooses the harness at run time, so one build
    // serves every harness.
    .executableTarget(
      name: "fuzz", dependencies: ["FuzzHarnesses"],
      swiftSettings: [.unsafeFlags(["-swift-version", "6", "-parse-as-library"])]),
  ]
)
