import Foundation
import Testing

@testable import OpenAutoLayout

/// The trait data of issue 7: device catalogue, size classes, multitasking widths, em widths,
/// Dynamic Type and readable widths. Every expectation is typed from the spec's tables
/// (behaviour-2 §2, S35, S38, S41, S42; behaviour-1 §2.1, §2.3), never from the code.
@Suite("Trait data (issue 7)", .timeLimit(.minutes(10)))
enum TraitDataTests {}

/// A catalogue device the spec names; a missing one fails the test that asks.
func catalogued(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Device {
  try #require(Device.named(name), "no device named '\(name)'", sourceLocation: sourceLocation)
}

extension TraitDataTests {
  @Suite("Device catalogue (behaviour-2 §2.1, §2.6; behaviour-1 §2.1, §2.3)", .timeLimit(.minutes(10)))
  struct Catalogue {
    /// behaviour-2 §2.1: portrait points, UIKit scale and native scale, one row per model the
    /// table names (the 6s Plus / 6 Plus row is the corrected 414 × 736, as §2.1 says).
    @Test(
      "Screen sizes and scales match the book's Appendix C table",
      arguments: [
        ("iPad Pro 12.9\"", 1024.0, 1366.0, 2.0, 2.0),
        ("iPad Pro 10.5\"", 834, 1112, 2, 2),
        ("iPad Pro 9.7\"", 768, 1024, 2, 2),
        ("iPad Air 2", 768, 1024, 2, 2),
        ("iPad Mini 4", 768, 1024, 2, 2),
        ("iPhone XS Max", 414, 896, 3, 3),
        ("iPhone XR", 414, 896, 2, 2),
        ("iPhone 8 Plus", 414, 736, 3, 2.608),
        ("iPhone 7 Plus", 414, 736, 3, 2.608),
        ("iPhone X", 375, 812, 3, 3),
        ("iPhone XS", 375, 812, 3, 3),
        ("iPhone 8", 375, 667, 2, 2),
        ("iPhone 6s Plus", 414, 736, 3, 2.608),
        ("iPhone 6 Plus", 414, 736, 3, 2.608),
        ("iPhone 7", 375, 667, 2, 2),
        ("iPhone 6s", 375, 667, 2, 2),
        ("iPhone 6", 375, 667, 2, 2),
        ("iPhone SE", 320, 568, 2, 2),
      ] as [(String, CGFloat, CGFloat, CGFloat, CGFloat)])
    func screenSizes(name: String, width: CGFloat, height: CGFloat, scale: CGFloat, nativeScale: CGFloat) throws {
      let device = try catalogued(name)
      #expect(device.portraitSize == CGSize(width: width, height: height))
      #expect(device.scale == scale)
      // §2.1 prints the native scale to three places (2.608x).
      #expect(abs(device.nativeScale - nativeScale) < 0.001)
      #expect(device.screen(.landscape).size == CGSize(width: height, height: width))
    }

    /// behaviour-1 §2.3 (and §2.1 for the X): root safe-area insets with only the status bar.
    @Test(
      "Safe-area insets match the spec's supplementary device table",
      arguments: [
        ("iPhone SE", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), EdgeInsets.zero),
        ("iPhone 8", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero),
        ("iPhone 8 Plus", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero),
        ("iPhone X", EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        ("iPhone XS", EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        ("iPhone XR", EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        ("iPhone XS Max", EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        ("iPad Pro 9.7\"", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
      ] as [(String, EdgeInsets, EdgeInsets)])
    func safeAreas(name: String, portrait: EdgeInsets, landscape: EdgeInsets) throws {
      let device = try catalogued(name)
      #expect(device.screen(.portrait).safeAreaInsets == portrait)
      #expect(device.screen(.landscape).safeAreaInsets == landscape)
    }

    @Test("The notched iPhones' landscape safe areas are 724 × 354 and 808 × 393 (behaviour-1 §2.3)")
    func landscapeSafeAreaSizes() throws {
      #expect(try catalogued("iPhone X").screen(.landscape).safeAreaFrame.size == CGSize(width: 724, height: 354))
      #expect(try catalogued("iPhone XR").screen(.landscape).safeAreaFrame.size == CGSize(width: 808, height: 393))
      #expect(try catalogued("iPhone XS Max").screen(.landscape).safeAreaFrame.size == CGSize(width: 808, height: 393))
    }

    /// behaviour-2 §2.6: 20 on non-notch iPhones in portrait, hidden in landscape, 20 on iPads,
    /// 44 on the X, XS, XR and XS Max in portrait.
    @Test(
      "Status bar heights match §2.6",
      arguments: [
        ("iPhone SE", 20.0, 0.0), ("iPhone 8", 20, 0), ("iPhone 8 Plus", 20, 0), ("iPhone X", 44, 0),
        ("iPhone XS", 44, 0), ("iPhone XR", 44, 0), ("iPhone XS Max", 44, 0), ("iPad Air 2", 20, 20),
        ("iPad Pro 10.5\"", 20, 20), ("iPad Pro 12.9\"", 20, 20),
      ] as [(String, CGFloat, CGFloat)])
    func statusBars(name: String, portrait: CGFloat, landscape: CGFloat) throws {
      let device = try catalogued(name)
      #expect(device.screen(.portrait).statusBarHeight == portrait)
      #expect(device.screen(.landscape).statusBarHeight == landscape)
      #expect(device.screen(.landscape).isStatusBarHidden == (landscape == 0))
    }

    /// behaviour-2 §2.6 and spec decision 6: 16 on the SE, 8, X and XS; 20 on the Plus, XR,
    /// XS Max and iPads; top and bottom 0.
    @Test(
      "Root system minimum margins are 16 or 20 as §2.6 lists",
      arguments: [
        ("iPhone SE", 16.0), ("iPhone 8", 16), ("iPhone X", 16), ("iPhone XS", 16), ("iPhone 8 Plus", 20),
        ("iPhone XR", 20), ("iPhone XS Max", 20), ("iPad Air 2", 20), ("iPad Pro 10.5\"", 20), ("iPad Pro 12.9\"", 20),
      ] as [(String, CGFloat)])
    func rootMargins(name: String, side: CGFloat) throws {
      let device = try catalogued(name)
      for orientation in Orientation.allCases {
        let margins = device.systemMinimumLayoutMargins(for: device.traits(orientation))
        #expect(margins == DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
      }
    }

    @Test("A compact-width iPad window gets the compact 16-point margins (spec decision 6)")
    func compactSplitMargins() throws {
      let device = try catalogued("iPad Pro 10.5\"")
      let traits = try #require(device.traits(.landscape, multitasking: .half))
      #expect(device.systemMinimumLayoutMargins(for: traits).leading == 16)
    }

    @Test("Every catalogue device is self-consistent", arguments: Device.all)
    func selfConsistent(device: Device) {
      let portrait = device.screen(.portrait)
      let landscape = device.screen(.landscape)
      // Landscape is portrait turned (behaviour-2 §2.1), the long side vertical in portrait.
      #expect(landscape.size == CGSize(width: portrait.size.height, height: portrait.size.width))
      #expect(portrait.size.width < portrait.size.height)
      #expect(device.windowSize(.portrait) == portrait.size)
      for screen in [portrait, landscape] {
        let insets = screen.safeAreaInsets
        #expect([insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 >= 0 })
        #expect(insets.left + insets.right < screen.size.width)
        #expect(insets.top + insets.bottom < screen.size.height)
        // The status bar lies inside the top inset.
        #expect(screen.statusBarHeight <= insets.top)
      }
      #expect(device.scale == 2 || device.scale == 3)
      #expect(device.nativeScale <= device.scale)
      switch device.userInterfaceIdiom {
      case .phone:
        // iPhones hide the status bar in landscape (§2.6).
        #expect(landscape.isStatusBarHidden)
        if device.hasHomeIndicator {
          // Notched: a bottom inset in both orientations, equal sides in landscape whichever
          // side the notch is on (behaviour-1 §1.14).
          #expect(portrait.safeAreaInsets.bottom > 0 && landscape.safeAreaInsets.bottom > 0)
          #expect(landscape.safeAreaInsets.left > 0 && landscape.safeAreaInsets.left == landscape.safeAreaInsets.right)
        } else {
          #expect(portrait.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
          #expect(landscape.safeAreaInsets == .zero)
        }
      case .pad:
        // An iPad keeps its bars in both orientations.
        #expect(portrait.safeAreaInsets == landscape.safeAreaInsets)
        #expect(portrait.safeAreaInsets.left == 0 && portrait.safeAreaInsets.right == 0)
        #expect(portrait.statusBarHeight == landscape.statusBarHeight && portrait.statusBarHeight > 0)
      default:
        Issue.record("\(device.name) is neither phone nor pad")
      }
    }

    @Test("Names and aliases are unique, ignoring case and punctuation")
    func uniqueNames() {
      let keys = Device.all.flatMap { [$0.name] + $0.aliases }.map(Device.lookupKey)
      #expect(Set(keys).count == keys.count)
      #expect(Set(Device.all.map(\.id)).count == Device.all.count)
    }

    @Test("The catalogue starts at the iPhone 5s and holds the phones and pads the spec names")
    func coverage() throws {
      #expect(Device.all.first?.name == "iPhone 5s")
      #expect(Device.iPhones.allSatisfy { $0.userInterfaceIdiom == .phone })
      #expect(Device.iPads.allSatisfy { $0.userInterfaceIdiom == .pad })
      for name in ["iPhone SE", "iPhone 8", "iPhone XS Max", "iPad Pro 12.9\"", "iPad Air 2", "iPad Mini 4"] {
        _ = try catalogued(name)
      }
    }

    @Test(
      "Lookups ignore case, punctuation and how inches are written",
      arguments: [
        ("iPhone SE", "iPhone SE (1st generation)"),
        ("iphone se", "iPhone SE (1st generation)"),
        ("IPHONE 8", "iPhone 8"),
        ("iPad Pro 10.5\"", "iPad Pro 10.5\""),
        ("iPad Pro 10.5-inch", "iPad Pro 10.5\""),
        ("iPad Pro (10.5-inch)", "iPad Pro 10.5\""),
        ("ipad pro 12.9", "iPad Pro 12.9\" (2nd generation)"),
        ("iPad Pro (12.9-inch) (3rd generation)", "iPad Pro 12.9\" (3rd generation)"),
        ("  iPhone   XS  Max ", "iPhone XS Max"),
      ])
    func lookups(query: String, expected: String) {
      #expect(Device.named(query)?.name == expected)
    }

    @Test("An unknown name finds nothing and suggests the nearest name")
    func suggestions() {
      #expect(Device.named("iPhone 8 Plsu") == nil)
      #expect(Device.suggestedName(for: "iPhone 8 Plsu") == "iPhone 8 Plus")
      #expect(Device.suggestedName(for: "iPhone XS Maxx") == "iPhone XS Max")
      #expect(Device.suggestedName(for: "iphone se") == "iPhone SE (1st generation)")
      #expect(Device.suggestedName(for: "Galaxy S24") == nil)
      #expect(Device.names.count == Device.all.count)
    }

    @Test("The book's iPhone 8 root view is 375 × 667 with a 20-point status bar (behaviour-2 §2.1)")
    func bookRootView() throws {
      let screen = try catalogued("iPhone 8").screen(.portrait)
      #expect(screen.size == CGSize(width: 375, height: 667))
      // Margins of 20 on the root plus the status bar give the book's guide {{20, 40}, {335, 607}}.
      #expect(screen.safeAreaFrame.insetBy(dx: 20, dy: 20) == CGRect(x: 20, y: 40, width: 335, height: 607))
    }
  }
}
