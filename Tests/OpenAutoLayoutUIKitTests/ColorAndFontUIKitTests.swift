import Foundation
import OpenAutoLayoutUIKit
import Testing
import TextMeasurement

// UIColor's system colours and initialisers, and UIFont's constructors, as UIKit code uses them.

/// Whether two colours' components agree within `tolerance`.
private func same(_ a: UIColor, _ b: UIColor, tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    && abs(a.alpha - b.alpha) <= tolerance
}

@Suite("UIColor and UIFont", .timeLimit(.minutes(10)))
struct ColorAndFontUIKitTests {
  @Test("System colours have iOS's light-appearance values")
  func systemColors() {
    #expect(same(.systemBlue, UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)))
    #expect(same(.systemRed, UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)))
    #expect(same(.systemGray6, UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)))
    #expect(same(.secondaryLabel, UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)))
    #expect(same(.systemBackground, .white))
    #expect(same(.label, .black))
    #expect(UIColor.separator.alpha == 0.29)
    #expect(UIColor.clear.alpha == 0)
  }

  @Test("Hue, saturation and brightness make the primaries, and getHue reads them back")
  func hue() {
    #expect(same(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red))
    #expect(same(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), .green))
    #expect(same(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 0.5), UIColor.blue.withAlphaComponent(0.5)))
    #expect(same(UIColor(hue: 0.5, saturation: 0, brightness: 0.25, alpha: 1), UIColor(white: 0.25, alpha: 1)))
    var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(UIColor.cyan.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
    #expect(abs(h - 0.5) < 1e-9 && s == 1 && b == 1 && a == 1)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor.systemGreen.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(red == 52 / 255 && green == 199 / 255 && blue == 89 / 255 && alpha == 1)
  }

  @Test("Display P3: greys are the same in sRGB; P3's red lies outside sRGB and is clamped to its edge")
  func displayP3() {
    // The matrix's rows each add up to 1, so a grey keeps its value.
    #expect(same(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1), tolerance: 1e-5))
    // Linear P3 red is (1.2249, −0.0421, −0.0196) in sRGB: clamped, (1, 0, 0).
    #expect(same(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1), .red))
  }

  @Test("A dynamic colour is resolved with light traits; a colour set comes from an asset catalogue")
  func dynamicAndNamed() throws {
    let background = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    #expect(background == .white)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)").path
    let set = (folder as NSString).appendingPathComponent("Colors.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    let contents = """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x40","green":"128","red":"0.900"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0","green":"0","red":"0"}},"idiom":"universal"}],
      "info":{"author":"xcode","version":1}}
      """
    try Data(contents.utf8).write(to: URL(fileURLWithPath: (set as NSString).appendingPathComponent("Contents.json")))
    let bundle = try #require(Bundle(path: folder))
    // The universal (light) entry: 0.9, 128 / 255 and 0x40 / 255.
    let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
    #expect(same(brand, UIColor(red: 0.9, green: 128 / 255, blue: 64 / 255, alpha: 1)))
    #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
  }

  @Test("UIFont's constructors: italic, monospaced, by name; sizes and weights as UIKit gives them")
  func fonts() throws {
    let italic = UIFont.italicSystemFont(ofSize: 15)
    #expect(italic.isItalic && italic.pointSize == 15)
    #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).family == "DejaVu Sans Mono")
    let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
    #expect(digits.weight == 500)
    let measurer = FontMeasurers.measurer(for: digits)
    #expect(measurer.width(of: "1111", pointSize: 17) == measurer.width(of: "8888", pointSize: 17), "tabular digits")
    let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
    #expect(bold.family == "DejaVu Sans" && bold.weight == 700 && bold.pointSize == 20)
    #expect(UIFont(name: "DejaVuSans-BoldOblique", size: 20)?.isItalic == true)
    #expect(UIFont(name: "DejaVu Sans Mono", size: 0)?.pointSize == 14, "0 is the system font size")
    #expect(UIFont(name: "NoSuchTypeface-Bold", size: 12) == nil)
    #expect(UIFont.preferredFont(forTextStyle: .headline).withSize(30).pointSize == 30)
    #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
  }

  @Test("UIFontMetrics scales fonts and values from Large to the traits' category, with a ceiling")
  func fontMetrics() {
    let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let metrics = UIFontMetrics(forTextStyle: .body)
    // Body is 17 at Large and 23 at XXXL.
    #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: traits).pointSize == 23)
    #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: traits).pointSize == 20)
    #expect(metrics.scaledValue(for: 34, compatibleWith: traits) == 46)
    #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
  }
}
