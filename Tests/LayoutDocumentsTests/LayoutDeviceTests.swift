import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// What a device, orientation and multitasking mode imply for a document (layout-document.md
/// §1: "`canvas` may instead be `device:` … explicit keys override what the device implies").
///
/// Expected values are read from the spec's device tables, not from the catalogue: behaviour-2
/// §2.1 (sizes and scales), §2.2 (size classes, Split View widths), §2.6 (status bars and safe
/// areas, the root's side margins: 16 on the smaller iPhones, 20 on the large ones and where the
/// width is regular).
@Suite("Layout: devices, orientations and multitasking", .timeLimit(.minutes(10)))
struct LayoutDeviceTests {
  /// A document that leaves its canvas, scale, safe area and root margins to `device`.
  static func onDevice(
    _ device: String?, _ orientation: LayoutDocument.Orientation? = nil, multitasking: Multitasking? = nil,
    _ subviews: [ViewSpec] = []
  ) -> TestDocument {
    var document = TestDocument(subviews)
    document.canvas = nil
    document.scale = nil
    document.safeArea = nil
    document.root.layoutMargins = nil
    document.device = device
    document.orientation = orientation
    document.multitasking = multitasking
    return document
  }

  /// One row of the spec's tables: what an app's root gets on a device.
  struct Environment: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: LayoutDocument.Orientation
    var multitasking: Multitasking = .fullScreen
    var canvas: CGSize
    var scale: CGFloat
    var safeArea: EdgeInsets
    var horizontal: DocumentTraits.SizeClass
    var vertical: DocumentTraits.SizeClass
    /// The root's left and right margins.
    var side: CGFloat

