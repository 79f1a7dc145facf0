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
    .library(name: "OpenAutoLayoutAppKit", targets: ["OpenAutoLayoutAppKit"]),
    .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
    .library(name: "LayoutDocuments", targets: ["LayoutDocuments"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "OpenAutoLayoutSnapshotTesting", targets: ["OpenAutoLayoutSnapshotTesting"]),
    .library(name: "LayoutInspector", targets: ["LayoutInspector"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Only OpenAutoLayoutSnapshotTesting uses it. Its manifest names swift-syntax and
    // swift-custom-dump, which are fetched but not built: the SnapshotTesting target needs neither.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Only LayoutInspector (the live inspector, `autolayout serve`) uses these: an HTTP server with
    // WebSockets, so that nothing below it depends on a server.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
  ],
  targets: [
    // Layer 1: the incremental simplex solver. Standard library only.
    .target(
      name: "ConstraintSolver", swiftSettings: internalChecks,
      // `Double.rounded()` calls libm, which Linux does not link by default without Foundation.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

    // Layer 2: the layout model (views, guides, constraints, anchors, the layout cycle).
    .target(name: "OpenAutoLayout", dependencies: ["ConstraintSolver"], swiftSettings: internalChecks),

    // UIKit's names over the layout model and its controls (`UIView`, `NSLayoutConstraint`, `UILabel`, …),
    // for porting UIKit code.
    .target(
      name: "OpenAutoLayoutUIKit", dependencies: ["OpenAutoLayout", "TextMeasurement"], path: "Sources/OpenAutoLayoutUIKit"),

    // AppKit's names and geometry over the layout model (`NSView`, y up unless flipped; `NSWindow`, …),
    // for porting Mac layout code.
    .target(name: "OpenAutoLayoutAppKit", dependencies: ["OpenAutoLayout", "TextMeasurement"]),

    // Layer 3: text measurement with FreeType, fonts found with fontconfig (system libraries:
    // Debian's libfreetype-dev and libfontconfig-dev; README, "Setting up").
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    // Labels (and later the other controls) measure their text here, on the model.
    .target(name: "TextMeasurement", dependencies: ["OpenAutoLayout", "CFreeType", "CFontconfig"]),

    // Layer 4: layout documents (layout-document.md): reading YAML/JSON, laying them out, results.
    .target(name: "LayoutDocuments", dependencies: ["OpenAutoLayout", "TextMeasurement", .product(name: "Yams", package: "Yams")]),

    // Layer 4, beside the documents: Interface Builder's storyboards and xibs, read with
    // Foundation's XMLParser into the same document model.
    .target(name: "InterfaceBuilder", dependencies: ["LayoutDocuments", "OpenAutoLayout", "TextMeasurement"]),

    // Layer 5: rendering laid-out documents to SVG (and PNG), and the gallery page.
    .target(name: "LayoutRendering", dependencies: ["LayoutDocuments", "TextMeasurement"]),

    // Snapshot strategies for swift-snapshot-testing: a hierarchy's drawing with its frame tree.
    // Its own library, so that nothing else depends on swift-snapshot-testing.
    .target(
      name: "OpenAutoLayoutSnapshotTesting",
      dependencies: [
        "LayoutRendering", "OpenAutoLayout", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // Layer 6: the live inspector in the browser, for documents (`autolayout serve`) and for a running
    // program's own views; the page is plain HTML, CSS and JavaScript in its resources.
    .target(
      name: "LayoutInspector",
      dependencies: [
        "LayoutDocuments", "InterfaceBuilder", "LayoutRendering", "OpenAutoLayout", "TextMeasurement",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ],
      resources: [.copy("Resources/page")]),

    // The `autolayout` command; the cookbook's documents are bundled for `autolayout demo`.
    .executableTarget(
      name: "autolayout",
      dependencies: [
        "LayoutDocuments", "InterfaceBuilder", "LayoutInspector", "LayoutRendering", "OpenAutoLayout", "TextMeasurement",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Resources/cookbook"), .copy("Resources/storyboards")]),

    .executableTarget(
      name: "solver-basics", dependencies: ["ConstraintSolver"], path: "Examples/solver-basics"),
    // A program that opens the live inspector on its own views (Guides/Inspector.md).
    .executableTarget(
      name: "live-inspector", dependencies: ["LayoutInspector", "OpenAutoLayout", "TextMeasurement"],
      path: "Examples/live-inspector"),

    // Shared test code: an exact reference LP solver and seeded random systems.
    .target(
      name: "SolverTestSupport", dependencies: ["ConstraintSolver"], path: "Tests/SolverTestSupport"),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "SolverTestSupport"],
      swiftSettings: internalChecks),
    .testTarget(name: "OpenAutoLayoutTests", dependencies: ["OpenAutoLayout", "ConstraintSolver", "SolverTestSupport"]),
    .testTarget(name: "OpenAutoLayoutUIKitTests", dependencies: ["OpenAutoLayoutUIKit", "TextMeasurement"]),
    .testTarget(name: "OpenAutoLayoutAppKitTests", dependencies: ["OpenAutoLayoutAppKit", "OpenAutoLayout"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement", "OpenAutoLayout", "SolverTestSupport"]),
    // Golden/: broken documents and the errors they print, word for word.
    .testTarget(
      name: "LayoutDocumentsTests", dependencies: ["LayoutDocuments", "TextMeasurement", "SolverTestSupport"],
      resources: [.copy("Golden")]),
    .testTarget(
      name: "LayoutRenderingTests", dependencies: ["LayoutRendering", "TextMeasurement", "SolverTestSupport"], resources: [.copy("Snapshots")]),
    .testTarget(
      name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "LayoutDocuments", "OpenAutoLayout", "SolverTestSupport", "TextMeasurement"]),
    // The snapshot strategies through swift-snapshot-testing itself; __Snapshots__ holds what
    // they recorded, read from the source tree as swift-snapshot-testing does.
    .testTarget(
      name: "OpenAutoLayoutSnapshotTestingTests",
      dependencies: [
        "OpenAutoLayoutSnapshotTesting", "OpenAutoLayoutUIKit", "TextMeasurement",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // The inspector's HTTP routes and WebSocket protocol through Hummingbird's test clients.
    .testTarget(
      name: "LayoutInspectorTests",
      dependencies: [
        "LayoutInspector", "LayoutDocuments", "OpenAutoLayout", "TextMeasurement",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
      ]),
    // End to end through the built `autolayout` executable.
    .testTarget(name: "AutolayoutCommandTests", dependencies: ["autolayout"]),
  ],
  swiftLanguageModes: [.v6]
)

// `import UIKit` off Apple's platforms: a module named UIKit that re-exports OpenAutoLayoutUIKit and
// Foundation. On Apple's platforms Apple's UIKit is the one to import, so it is not declared there.
#if !canImport(Darwin)
package.products.append(.library(name: "UIKit", targets: ["UIKit"]))
package.targets.append(.target(name: "UIKit", dependencies: ["OpenAutoLayoutUIKit", "_Testing_UIKit"]))
// Swift Testing's cross-import overlay for UIKit, which the toolchain looks for when a file imports
// both; empty (Sources/_Testing_UIKit says why).
package.targets.append(.target(name: "_Testing_UIKit"))
// Code as apps and layout libraries write it, compiled against `import UIKit`.
package.targets.append(.testTarget(name: "UIKitCompatibilityTests", dependencies: ["UIKit", "LayoutRendering"]))
#endif

// `import AppKit` off Apple's platforms, as `import UIKit` above: OpenAutoLayoutAppKit and Foundation,
// with Swift Testing's cross-import overlay for AppKit (empty, as _Testing_UIKit).
#if !canImport(Darwin)
package.products.append(.library(name: "AppKit", targets: ["AppKit"]))
package.targets.append(.target(name: "AppKit", dependencies: ["OpenAutoLayoutAppKit", "_Testing_AppKit"]))
package.targets.append(.target(name: "_Testing_AppKit"))
package.targets.append(.testTarget(name: "AppKitCompatibilityTests", dependencies: ["AppKit", "Cocoa"]))
// `import Cocoa`, with which most Mac code begins: AppKit (and Foundation) again.
package.products.append(.library(name: "Cocoa", targets: ["Cocoa"]))
package.targets.append(.target(name: "Cocoa", dependencies: ["AppKit"]))
#endif
