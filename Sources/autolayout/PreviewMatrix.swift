import ArgumentParser
import Foundation
import LayoutDocuments
import LayoutRendering
import OpenAutoLayout

/// `autolayout render FILE --matrix -o OUT.html`: one document laid out across devices ×
/// orientations × iPad windows × content size categories × languages, each layout checked and
/// drawn, into one gallery page with a section per device (the preview matrix of behaviour-2:
/// some bugs show only on the smallest or largest screens, at the largest text sizes, or in
/// longer languages).
struct PreviewMatrix: Sendable {
  /// A phone of each width class and shape, and two iPads: the narrowest (320) and widest
  /// phones, a Plus (regular width in landscape), notched and Dynamic Island screens.
  static let defaultDevices = [
    "iPhone SE (1st generation)", "iPhone 8", "iPhone 8 Plus", "iPhone 11 Pro", "iPhone 16 Pro Max", "iPad Air 2",
    "iPad Pro 12.9\" (2nd generation)",
  ]

  let devices: [Device]
  let orientations: [LayoutDocument.Orientation]
  /// The iPad windows to show, full screen first; a device or orientation without a mode skips
  /// it (iPhones run full screen only, the half split is landscape only).
  let splits: [Multitasking]
  let categories: [ContentSizeCategory]
  /// The languages to show the text in: nil for the document's own, else a pseudolanguage.
  let languages: [PseudoLanguage?]

  /// The matrix the options name.
  ///
  /// - Parameters:
  ///   - devices: Device names, comma-separated; nil for ``defaultDevices``.
  ///   - orientations: `portrait`, `landscape`, comma-separated.
  ///   - categories: Content size categories by UIKit's names, comma-separated, or `all`.
  ///   - splits: Multitasking modes, comma-separated, or `all`.
  ///   - languages: `base` (the document's text) and pseudolanguages, comma-separated, or `all`.
  /// - Throws: `ValidationError` naming what is unknown or empty (exit 64).
  init(
    devices: String?, orientations: String, categories: String, splits: String = "fullScreen",
    languages: String = "base"
  ) throws {
    self.devices = try (devices.map(Self.list) ?? Self.defaultDevices).map { name in
      guard let device = Device.named(name) else {
        throw ValidationError("--devices: " + DeviceSettings.unknownDeviceMessage(name))
      }
      return device
    }
    self.orientations = try Self.values(
      orientations, option: "orientations", LayoutDocument.Orientation.allCases.map { ($0.rawValue, $0) })
    self.splits = try Self.values(splits, option: "splits", Multitasking.allCases.map { ($0.rawValue, $0) })
    self.categories = try Self.values(
      categories, option: "categories", ContentSizeCategory.sizes.map { ($0.name, $0) })
    self.languages = try Self.values(
      languages, option: "languages", [("base", nil)] + PseudoLanguage.allCases.map { ($0.rawValue, $0) })
    guard !self.devices.isEmpty else { throw ValidationError("--devices names no device") }
  }

  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The values `text` names from `choices` (comma-separated names, or `all` for every one), in
  /// the order written.
  private static func values<Value>(_ text: String, option: String, _ choices: [(name: String, value: Value)])
    throws -> [Value]
  {
    if text == "all" { return choices.map(\.value) }
    let values = try list(text).map { name in
      guard let choice = choices.first(where: { $0.name == name }) else {
        let names = choices.map(\.name).joined(separator: ", ")
        throw ValidationError("--\(option) takes all, or some of \(names); got '\(name)'")
      }
      return choice.value
    }
    guard !values.isEmpty else { throw ValidationError("--\(option) names nothing") }
    return values
  }

  /// One card of a device's section: the options it is laid out with and its caption.
  private struct Cell {
    var options: LayoutOptions
    var title: String
    var canvas: CGSize
  }

  /// `device`'s cells, in orientation, then window, then category, then language order; windows
  /// the device does not have in an orientation are skipped.
  private func cells(of device: Device, base: LayoutOptions) -> [Cell] {
    var cells: [Cell] = []
    for orientation in orientations {
      for split in splits {
        guard let canvas = device.windowSize(orientation.model, multitasking: split) else { continue }
        for category in categories {
          for language in languages {
            var options = base
            (options.device, options.orientation, options.multitasking) = (device.name, orientation, split)
            options.traits.contentSizeCategory = category.name
            options.pseudoLanguage = language
            let parts = [orientation.rawValue, split == .fullScreen ? nil : split.rawValue, category.name, language?.rawValue]
            cells.append(Cell(options: options, title: parts.compactMap(\.self).joined(separator: ", "), canvas: canvas))
          }
        }
      }
    }
    return cells
  }

  /// The page of `document`: a section per device with a card per cell, each laid out with
  /// `base` (the command's `--trait`s) on that device, orientation, window, text size and
  /// language. Devices are laid out in parallel.
  func page(for document: LayoutDocument, file: String, base: LayoutOptions, jobs: Int) async -> (
    html: String, cards: Int, problems: Int
  ) {
    let sections = await Parallel.map(devices, jobs: jobs, progress: { $0.name }) { device in
      var times = PhaseTimes()
      let cards = cells(of: device, base: base).map { cell in
        GalleryCards.card(
          for: document, file: file, title: cell.title,
          canvasName: "\(Int(cell.canvas.width))×\(Int(cell.canvas.height)) at \(Int(device.scale))x",
          options: cell.options, times: &times)
      }
      let size = device.portraitSize
      let summary =
        "\(device.userInterfaceIdiom == .pad ? "iPad" : "iPhone"), \(Int(size.width)) × \(Int(size.height)) points at \(Int(device.scale))x"
      return (recipe: device.name, summary: summary, cards: cards)
    }
    let title = "\(document.name ?? URL(fileURLWithPath: file).lastPathComponent) — preview matrix"
    let html = GalleryPage.html(title: title, sections: sections, sectionNoun: "devices")
    let all = sections.flatMap(\.cards)
    return (html, all.count, all.filter(\.isProblem).count)
  }
}
