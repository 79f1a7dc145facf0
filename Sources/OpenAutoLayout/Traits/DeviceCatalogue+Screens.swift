import Foundation

// The screen designs of the catalogue, one row each: size in points (portrait), scale, safe
// area, status bar, landscape width class and multitasking widths. `Device.all` names the models
// built around each.
//
// Where the numbers come from, group by group, is stated on each group. The spec (behaviour-2
// §2, behaviour-1 §2.1 and §2.3) is the acceptance data: where it lists a device, its values win,
// and a differing source is noted beside them.

extension DeviceScreen {
  // MARK: iPhones with a home button

  // Sizes and scales: behaviour-2 §2.1 (the book's Appendix C table), which Apple's HIG "Layout"
  // table agrees with. §2.1 prints the 6/6s Plus as 375 × 667; that is an erratum (§2.1 says so;
  // the HIG gives 414 × 736, as for every Plus). Insets and status bar: behaviour-1 §2.3 and
  // behaviour-2 §2.6 (status bar 20 in portrait, hidden in landscape); pointfreeco's
  // swift-snapshot-testing `ViewImageConfig` (iPhoneSe, iPhone8, iPhone8Plus) agrees.

  /// 4-inch: iPhone 5s, SE (1st generation).
  static let phone4 = homeButtonPhone(320, 568, scale: 2, landscape: .compact)
  /// 4.7-inch: iPhone 6, 6s, 7, 8, SE (2nd and 3rd generation).
  static let phone4_7 = homeButtonPhone(375, 667, scale: 2, landscape: .compact)
  /// 5.5-inch, the Plus models: rendered at 3x (1242 × 2208) and shown on 1080 × 1920 pixels, so
  /// the native scale is 1080 / 414 ≈ 2.608 (§2.1).
  static let phone5_5 = homeButtonPhone(414, 736, scale: 3, nativeScale: 1080 / 414, landscape: .regular)

  // MARK: iPhones with a notch (Face ID)

  // X, XS, XR, XS Max: behaviour-1 §2.1 and §2.3 (portrait top 44, bottom 34; landscape 44 on
  // both sides, bottom 21) and behaviour-2 §2.6 (status bar 44). karolszafranski/
  // SafeAreaInsetsWithStoryboard measured the same on iOS 13.2 for the X, XS, XS Max, XR, 11,
  // 11 Pro and 11 Pro Max. Disagreements: swift-snapshot-testing gives a landscape bottom of 24
  // (the spec's 21 wins); the XR and 11 are reported at 48 on iOS 14 and later (not verified
  // here; the spec's iOS 12 value 44 wins for the XR, and the 11 keeps the measured 44 with it).

  /// 5.8-inch: iPhone X, XS, 11 Pro.
  static let phone5_8 = notchedPhone(375, 812, top: 44, landscape: .compact)
  /// 6.1-inch LCD at 2x: iPhone XR, 11.
  static let phone6_1LCD = notchedPhone(414, 896, scale: 2, top: 44, landscape: .regular)
  /// 6.5-inch: iPhone XS Max, 11 Pro Max.
  static let phone6_5 = notchedPhone(414, 896, top: 44, landscape: .regular)

  // 12 and 13 minis: the X's points, rendered at 3x (1125 × 2436) and shown on 1080 × 2340
  // pixels (hacknicity, "How iOS Apps Adapt to the various iPhone 12 Screen Sizes", and a
  // MacRumors forum post giving the numbers), so the native scale is 2.88; top 50 (react-native-safearea-height's table of tops). 12, 13, 14,
  // 16e and the 12/13 Pro Max and 14 Plus: top 47, landscape 47 and 21 (swift-snapshot-testing
  // `iPhone12`, `iPhone12ProMax`; useyourloaf "iPhone 14 Screen Sizes" via a device matrix that
  // quotes 141/102 pixels at 3x). The 16e's insets are assumed equal to the 14's (same screen).

