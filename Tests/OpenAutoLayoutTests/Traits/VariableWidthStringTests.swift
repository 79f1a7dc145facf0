import Foundation
import Testing

@testable import OpenAutoLayout

extension TraitDataTests {
  @Suite("Em widths and variable-width strings (behaviour-2 §1.29, §2.3, S42)", .timeLimit(.minutes(10)))
  struct EmWidths {
    /// §2.3: the book's measured em widths, all fourteen cells (each row for every model it
    /// names).
    @Test(
      "§2.3: the em-width table",
      arguments: [
        ("iPhone SE", 22, 39),
        ("iPhone 8", 25, 46),
        ("iPhone 8 Plus", 28, 50),
        ("iPhone X", 25, 56),
        ("iPhone XS", 25, 56),
        ("iPhone XR", 28, 61),
        ("iPhone XS Max", 28, 61),
        ("iPad Pro 10.5\"", 57, 76),
        ("iPad Pro 12.9\"", 70, 94),
      ])
    func table(name: String, portrait: Int, landscape: Int) throws {
      let device = try catalogued(name)
      #expect(device.emWidth(.portrait) == portrait)
      #expect(device.emWidth(.landscape) == landscape)
    }

    /// §2.3's derivation, width by width.
    @Test(
      "§2.3: floor(width / 14.5)",
      arguments: [
        (320.0, 22), (568, 39), (375, 25), (667, 46), (414, 28), (736, 50), (812, 56), (896, 61), (834, 57),
        (1112, 76), (1024, 70), (1366, 94),
      ] as [(CGFloat, Int)])
    func rule(width: CGFloat, ems: Int) {
      #expect(EmWidth.ems(in: width) == ems)
    }

    static let abort: VariableWidthString = [20: "Abort", 25: "Abort Launch", 50: "Abort Launch Sequence"]
    static let start: VariableWidthString = [20: "Start", 25: "Start Countdown", 50: "Start Launch Countdown"]

    /// S42's table.
    @Test(
      "S42: the strings each screen shows",
      arguments: [
        ("iPhone SE", Orientation.portrait, 22, "Abort", "Start"),
        ("iPhone XS", .portrait, 25, "Abort Launch", "Start Countdown"),
        ("iPhone 8", .landscape, 46, "Abort Launch", "Start Countdown"),
        ("iPhone XS", .landscape, 56, "Abort Launch Sequence", "Start Launch Countdown"),
        ("iPad Pro 10.5\"", .portrait, 57, "Abort Launch Sequence", "Start Launch Countdown"),
      ] as [(String, Orientation, Int, String, String)])
    func s42(name: String, orientation: Orientation, ems: Int, abort: String, start: String) throws {
      let device = try catalogued(name)
      #expect(device.emWidth(orientation) == ems)
      #expect(Self.abort.variantFittingPresentationWidth(ems) == abort)
      #expect(Self.start.variantFittingPresentationWidth(ems) == start)
      #expect(Self.abort.variant(forWidth: device.screen(orientation).size.width) == abort)
    }

    /// §1.29: 20 on the SE, 25 on the other iPhones in portrait, 50 on the larger iPhones in
    /// landscape and on every iPad.
    @Test("§1.29: which variant each class of screen gets")
    func variantClasses() throws {
      let abort = Self.abort
      #expect(abort.variantFittingPresentationWidth(try catalogued("iPhone SE").emWidth(.portrait)) == "Abort")
      for name in ["iPhone 8", "iPhone 8 Plus", "iPhone X", "iPhone XR", "iPhone XS Max"] {
        #expect(abort.variantFittingPresentationWidth(try catalogued(name).emWidth(.portrait)) == "Abort Launch")
      }
      for name in ["iPhone 8 Plus", "iPhone X", "iPhone XR", "iPhone XS Max"] {
        #expect(abort.variantFittingPresentationWidth(try catalogued(name).emWidth(.landscape)) == "Abort Launch Sequence")
      }
      for device in Device.iPads {
        for orientation in Orientation.allCases {
          #expect(abort.variantFittingPresentationWidth(device.emWidth(orientation)) == "Abort Launch Sequence")
        }
      }
    }

    @Test("Narrower than every variant gives the narrowest; no variants give an empty string")
    func edges() {
      #expect(Self.abort.variantFittingPresentationWidth(10) == "Abort")
      #expect(Self.abort.variantFittingPresentationWidth(25) == "Abort Launch")
      #expect(VariableWidthString([:]).variantFittingPresentationWidth(40) == "")
    }
  }
}
