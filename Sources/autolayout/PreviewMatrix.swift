import ArgumentParser
import Foundation
import LayoutDocuments
import LayoutRendering
import OpenAutoLayout

/// `autolayout render FILE --matrix -o OUT.html`: one document laid out across devices ×
/// orientations × content size categories, each layout checked and drawn, into one gallery page
/// with a section per device (the preview matrix of behaviour-2: some bugs show only on the
/// smallest or largest screens, or at the largest text sizes).
struct PreviewMatrix: Sendable {
  /// A phone of each width class and shape, and two iPads: the narrowest (320) and widest
  /// phones, a Plus (regular width in landscape), notched and Dynamic Island screens.
  static let defaultDevices = [
    "iPhone SE (1st generation)", "iPhone 8", "iPhone 8 Plus", "iPhone 11 Pro", "iPhone 16 Pro Max", "iPad Air 2",
    "iPad Pro 12.9\" (2nd generation)",
  ]

  let devices: [Device]
  let orientations: [LayoutDocument.Orientation]
  let categories: [ContentSizeCategory]
  /// The iPad windows to show, full screen first; a device or orientation without a mode skips
  /// it (iPhones run full screen only, the half split is landscape only).
  let splits: [Multitasking]
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
  /// - Throws: `ValidationError` naming what is unknown (exit 64).
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
    self.orientations = try Self.list(orientations).map { name in
      guard let orientation = LayoutDocument.Orientation(rawValue: name) else {
        throw ValidationError("--orientations takes portrait and landscape; got '\(name)'")
      }
      return orientation
    }
    self.categories =
      try categories == "all"
      ? ContentSizeCategory.sizes
      : Self.list(categories).map { name in
        guard let category = ContentSizeCategory(rawValue: name), category != .unspecified else {
          throw ValidationError(
            "--categories takes all, or some of \(DocumentTraits.contentSizeCategories.joined(separator: ", ")); got '\(name)'")
        }
        return category
      }
    self.splits =
      try splits == "all"
      ? Multitasking.allCases
      : Self.list(splits).map { name in
        guard let mode = Multitasking(rawValue: name) else {
          let names = Multitasking.allCases.map(\.rawValue).joined(separator: ", ")
          throw ValidationError("--splits takes all, or some of \(names); got '\(name)'")
        }
        return mode
      }
    self.languages =
      try languages == "all"
      ? [nil] + PseudoLanguage.allCases
      : Self.list(languages).map { name in
        if name == "base" { return nil }
        guard let language = PseudoLanguage(rawValue: name) else {
          let names = (["base"] + PseudoLanguage.allCases.map(\.rawValue)).joined(separator: ", ")
          throw ValidationError("--languages takes all, or some of \(names); got '\(name)'")
        }
        return language
      }
    guard
      !self.devices.isEmpty, !self.orientations.isEmpty, !self.categories.isEmpty, !self.splits.isEmpty,
      !self.languages.isEmpty
    else {
      throw ValidationError("--matrix needs at least one device, orientation, content size category, split and language")
    }
  }

  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The page of `document`: a section per device, its cards in orientation, then split, then
  /// category, then language order, each laid out with `base` (the command's `--trait`s) on that
  /// device, orientation, window, text size and language. Devices are laid out in parallel.
  func page(for document: LayoutDocument, file: String, base: LayoutOptions, jobs: Int) async -> (
    html: String, cards: Int, problems: Int
  ) {
    let orientations = orientations, categories = categories, splits = splits, languages = languages
    let sections = await Parallel.map(devices, jobs: jobs, progress: { $0.name }) { device in
      var times = PhaseTimes()
      var cards: [GalleryCard] = []
      for orientation in orientations {
        for split in splits {
          guard let canvas = device.windowSize(orientation.model, multitasking: split) else { continue }
          let window = split == .fullScreen ? "" : ", \(split.rawValue)"
          for category in categories {
            for language in languages {
              var options = base
              options.device = device.name
              options.orientation = orientation
              options.multitasking = split
              options.traits.contentSizeCategory = category.rawValue
              options.pseudoLanguage = language
              let text = language.map { ", \($0.rawValue)" } ?? ""
              cards.append(
                GalleryCards.card(
                  for: document, file: file, title: "\(orientation.rawValue)\(window), \(category.rawValue)\(text)",
                  canvasName: "\(Int(canvas.width))×\(Int(canvas.height)) at \(Int(device.scale))x", options: options,
                  times: &times))
            }
          }
        }
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
