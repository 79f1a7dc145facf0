import Foundation
import OpenAutoLayoutUIKit
import Testing

// UITraitCollection's API as layout code uses it, and UIKit's raw values (from UIKit's headers:
// UIUserInterfaceIdiom, UIUserInterfaceSizeClass, UIUserInterfaceStyle,
// UIUserInterfaceLayoutDirection, UIContentSizeCategory).

@Suite("UITraitCollection as UIKit's", .timeLimit(.minutes(10)))
struct TraitCollectionUIKitTests {
  @Test("Enumerations carry UIKit's raw values")
  func rawValues() {
    #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
    #expect(UIUserInterfaceIdiom.phone.rawValue == 0)
    #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
    #expect(UIUserInterfaceIdiom.tv.rawValue == 2)
    #expect(UIUserInterfaceIdiom.carPlay.rawValue == 3)
    #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
    #expect(UIUserInterfaceIdiom(rawValue: 1) == .pad)
    #expect(UIUserInterfaceSizeClass.unspecified.rawValue == 0)
    #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
    #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
    #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
    #expect(UIUserInterfaceStyle.light.rawValue == 1)
    #expect(UIUserInterfaceStyle.dark.rawValue == 2)
    #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
  }

  @Test("Content size categories have UIKit's string raw values")
  func contentSizeCategoryRawValues() {
    let expected: [(UIContentSizeCategory, String)] = [
      (.unspecified, "_UICTContentSizeCategoryUnspecified"), (.extraSmall, "UICTContentSizeCategoryXS"),
      (.small, "UICTContentSizeCategoryS"), (.medium, "UICTContentSizeCategoryM"),
      (.large, "UICTContentSizeCategoryL"), (.extraLarge, "UICTContentSizeCategoryXL"),
      (.extraExtraLarge, "UICTContentSizeCategoryXXL"), (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
      (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"),
      (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
      (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
      (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
      (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
    ]
    for (category, raw) in expected {
      #expect(category.rawValue == raw)
      #expect(UIContentSizeCategory(rawValue: raw) == category)
    }
    #expect(UIContentSizeCategory.allCases.count == expected.count)
    // A preference read back from user defaults, as apps store it.
    #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")! > .large)
  }

  @Test("init(traitsFrom:) takes each trait from the last collection that has it")
  func traitsFrom() {
    let phone = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceIdiom: .phone),
    ])
    #expect(phone.horizontalSizeClass == .compact)
    #expect(phone.verticalSizeClass == .regular)
    #expect(phone.displayScale == 3)
    #expect(phone.userInterfaceIdiom == .phone)

    // A later collection overrides only what it has: the scale and idiom stay.
    let wide = UITraitCollection(traitsFrom: [phone, UITraitCollection(horizontalSizeClass: .regular)])
    #expect(wide.horizontalSizeClass == .regular)
    #expect(wide.displayScale == 3)
    #expect(wide.userInterfaceIdiom == .phone)
    // And one that names the default still overrides.
    let narrow = UITraitCollection(traitsFrom: [wide, UITraitCollection(horizontalSizeClass: .compact)])
    #expect(narrow.horizontalSizeClass == .compact)
    #expect(narrow.displayScale == 3)
  }

  @Test("containsTraits(in:) checks only the traits the other collection has")
  func containsTraits() {
    let pad = UITraitCollection(
      horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2, userInterfaceIdiom: .pad)
    #expect(pad.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(pad.containsTraits(in: UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(displayScale: 2),
    ])))
    #expect(!pad.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(!pad.containsTraits(in: UITraitCollection(displayScale: 3)))
    #expect(pad.containsTraits(in: UITraitCollection()))
    #expect(pad.containsTraits(in: nil))
    // A trait set after initialisation counts as given.
    var scale3 = UITraitCollection()
    scale3.displayScale = 3
    #expect(!pad.containsTraits(in: scale3))
  }

  @Test("hasDifferentColorAppearance(comparedTo:) compares the interface style")
  func colorAppearance() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(light.hasDifferentColorAppearance(comparedTo: dark))
    #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 3)])))
    #expect(dark.hasDifferentColorAppearance(comparedTo: nil))
    #expect(UITraitCollection().userInterfaceStyle == .light)
  }

  @Test("UITraitCollection.current: the main screen's, or what this thread set")
  func currentTraits() throws {
    try onDevice("iPad Air 2") {
      #expect(UITraitCollection.current.userInterfaceIdiom == .pad)
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      var seen: UIUserInterfaceStyle?
      dark.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
      #expect(seen == .dark)
      #expect(UITraitCollection.current.userInterfaceIdiom == .pad)
    }
  }
}
