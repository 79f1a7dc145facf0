import OpenAutoLayout
import OpenAutoLayoutUIKit

/// The Visual Format Language: `LayoutConstraint.constraints(visualFormat:…)` and UIKit's
/// `NSLayoutConstraint.constraints(withVisualFormat:…)` on any text.
///
/// Input: the format as UTF-8 (invalid sequences repaired), optionally followed by a NUL byte and
/// one byte choosing the options from ``optionChoices`` (so that seeds are plain VFL lines). The
/// names are those of ``NamedHierarchy``.
///
/// Checks: an error's offset lies within the format (or is absent); the constraints made print
/// in the constraint language and read back to equivalent constraints (layout-document.md §2);
/// activated together and laid out, they give frames without NaN; the UIKit spelling makes as
/// many constraints; and everything made is freed afterwards.
public enum VisualFormatHarness {
  /// The option sets a trailing byte chooses from: none, each alignment, each direction, baseline
  /// spacing, and a few combinations (some refused on the format's own axis).
  static let optionChoices: [VisualFormatOptions] = [
    [], .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
    .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline, .directionLeftToRight,
    .directionRightToLeft, .spacingBaselineToBaseline, [.alignAllTop, .alignAllBottom],
    [.alignAllCenterY, .directionRightToLeft], [.alignAllLeading, .alignAllCenterX],
    [.alignAllLastBaseline, .spacingBaselineToBaseline], VisualFormatOptions(rawValue: 0xFFFF_FFFF),
  ]

  public static func run(_ bytes: [UInt8]) {
    var options: VisualFormatOptions = []
    var text = bytes[...]
    if let separator = bytes.firstIndex(of: 0) {
      text = bytes[..<separator]
      let choice = separator + 1 < bytes.count ? Int(bytes[separator + 1]) : 0
      options = optionChoices[choice % optionChoices.count]
    }
    let format = String(decoding: text, as: UTF8.self)
    var freed = LifetimeCheck("VFL")
    do {
      let hierarchy = NamedHierarchy()
      freed.watch(hierarchy.root)
      freed.watch(hierarchy.orphan)
      let constraints: [LayoutConstraint]
      do throws(VisualFormatError) {
        constraints = try LayoutConstraint.constraints(
          visualFormat: format, options: options, metrics: NamedHierarchy.metrics, views: hierarchy.items)
      } catch {
        let count = format.count
        if let offset = error.offset, offset < 0 || offset > count {
          fatalError("VFL harness: offset \(offset) outside the format of \(count) characters: \(error)")
        }
        _ = error.description
        return
      }
      constraints.forEach { freed.watch($0) }
      LanguageChecks.expectRoundTrip(constraints, items: hierarchy.items, harness: "VFL")
      // UIKit's spelling converts untyped metrics and views: it must agree.
      let untypedMetrics = NamedHierarchy.metrics.mapValues { $0 as Any }
      let untyped = NSLayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: untypedMetrics, views: hierarchy.items)
      if untyped.count != constraints.count {
        fatalError("VFL harness: UIKit's spelling made \(untyped.count) constraints, the model \(constraints.count)")
      }
      LanguageChecks.expectLayout(of: constraints, in: hierarchy, harness: "VFL")
    }
    freed.expectFreed()
  }
}