  /// 5.4-inch: iPhone 12 mini, 13 mini.
  static let phone5_4 = notchedPhone(
    375, 812, nativeScale: 1080 / 375, nativePixels: CGSize(width: 1080, height: 2340), top: 50, landscape: .compact)
  /// 6.1-inch, 390 wide: iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e.
  static let phone6_1 = notchedPhone(390, 844, top: 47, landscape: .compact)
  /// 6.7-inch, 428 wide: iPhone 12 Pro Max, 13 Pro Max, 14 Plus.
  static let phone6_7 = notchedPhone(428, 926, top: 47, landscape: .regular)

  // MARK: iPhones with a Dynamic Island

  // Sizes and size classes: Apple's HIG "Layout" specifications (as extracted 2026-01-23), which
  // add the iPhone 17 line and the iPhone Air (Sept 2025). Insets: top 59 on the 393- and
  // 430-wide screens, 62 on the 402- and 440-wide ones; in landscape the top value on both sides
  // and 21 at the bottom (useyourloaf "iPhone 16 Screen Sizes", as quoted by a device-geometry
  // reference and a snapshot config; csl.cool printed 59/34 and 59/21 from a Dynamic Island
  // iPhone). The status bar is 54 tall, the safe area reaching below it around the island (same
  // reference). iPhone 17 and 17 Pro Max: top 62, iPhone Air: top 68, from a secondary summary
  // of useyourloaf "iPhone 17 Screen Sizes"; their landscape insets (top value, 21) and status
  // bar (54) are assumed from the rule above, not measured.

  /// 6.1-inch, 393 wide: iPhone 14 Pro, 15, 15 Pro, 16.
  static let phone6_1Island = notchedPhone(393, 852, top: 59, statusBar: 54, landscape: .compact)
  /// 6.7-inch, 430 wide: iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus.
  static let phone6_7Island = notchedPhone(430, 932, top: 59, statusBar: 54, landscape: .regular)
  /// 6.3-inch, 402 wide: iPhone 16 Pro, 17, 17 Pro.
  static let phone6_3 = notchedPhone(402, 874, top: 62, statusBar: 54, landscape: .compact)
  /// 6.9-inch, 440 wide: iPhone 16 Pro Max, 17 Pro Max.
  static let phone6_9 = notchedPhone(440, 956, top: 62, statusBar: 54, landscape: .regular)
  /// 6.5-inch, 420 wide: iPhone Air.
  static let phoneAir = notchedPhone(420, 912, top: 68, statusBar: 54, landscape: .regular)

  // MARK: iPads with a home button

  // Sizes: behaviour-2 §2.1 and the HIG. Insets: status bar 20 on top in both orientations
  // (behaviour-1 §2.3, behaviour-2 §2.6). Multitasking widths, landscape (2/3, 1/2, 1/3) and
  // portrait (2/3, 1/3): behaviour-2 §2.2's table for the 12.9", 10.5" and 9.7" (which
  // swift-snapshot-testing's iPad configs repeat exactly); the 10.2" from swift-snapshot-testing
  // `iPad10_2`. Every measured row keeps a 10-point divider: 2/3 + 1/3 + 10 and 2 × 1/2 + 10 are
  // the screen's width. The iPad Air and iPad mini 2 and 3 have Slide Over but no Split View
  // (iOS 9 brought Split View to the iPad Air 2, mini 4 and iPad Pro only; InfoWorld's and
  // comp-blog's iOS 9 guides).