    var testDescription: String { "\(device) \(orientation.rawValue) \(multitasking.rawValue)" }
  }

  static func insets(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  static let environments: [Environment] = [
    // §2.1 375 × 667 @2x; §2.6 status bar 20 in portrait, hidden in landscape; §2.2 compact/regular,
    // compact/compact in landscape.
    Environment(
      device: "iPhone 8", orientation: .portrait, canvas: CGSize(width: 375, height: 667), scale: 2,
      safeArea: insets(top: 20), horizontal: .compact, vertical: .regular, side: 16),
    Environment(
      device: "iPhone 8", orientation: .landscape, canvas: CGSize(width: 667, height: 375), scale: 2,
      safeArea: insets(), horizontal: .compact, vertical: .compact, side: 16),
    Environment(
      device: "iPhone SE", orientation: .portrait, canvas: CGSize(width: 320, height: 568), scale: 2,
      safeArea: insets(top: 20), horizontal: .compact, vertical: .regular, side: 16),
    // The Plus: 414 × 736 @3x, regular width in landscape, 20-point margins in both orientations.
    Environment(
      device: "iPhone 8 Plus", orientation: .portrait, canvas: CGSize(width: 414, height: 736), scale: 3,
      safeArea: insets(top: 20), horizontal: .compact, vertical: .regular, side: 20),
    Environment(
      device: "iPhone 8 Plus", orientation: .landscape, canvas: CGSize(width: 736, height: 414), scale: 3,
      safeArea: insets(), horizontal: .regular, vertical: .compact, side: 20),
    // iPhone X: 375 × 812 @3x; top 44 and bottom 34; landscape 44 at the sides and 21 below.
    Environment(
      device: "iPhone X", orientation: .portrait, canvas: CGSize(width: 375, height: 812), scale: 3,
      safeArea: insets(top: 44, bottom: 34), horizontal: .compact, vertical: .regular, side: 16),
    Environment(
      device: "iPhone X", orientation: .landscape, canvas: CGSize(width: 812, height: 375), scale: 3,
      safeArea: insets(left: 44, bottom: 21, right: 44), horizontal: .compact, vertical: .compact, side: 16),
    // The XR: 414 × 896 @2x, regular width in landscape.
    Environment(
      device: "iPhone XR", orientation: .landscape, canvas: CGSize(width: 896, height: 414), scale: 2,
      safeArea: insets(left: 44, bottom: 21, right: 44), horizontal: .regular, vertical: .compact, side: 20),
    // iPads full screen: regular/regular in both orientations, status bar 20, margins 20.
    Environment(
      device: "iPad Air 2", orientation: .portrait, canvas: CGSize(width: 768, height: 1024), scale: 2,
      safeArea: insets(top: 20), horizontal: .regular, vertical: .regular, side: 20),
    Environment(
      device: "iPad Pro 10.5\"", orientation: .landscape, canvas: CGSize(width: 1112, height: 834), scale: 2,
      safeArea: insets(top: 20), horizontal: .regular, vertical: .regular, side: 20),
    // Split View (§2.2's HIG table): the window keeps the screen's height. Landscape 2/3 is
    // regular; the 10.5" half and every 1/3 and portrait 2/3 are compact (16-point margins, as
    // Device.systemMinimumLayoutMargins documents for compact widths); the 12.9" half is regular.
    Environment(
      device: "iPad Pro 10.5\"", orientation: .landscape, multitasking: .twoThirds,
      canvas: CGSize(width: 782, height: 834), scale: 2, safeArea: insets(top: 20), horizontal: .regular,
      vertical: .regular, side: 20),
    Environment(
      device: "iPad Pro 10.5\"", orientation: .landscape, multitasking: .half, canvas: CGSize(width: 551, height: 834),
      scale: 2, safeArea: insets(top: 20), horizontal: .compact, vertical: .regular, side: 16),
    Environment(
      device: "iPad Pro 10.5\"", orientation: .portrait, multitasking: .oneThird,
      canvas: CGSize(width: 320, height: 1112), scale: 2, safeArea: insets(top: 20), horizontal: .compact,
      vertical: .regular, side: 16),
    Environment(
      device: "iPad Air 2", orientation: .portrait, multitasking: .twoThirds, canvas: CGSize(width: 438, height: 1024),
      scale: 2, safeArea: insets(top: 20), horizontal: .compact, vertical: .regular, side: 16),
    Environment(
      device: "iPad Pro 12.9\"", orientation: .landscape, multitasking: .half,
      canvas: CGSize(width: 678, height: 1024), scale: 2, safeArea: insets(top: 20), horizontal: .regular,
      vertical: .regular, side: 20),
  ]

  @Test("A device implies canvas, scale, safe area, size classes and the root's margins", arguments: environments)
  func deviceImpliesTheEnvironment(_ expected: Environment) throws {
    let layout = try Self.onDevice(expected.device, expected.orientation, multitasking: expected.multitasking).layout()
    #expect(layout.canvas == expected.canvas)
    #expect(layout.solve().frame("root") == CGRect(origin: .zero, size: expected.canvas))
    #expect(layout.scale == expected.scale)
    #expect(layout.root.traitCollection.displayScale == expected.scale)
    #expect(layout.root.safeAreaInsets == expected.safeArea)
    #expect(layout.traits.horizontalSizeClass == expected.horizontal)
    #expect(layout.traits.verticalSizeClass == expected.vertical)
    // As UIKit reads them, the margins include the safe area: the side margins are added to it,
    // and above and below the safe area alone supplies the inset (§2.6).
    let safe = expected.safeArea
    #expect(
      layout.root.layoutMargins
        == EdgeInsets(
          top: safe.top, left: safe.left + expected.side, bottom: safe.bottom, right: safe.right + expected.side))
    let idiom: UserInterfaceIdiom = expected.device.hasPrefix("iPad") ? .pad : .phone
    #expect(layout.root.traitCollection.userInterfaceIdiom == idiom)
    #expect(layout.multitasking == expected.multitasking)
  }

  /// A bar pinned to the root's margins, 8 below the safe area's top, 44 tall where the width is
  /// compact and 88 where it is regular.
  static func bar(on device: String, _ orientation: LayoutDocument.Orientation, multitasking: Multitasking? = nil)
    -> TestDocument
  {
    var document = onDevice(device, orientation, multitasking: multitasking, [viewSpec("bar")])
    document.constrain(
      "bar.leading == root.leadingMargin", "bar.trailing == root.trailingMargin", "bar.top == root.safeArea.top + 8")
    document.constrain("bar.height == 44", when: DocumentTraits(horizontalSizeClass: .compact))
    document.constrain("bar.height == 88", unless: DocumentTraits(horizontalSizeClass: .compact))
    return document
  }

  // Hand-derived: x = safe area left + side margin; width = canvas - both; y = safe top + 8.
  // iPhone 8 portrait: 16, 375 - 32 = 343, 20 + 8; compact → 44.
  // iPhone X landscape: 44 + 16 = 60, 812 - 2 × 60 = 692, 0 + 8; compact → 44.
  // iPhone 8 Plus landscape: 20, 736 - 40 = 696, 8; regular → 88.
  // iPad Air 2 portrait: 20, 768 - 40 = 728, 28; regular → 88.
  // iPad Pro 10.5" landscape half: 16, 551 - 32 = 519, 28; compact → 44.
  @Test(
    "A small layout, hand-derived on each device",
    arguments: [
      ("iPhone 8", LayoutDocument.Orientation.portrait, Multitasking?.none, rect(16, 28, 343, 44)),
      ("iPhone X", .landscape, nil, rect(60, 8, 692, 44)),
      ("iPhone 8 Plus", .landscape, nil, rect(20, 8, 696, 88)),
      ("iPad Air 2", .portrait, nil, rect(20, 28, 728, 88)),
      ("iPad Pro 10.5\"", .landscape, .half, rect(16, 28, 519, 44)),
    ])
  func barFrames(device: String, orientation: LayoutDocument.Orientation, mode: Multitasking?, frame: CGRect) throws {
    let layout = try Self.bar(on: device, orientation, multitasking: mode).layout()
    #expect(layout.solve().frame("bar") == frame)
    #expect(layout.check().status == .sound)
  }

  @Test("when: compact installs per device and orientation")
  func conditionalConstraintsFollowTheDevice() throws {
    func installed(_ device: String, _ orientation: LayoutDocument.Orientation) throws -> [String] {
      try Self.bar(on: device, orientation).layout().constraints.map(\.spec.text).filter { $0.hasPrefix("bar.height") }
    }
    #expect(try installed("iPhone 8", .portrait) == ["bar.height == 44"])
    #expect(try installed("iPhone 8", .landscape) == ["bar.height == 44"])
    #expect(try installed("iPhone 8 Plus", .landscape) == ["bar.height == 88"])
    #expect(try installed("iPad Air 2", .landscape) == ["bar.height == 88"])
  }

  // MARK: What overrides what

  @Test("Explicit canvas, scale and safe area override the device's")
  func explicitKeysOverrideTheDevice() throws {
    var document = Self.onDevice("iPhone X", .portrait)
    document.canvas = CGSize(width: 400, height: 300)
    document.scale = 2
    document.safeArea = .zero
    let layout = try document.layout()
    #expect(layout.canvas == CGSize(width: 400, height: 300))
    #expect(layout.scale == 2)
    #expect(layout.root.safeAreaInsets == .zero)
    // What the document does not set still comes from the device.
    #expect(layout.traits.horizontalSizeClass == .compact && layout.traits.verticalSizeClass == .regular)
    #expect(layout.root.layoutMargins.left == 16)
  }

  @Test("Explicit traits override the device's size classes, and the margins follow the width class")
  func explicitTraitsOverrideTheDevice() throws {
    var document = Self.onDevice("iPhone 8", .landscape)
    document.traits = DocumentTraits(horizontalSizeClass: .regular)
    let layout = try document.layout()
    #expect(layout.traits.horizontalSizeClass == .regular)
    #expect(layout.traits.verticalSizeClass == .compact)
    #expect(layout.root.traitCollection.horizontalSizeClass == .regular)
    #expect(layout.root.layoutMargins.left == 20 && layout.root.layoutMargins.right == 20)
  }

  @Test("The root's own margins replace the device's")
  func rootMarginsOverrideTheDevice() throws {
    var document = Self.bar(on: "iPhone 8", .portrait)
    document.root.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
    let layout = try document.layout()
    // Read with the 20-point status bar the margins are inset from.
    #expect(layout.root.layoutMargins == EdgeInsets(top: 20, left: 30, bottom: 0, right: 10))
    #expect(layout.solve().frame("bar") == rect(30, 28, 335, 44))
  }

  @Test("Options' orientation turns the document's device")
  func optionsOrientationOverridesTheDocument() throws {
    let layout = try Self.bar(on: "iPhone 8", .portrait).layout(LayoutOptions(orientation: .landscape))
    #expect(layout.canvas == CGSize(width: 667, height: 375))
    #expect(layout.root.safeAreaInsets == .zero)
    #expect(layout.traits.verticalSizeClass == .compact)
    #expect(layout.solve().frame("bar") == rect(16, 8, 635, 44))
  }

  @Test("Options' device replaces the document's device, canvas, scale and safe area")
  func optionsDeviceOverridesTheDocument() throws {
    // The document's own 600 × 600 canvas at scale 2 with a 20-pt status bar, no device.
    var document = TestDocument([viewSpec("bar")])
    document.root.layoutMargins = nil
    document.constrain(
      "bar.leading == root.leadingMargin", "bar.trailing == root.trailingMargin", "bar.top == root.safeArea.top + 8",
      "bar.height == 44")
    let layout = try document.layout(LayoutOptions(device: "iPhone X"))
    #expect(layout.device?.name == "iPhone X")
    #expect(layout.canvas == CGSize(width: 375, height: 812))
    #expect(layout.scale == 3)
    #expect(layout.root.safeAreaInsets == Self.insets(top: 44, bottom: 34))
    #expect(layout.traits.horizontalSizeClass == .compact)
    #expect(layout.solve().frame("bar") == rect(16, 52, 343, 44))

    // Another device than the document's: the iPad's.
    let pad = try Self.bar(on: "iPhone 8", .portrait).layout(LayoutOptions(device: "iPad Air 2"))
    #expect(pad.canvas == CGSize(width: 768, height: 1024))
    #expect(pad.traits.horizontalSizeClass == .regular && pad.traits.verticalSizeClass == .regular)
    #expect(pad.root.traitCollection.userInterfaceIdiom == .pad)
    #expect(pad.solve().frame("bar") == rect(20, 28, 728, 88))
  }

  @Test("Options' canvas and traits win over any device")
  func optionsCanvasAndTraitsWinOverDevices() throws {
    let options = LayoutOptions(
      canvas: CGSize(width: 500, height: 400), traits: DocumentTraits(horizontalSizeClass: .regular), device: "iPhone 8"
    )
    let layout = try Self.bar(on: "iPad Air 2", .portrait).layout(options)
    #expect(layout.canvas == CGSize(width: 500, height: 400))
    #expect(layout.scale == 2)
    #expect(layout.traits.horizontalSizeClass == .regular)
    #expect(layout.traits.verticalSizeClass == .regular)
  }

  @Test("Options' multitasking splits the document's iPad")
  func optionsMultitasking() throws {
    let layout = try Self.bar(on: "iPad Pro 10.5\"", .landscape).layout(LayoutOptions(multitasking: .oneThird))
    #expect(layout.canvas == CGSize(width: 320, height: 834))
    #expect(layout.traits.horizontalSizeClass == .compact)
    #expect(layout.solve().frame("bar") == rect(16, 28, 288, 44))
  }

  @Test("A document's split goes with its own device: another device from the options runs full screen")
  func documentSplitStaysWithItsDevice() throws {
    let split = try Self.bar(on: "iPad Air 2", .landscape, multitasking: .half).layout()
    #expect(split.canvas == CGSize(width: 507, height: 768))
    // iPhone 8 landscape, full screen: 667 × 375, compact both ways.
    let phone = try Self.bar(on: "iPad Air 2", .landscape, multitasking: .half).layout(LayoutOptions(device: "iPhone 8"))
    #expect(phone.canvas == CGSize(width: 667, height: 375))
    #expect(phone.multitasking == .fullScreen)
    #expect(phone.traits.verticalSizeClass == .compact)
    // Turned to portrait, where the Air 2 has no half split: the options' device still lays out.
    let portrait = try Self.bar(on: "iPad Air 2", .landscape, multitasking: .half).layout(
      LayoutOptions(device: "iPhone 8", orientation: .portrait))
    #expect(portrait.canvas == CGSize(width: 375, height: 667))
    // Options that give a mode as well check it against their device.
    let ipad = LayoutOptions(device: "iPad Pro 10.5\"", multitasking: .oneThird)
    #expect(try Self.bar(on: "iPhone 8", .landscape).layout(ipad).canvas == CGSize(width: 320, height: 834))
  }

  @Test("Device names match ignoring case and how inches are written")
  func looseNames() throws {
    #expect(try Self.onDevice("iphone se").layout().canvas == CGSize(width: 320, height: 568))
    #expect(try Self.onDevice("iPad Pro (10.5-inch)").layout().canvas == CGSize(width: 834, height: 1112))
  }

  /// A table cell given a frame for the document's iPhone 8 (375 wide), flexible width: laid out
  /// on an iPad by the options, it follows its mask to the iPad's 768.
  @Test("Frames given for the document's device follow their masks onto the options' device")
  func autoresizingOntoAnotherDevice() throws {
    var cell = viewSpec("cell")
    cell.translatesAutoresizingMask = true
    cell.frame = rect(0, 64, 375, 44)
    cell.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let document = Self.onDevice("iPhone 8", .portrait, [cell])
    #expect(try document.layout().solve().frame("cell") == rect(0, 64, 375, 44))
    let pad = try document.layout(LayoutOptions(device: "iPad Air 2"))
    #expect(pad.solve().frame("cell") == rect(0, 64, 768, 44))
  }

  @Test("A parsed document on a device")
  func parsedDocument() throws {
    let document = try ParserFixtures.parse(
      """
      version: 1
      device: "iPhone 8 Plus"
      orientation: landscape
      root:
        subviews:
          - {id: bar}
      constraints:
        - bar.leading == root.leadingMargin
        - bar.trailing == root.trailingMargin
        - bar.top == root.safeArea.top + 8
        - {constraint: bar.height == 44, when: {horizontalSizeClass: compact}}
        - {constraint: bar.height == 88, unless: {horizontalSizeClass: compact}}

      """)
    let layout = try DocumentLayout(document)
    #expect(layout.canvas == CGSize(width: 736, height: 414))
    #expect(layout.scale == 3)
    #expect(layout.solve().frame("bar") == rect(20, 8, 696, 88))
  }

  // MARK: Errors

  @Test("An unknown device is an error with a suggestion")
  func unknownDevice() throws {
    let error = try #require(Self.onDevice("iPhne 8").error())
    #expect(error.reason == .unknownDevice("iPhne 8", suggestion: "iPhone 8"))
    #expect(error.location == LayoutDocuments.SourceLocation(line: 1, column: 1))
    // Nothing close: the message shows how names are spelled.
    let far = try #require(Self.onDevice("Pixel 7").error())
    #expect(far.reason == .unknownDevice("Pixel 7", suggestion: nil))
  }

  @Test("Multitasking on an iPhone, or a mode the iPad lacks, is an error")
  func missingMultitaskingModes() throws {
    let phone = try #require(Self.onDevice("iPhone 8", multitasking: .half).error())
    #expect(phone.reason == .fullScreenOnly(device: "iPhone 8", mode: .half))
    // The half split is landscape only (§2.2).
    let portraitHalf = try #require(Self.onDevice("iPad Air 2", .portrait, multitasking: .half).error())
    #expect(portraitHalf.reason == .noMultitaskingWindow(device: "iPad Air 2", mode: .half, orientation: .portrait))
    // The first iPad Air has Slide Over but no Split View.
    let noSplit = try #require(Self.onDevice("iPad Air", .landscape, multitasking: .twoThirds).error())
    #expect(noSplit.reason == .noMultitaskingWindow(device: "iPad Air", mode: .twoThirds, orientation: .landscape))
  }

  /// The error laying `document` out under `options` throws; nil (and a failure) when it lays out.
  static func error(
    _ document: TestDocument, _ options: LayoutOptions, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> DocumentError? {
    do {
      _ = try DocumentLayout(document.document, options: options)
      Issue.record("expected a DocumentError", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  @Test("Options that cannot apply are errors: an unknown device, a mode, an orientation without a device")
  func optionErrors() throws {
    let document = Self.bar(on: "iPhone 8", .portrait)
    let unknown = try #require(Self.error(document, LayoutOptions(device: "iPhne 8")))
    #expect(unknown.reason == .unknownDevice("iPhne 8", suggestion: "iPhone 8"))
    let mode = try #require(Self.error(document, LayoutOptions(multitasking: .half)))
    #expect(mode.reason == .fullScreenOnly(device: "iPhone 8", mode: .half))
    let noDevice = try #require(Self.error(TestDocument([]), LayoutOptions(orientation: .landscape)))
    #expect(noDevice.reason == .orientationWithoutDevice)
    #expect(noDevice.location == LayoutDocuments.SourceLocation(line: 1, column: 1))
  }
}
