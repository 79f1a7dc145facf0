import Foundation
import Testing

@testable import OpenAutoLayout

extension TraitDataTests {
  @Suite("Size classes (behaviour-2 §2.2, S38)", .timeLimit(.minutes(10)))
  struct SizeClasses {
    typealias Classes = (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)

    /// S38's table, row by row, for the rows that name one device and mode.
    @Test(
      "S38: the size classes of single devices",
      arguments: [
        ("iPhone 8", Orientation.portrait, Multitasking.fullScreen, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
        ("iPhone 8", .landscape, .fullScreen, .compact, .compact),
        ("iPhone 8 Plus", .landscape, .fullScreen, .regular, .compact),
        ("iPhone XS", .landscape, .fullScreen, .compact, .compact),
        ("iPhone XR", .landscape, .fullScreen, .regular, .compact),
        ("iPad Pro 10.5\"", .landscape, .half, .compact, .regular),
        ("iPad Pro 12.9\"", .landscape, .half, .regular, .regular),
      ] as [(String, Orientation, Multitasking, UserInterfaceSizeClass, UserInterfaceSizeClass)])
    func s38Rows(
      name: String, orientation: Orientation, mode: Multitasking, horizontal: UserInterfaceSizeClass,
      vertical: UserInterfaceSizeClass
    ) throws {
      let traits = try #require(try catalogued(name).traits(orientation, multitasking: mode))
      #expect(traits.horizontalSizeClass == horizontal)
      #expect(traits.verticalSizeClass == vertical)
    }

    @Test("S38: every iPad full screen is regular/regular in either orientation", arguments: Device.iPads)
    func iPadFullScreen(device: Device) {
      for orientation in Orientation.allCases {
        let traits = device.traits(orientation)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
      }
    }

    @Test(
      "S38: any iPad at 2/3 is compact/regular in portrait and regular/regular in landscape",
      arguments: Device.iPads.filter { $0.windowSize(.portrait, multitasking: .twoThirds) != nil })
    func iPadTwoThirds(device: Device) throws {
      let portrait = try #require(device.traits(.portrait, multitasking: .twoThirds))
      #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
      let landscape = try #require(device.traits(.landscape, multitasking: .twoThirds))
      #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .regular)
    }

    /// §2.2's iPhone table: SE, 7, 8, X, XS are (C, R) / (C, C); 8 Plus, 7 Plus, XR, XS Max are
    /// (C, R) / (R, C).
    @Test(
      "§2.2: the iPhone table",
      arguments: [
        ("iPhone SE", UserInterfaceSizeClass.compact), ("iPhone 7", .compact), ("iPhone 8", .compact),
        ("iPhone X", .compact), ("iPhone XS", .compact), ("iPhone 8 Plus", .regular), ("iPhone 7 Plus", .regular),
        ("iPhone XR", .regular), ("iPhone XS Max", .regular),
      ] as [(String, UserInterfaceSizeClass)])
    func iPhoneTable(name: String, landscapeWidth: UserInterfaceSizeClass) throws {
      let device = try catalogued(name)
      #expect(device.traits(.portrait).horizontalSizeClass == .compact)
      #expect(device.traits(.portrait).verticalSizeClass == .regular)
      #expect(device.traits(.landscape).horizontalSizeClass == landscapeWidth)
      #expect(device.traits(.landscape).verticalSizeClass == .compact)
    }

    @Test("Every iPhone is compact height in landscape and regular height in portrait (§1.27)", arguments: Device.iPhones)
    func iPhoneHeights(device: Device) {
      #expect(device.traits(.landscape).verticalSizeClass == .compact)
      #expect(device.traits(.portrait).verticalSizeClass == .regular)
      #expect(device.traits(.portrait).horizontalSizeClass == .compact)
    }

    /// §2.2's multitasking table: the R and C after each width.
    @Test(
      "§2.2: the width class of every Split View cell",
      arguments: [
        ("iPad Pro 12.9\"", Orientation.landscape, Multitasking.twoThirds, UserInterfaceSizeClass.regular),
        ("iPad Pro 12.9\"", .landscape, .half, .regular),
        ("iPad Pro 12.9\"", .landscape, .oneThird, .compact),
        ("iPad Pro 12.9\"", .portrait, .twoThirds, .compact),
        ("iPad Pro 12.9\"", .portrait, .oneThird, .compact),
        ("iPad Pro 10.5\"", .landscape, .twoThirds, .regular),
        ("iPad Pro 10.5\"", .landscape, .half, .compact),
        ("iPad Pro 10.5\"", .landscape, .oneThird, .compact),
        ("iPad Pro 10.5\"", .portrait, .twoThirds, .compact),
        ("iPad Pro 10.5\"", .portrait, .oneThird, .compact),
        ("iPad Pro 9.7\"", .landscape, .twoThirds, .regular),
        ("iPad Pro 9.7\"", .landscape, .half, .compact),
        ("iPad Pro 9.7\"", .landscape, .oneThird, .compact),
        ("iPad Pro 9.7\"", .portrait, .twoThirds, .compact),
        ("iPad Pro 9.7\"", .portrait, .oneThird, .compact),
      ] as [(String, Orientation, Multitasking, UserInterfaceSizeClass)])
    func splitViewClasses(name: String, orientation: Orientation, mode: Multitasking, width: UserInterfaceSizeClass)
      throws
    {
      let traits = try #require(try catalogued(name).traits(orientation, multitasking: mode))
      #expect(traits.horizontalSizeClass == width)
      // "Height is always Regular, including in Split View."
      #expect(traits.verticalSizeClass == .regular)
    }

    @Test("Slide Over is compact/regular (§2.2: the 1/3 column)", arguments: Device.iPads)
    func slideOver(device: Device) throws {
      for orientation in Orientation.allCases {
        let traits = try #require(device.traits(orientation, multitasking: .slideOver))
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
      }
    }

    @Test("A device's traits carry its scale, idiom, text size and direction")
    func otherTraits() throws {
      let phone = try catalogued("iPhone 8 Plus").traits(
        .portrait, contentSizeCategory: .extraSmall, layoutDirection: .rightToLeft)
      #expect(phone.displayScale == 3)
      #expect(phone.userInterfaceIdiom == .phone)
      #expect(phone.preferredContentSizeCategory == .extraSmall)
      #expect(phone.layoutDirection == .rightToLeft)
      let pad = try catalogued("iPad Air 2").traits(.landscape)
      #expect(pad.displayScale == 2 && pad.userInterfaceIdiom == .pad)
      #expect(pad.preferredContentSizeCategory == .large && pad.layoutDirection == .leftToRight)
    }

    @Test("A mode the device lacks has no traits")
    func missingModes() throws {
      #expect(try catalogued("iPhone 8 Plus").traits(.landscape, multitasking: .half) == nil)
      #expect(try catalogued("iPad Pro 10.5\"").traits(.portrait, multitasking: .half) == nil)
      #expect(try catalogued("iPad Air").traits(.landscape, multitasking: .twoThirds) == nil)
    }
  }
}