  /// 9.7- and 7.9-inch with Split View: iPad Air 2, mini 4 and 5, iPad (5th, 6th generation),
  /// iPad Pro 9.7".
  static let pad9_7 = homeButtonPad(
    768, 1024, multitasking: .splitView(landscape: (694, 507, 320), portrait: (438, 320)))
  /// 9.7- and 7.9-inch without Split View: iPad Air, iPad mini 2 and 3.
  static let pad9_7SlideOverOnly = homeButtonPad(768, 1024, multitasking: .slideOverOnly)
  /// 10.2-inch: iPad (7th to 9th generation).
  static let pad10_2 = homeButtonPad(
    810, 1080, multitasking: .splitView(landscape: (750, 535, 320), portrait: (480, 320)))
  /// 10.5-inch: iPad Pro 10.5", iPad Air (3rd generation).
  static let pad10_5 = homeButtonPad(
    834, 1112, multitasking: .splitView(landscape: (782, 551, 320), portrait: (504, 320)))
  /// 12.9-inch, 1st and 2nd generation iPad Pro.
  static let pad12_9 = homeButtonPad(1024, 1366, multitasking: .twelveNine)

  // MARK: iPads with a home indicator

  // Insets: top 24 and bottom 20 in both orientations, measured on the 11" and 12.9" (3rd
  // generation) iPad Pro on iOS 13.2 (karolszafranski/SafeAreaInsetsWithStoryboard) and given
  // for the M4 iPad Pros and 13" iPad Air (useyourloaf "iPad 2024 Screen Sizes", as quoted by a
  // device-geometry reference); assumed for the iPad Air (4th, 5th), iPad (10th, A16) and iPad
  // mini (6th, A17 Pro), which also have rounded screens and a home indicator. Sizes: the HIG,
  // and useyourloaf for the M4 iPad Pros (834 × 1210, 1032 × 1376), which the HIG lists under
  // the older 11" and 12.9" sizes. Multitasking: the 11" from swift-snapshot-testing
  // `iPadPro11` (its narrow column is 375 in landscape but 320 in portrait). The other rows are
  // DERIVED, not measured: the narrow column of the nearest measured iPad (375 beside a
  // landscape width of 1180 or more, 320 otherwise, 375 in portrait on the 13-inch), the
  // 10-point divider for the rest; the mini's half is 561.5 by that rule.

  /// 11-inch: iPad Pro 11" (1st to 4th generation).
  static let pad11 = homeIndicatorPad(
    834, 1194, multitasking: .splitView(landscape: (809, 592, 375), portrait: (504, 320)))
  /// 12.9-inch, 3rd generation iPad Pro onwards, and the 13-inch iPad Air (its screen is the
  /// same 1024 × 1366 points). Multitasking assumed equal to the measured 1st and 2nd generation's,
  /// as the screen is the same.
  static let pad12_9HomeIndicator = homeIndicatorPad(1024, 1366, multitasking: .twelveNine)
  /// 10.9- and 11-inch, 820 wide: iPad Air (4th, 5th generation), iPad Air 11" (M2, M3), iPad
  /// (10th generation, A16). Multitasking derived.
  static let pad10_9 = homeIndicatorPad(
    820, 1180, multitasking: .splitView(landscape: (795, 585, 375), portrait: (490, 320)))
  /// 8.3-inch: iPad mini (6th generation, A17 Pro). Multitasking derived.
  static let pad8_3 = homeIndicatorPad(
    744, 1133, multitasking: .splitView(landscape: (803, 561.5, 320), portrait: (414, 320)))
  /// 11-inch, 834 × 1210: iPad Pro 11" (M4, M5). Multitasking derived.
  static let pad11M4 = homeIndicatorPad(
    834, 1210, multitasking: .splitView(landscape: (825, 600, 375), portrait: (504, 320)))
  /// 13-inch, 1032 × 1376: iPad Pro 13" (M4, M5). Multitasking derived; its half is regular,
  /// as the 12.9-inch's.
  static let pad13M4 = homeIndicatorPad(
    1032, 1376,
    multitasking: .splitView(landscape: (991, 683, 375), portrait: (647, 375), halfIsRegular: true))
}

extension MultitaskingWidths {
  /// The 12.9-inch iPad Pro (behaviour-2 §2.2): the one iPad whose landscape halves are both
  /// regular width.
  static let twelveNine = splitView(landscape: (981, 678, 375), portrait: (639, 375), halfIsRegular: true)
}
