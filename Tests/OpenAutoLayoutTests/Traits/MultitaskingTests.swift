import Foundation
import Testing

@testable import OpenAutoLayout

extension TraitDataTests {
  @Suite("Multitasking widths (behaviour-2 §2.2, S41)", .timeLimit(.minutes(10)))
  struct SplitViewWidths {
    /// §2.2's table of Split View widths; the window keeps the screen's height.
    @Test(
      "§2.2: every cell of the multitasking table",
      arguments: [
        ("iPad Pro 12.9\"", Orientation.landscape, Multitasking.twoThirds, 981.0, 1024.0),
        ("iPad Pro 12.9\"", .landscape, .half, 678, 1024),
        ("iPad Pro 12.9\"", .landscape, .oneThird, 375, 1024),
        ("iPad Pro 12.9\"", .landscape, .slideOver, 375, 1024),
        ("iPad Pro 12.9\"", .portrait, .twoThirds, 639, 1366),
        ("iPad Pro 12.9\"", .portrait, .oneThird, 375, 1366),
        ("iPad Pro 12.9\"", .portrait, .slideOver, 375, 1366),
        ("iPad Pro 10.5\"", .landscape, .twoThirds, 782, 834),
        ("iPad Pro 10.5\"", .landscape, .half, 551, 834),
        ("iPad Pro 10.5\"", .landscape, .oneThird, 320, 834),
        ("iPad Pro 10.5\"", .landscape, .slideOver, 320, 834),
        ("iPad Pro 10.5\"", .portrait, .twoThirds, 504, 1112),
        ("iPad Pro 10.5\"", .portrait, .oneThird, 320, 1112),
        ("iPad Pro 10.5\"", .portrait, .slideOver, 320, 1112),
        ("iPad Pro 9.7\"", .landscape, .twoThirds, 694, 768),
        ("iPad Pro 9.7\"", .landscape, .half, 507, 768),
        ("iPad Pro 9.7\"", .landscape, .oneThird, 320, 768),
        ("iPad Pro 9.7\"", .landscape, .slideOver, 320, 768),
        ("iPad Pro 9.7\"", .portrait, .twoThirds, 438, 1024),
        ("iPad Pro 9.7\"", .portrait, .oneThird, 320, 1024),
        ("iPad Pro 9.7\"", .portrait, .slideOver, 320, 1024),
      ] as [(String, Orientation, Multitasking, CGFloat, CGFloat)])
    func table(name: String, orientation: Orientation, mode: Multitasking, width: CGFloat, height: CGFloat) throws {
      #expect(try catalogued(name).windowSize(orientation, multitasking: mode) == CGSize(width: width, height: height))
    }

    @Test("Portrait has no half split; iPhones run full screen only; the iPad Air has Slide Over only")
    func missingModes() throws {
      for name in ["iPad Pro 12.9\"", "iPad Pro 10.5\"", "iPad Pro 9.7\""] {
        #expect(try catalogued(name).windowSize(.portrait, multitasking: .half) == nil)
      }
      let phone = try catalogued("iPhone XS Max")
      for mode in Multitasking.allCases where mode != .fullScreen {
        #expect(phone.windowSize(.landscape, multitasking: mode) == nil)
      }
      #expect(phone.windowSize(.landscape) == CGSize(width: 896, height: 414))
      let air = try catalogued("iPad Air")
      #expect(air.windowSize(.landscape, multitasking: .twoThirds) == nil)
      #expect(air.windowSize(.landscape, multitasking: .slideOver) == CGSize(width: 320, height: 768))
    }

    /// Every row, measured or derived, keeps the 10-point divider the measured rows show:
    /// 2/3 + 1/3 + 10 and 2 × 1/2 + 10 are the screen's width.
    @Test(
      "Split View widths add up to the screen with a 10-point divider",
      arguments: Device.iPads.filter { $0.windowSize(.landscape, multitasking: .half) != nil })
    func divider(device: Device) throws {
      for orientation in Orientation.allCases {
        let screen = device.screen(orientation).size.width
        let wide = try #require(device.windowSize(orientation, multitasking: .twoThirds)).width
        let narrow = try #require(device.windowSize(orientation, multitasking: .oneThird)).width
        #expect(wide + narrow + 10 == screen)
        #expect(narrow == 320 || narrow == 375)
        #expect(device.windowSize(orientation, multitasking: .slideOver)?.width == narrow)
      }
      let half = try #require(device.windowSize(.landscape, multitasking: .half)).width
      #expect(2 * half + 10 == device.screen(.landscape).size.width)
    }

    /// S41 policy A: horizontal when the window is wider than tall.
    @Test(
      "S41 policy A: width > height chooses a horizontal stack",
      arguments: [
        ("iPad Pro 10.5\"", Orientation.landscape, Multitasking.fullScreen, 1112.0, 834.0, true),
        ("iPad Pro 10.5\"", .portrait, .fullScreen, 834, 1112, false),
        ("iPad Pro 12.9\"", .landscape, .twoThirds, 981, 1024, false),
      ] as [(String, Orientation, Multitasking, CGFloat, CGFloat, Bool)])
    func policyA(
      name: String, orientation: Orientation, mode: Multitasking, width: CGFloat, height: CGFloat, horizontal: Bool
    ) throws {
      let size = try #require(try catalogued(name).windowSize(orientation, multitasking: mode))
      #expect(size == CGSize(width: width, height: height))
      #expect((size.width > size.height) == horizontal)
    }

    /// S41 policy B: wide iff the width is more than 500 (`narrowLayoutLimit`).
    @Test(
      "S41 policy B: the windows' widths against the 500-point limit",
      arguments: [
        ("iPhone 8", Orientation.portrait, Multitasking.fullScreen, 375.0, false),
        ("iPhone 8", .landscape, .fullScreen, 667, true),
        ("iPad Pro 10.5\"", .landscape, .half, 551, true),
        ("iPad Pro 10.5\"", .landscape, .oneThird, 320, false),
        ("iPad Pro 10.5\"", .portrait, .oneThird, 320, false),
        ("iPad Pro 10.5\"", .portrait, .twoThirds, 504, true),
        ("iPad Pro 9.7\"", .portrait, .twoThirds, 438, false),
      ] as [(String, Orientation, Multitasking, CGFloat, Bool)])
    func policyB(name: String, orientation: Orientation, mode: Multitasking, width: CGFloat, wide: Bool) throws {
      let size = try #require(try catalogued(name).windowSize(orientation, multitasking: mode))
      #expect(size.width == width)
      #expect((size.width > 500) == wide)
    }
  }
}
