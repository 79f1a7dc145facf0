import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout
import TextMeasurement

/// The options every command that lays a document out takes: `--canvas WxH` and
/// `--trait NAME=VALUE`, which override the document (layout-document.md §3), and `--device`,
/// `--orientation` and `--multitasking`, which lay it out on a device of the catalogue.
struct InputOptions: ParsableArguments {
  @Option(name: .long, help: "The root view's size, WIDTHxHEIGHT in points, instead of the document's.")
  var canvas: String?

  @Option(
    name: .long,
    help: "A device to lay the document out on, as Apple names it ('iPhone 8', 'iPad Air 2'): its window, scale, safe area, size classes and margins.")
  var device: String?

  @Option(name: .long, help: "The device's orientation: portrait or landscape.")
  var orientation: LayoutDocument.Orientation?

  @Option(
    name: .long,
    help: "An iPad app's share of the screen: fullScreen, twoThirds, half, oneThird or slideOver.")
  var multitasking: Multitasking?

  @Option(
    name: .long,
    help: "Show the text in a pseudolanguage, as Xcode does: doubleLength, accented, bounded or rightToLeft.")
  var pseudoLanguage: PseudoLanguage?

  @Option(
    name: .customLong("trait"),
    help: "A trait instead of the document's: layoutDirection, horizontalSizeClass, verticalSizeClass or contentSizeCategory, as NAME=VALUE.")
  var traits: [String] = []

  @Option(
    name: .long,
    help: "A folder of fonts to measure text with (San Francisco's files there become the system font); also $AUTOLAYOUT_FONT_DIR.")
  var fontDir: [String] = []

  @Option(
    name: .long,
    help: "Storyboards: stored (text views keep the sizes Interface Builder stored, scaled on other devices) or measured (our fonts' sizes).")
  var textMetrics: InterfaceBuilderSceneLayout.TextMetrics = .stored

  func validate() throws {
    _ = try layoutOptions()
    let folders = fontDir + (ProcessInfo.processInfo.environment["AUTOLAYOUT_FONT_DIR"].map { [$0] } ?? [])
    for folder in folders {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw ValidationError("--font-dir: '\(folder)' is not a folder")
      }
      FontLocator.addFontDirectory(folder)
    }
  }

  /// The overrides, or a command-line error (exit 64).
  func layoutOptions() throws -> LayoutOptions {
    var options = LayoutOptions(
      device: device, orientation: orientation, multitasking: multitasking, pseudoLanguage: pseudoLanguage)
    if let device, Device.named(device) == nil {
      throw ValidationError("--device: " + DeviceSettings.unknownDeviceMessage(device))
    }
    if let canvas { options.canvas = try Self.size(canvas) }
    for trait in traits { try Self.apply(trait, to: &options.traits) }
    return options
  }

  static func size(_ text: String) throws -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000
    else {
      throw ValidationError("--canvas must be WIDTHxHEIGHT with sizes in (0, 100000], such as 375x667; got '\(text)'")
    }
    return CGSize(width: width, height: height)
  }

  static func apply(_ text: String, to traits: inout DocumentTraits) throws {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { throw ValidationError("--trait must be NAME=VALUE; got '\(text)'") }
    let (name, value) = (parts[0], parts[1])
    func invalid(_ allowed: [String]) -> ValidationError {
      ValidationError("--trait \(name) must be one of \(allowed.joined(separator: ", ")); got '\(value)'")
    }
    switch name {
    case "layoutDirection":
      guard let direction = DocumentTraits.LayoutDirection(rawValue: value) else {
        throw invalid(DocumentTraits.LayoutDirection.allCases.map(\.rawValue))
      }
      traits.layoutDirection = direction
    case "horizontalSizeClass", "verticalSizeClass":
      guard let sizeClass = DocumentTraits.SizeClass(rawValue: value) else {
        throw invalid(DocumentTraits.SizeClass.allCases.map(\.rawValue))
      }
      if name == "horizontalSizeClass" { traits.horizontalSizeClass = sizeClass } else { traits.verticalSizeClass = sizeClass }
    case "contentSizeCategory":
      guard DocumentTraits.contentSizeCategories.contains(value) else { throw invalid(DocumentTraits.contentSizeCategories) }
      traits.contentSizeCategory = value
    default:
      throw ValidationError(
        "unknown trait '\(name)'; the traits are layoutDirection, horizontalSizeClass, verticalSizeClass, contentSizeCategory")
    }
  }
}

extension LayoutDocument.Orientation: ExpressibleByArgument {}
extension Multitasking: ExpressibleByArgument {}
extension PseudoLanguage: ExpressibleByArgument {}
extension InterfaceBuilderSceneLayout.TextMetrics: ExpressibleByArgument {}
