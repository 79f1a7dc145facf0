import Foundation

extension Device {
  /// The catalogue's device called `name`, or nil.
  ///
  /// Matching ignores case, punctuation and how inches are written, so `iphone se`,
  /// `iPad Pro 10.5"`, `iPad Pro 10.5-inch` and `iPad Pro (10.5-inch)` all match; aliases count
  /// (`iPhone SE` is the 1st generation, as in the book). ``suggestedName(for:)`` offers a near
  /// name when this returns nil.
  ///
  /// - Complexity: O(1) after the first lookup builds the index.
  public static func named(_ name: String) -> Device? {
    index[lookupKey(name)]
  }

  /// The catalogue's names, in catalogue order, for listing the choices.
  public static var names: [String] { all.map(\.name) }

  /// The device name `name` most likely stands for ("did you mean …?"), or nil when none is
  /// close: a name it begins, or one within two edits (as the constraint language suggests names),
  /// compared as ``named(_:)`` compares. An alias that matches suggests its device's name.
  public static func suggestedName(for name: String) -> String? {
    if let exact = named(name) { return exact.name }
    guard let key = NameSuggestion.closest(to: lookupKey(name), in: index.keys.sorted()) else { return nil }
    return index[key]?.name
  }

  /// Every name and alias, by lookup key. Names and aliases are unique, so no key is taken
  /// twice; a debug build checks.
  private static let index: [String: Device] = {
    var index: [String: Device] = [:]
    for device in all {
      for name in [device.name] + device.aliases {
        let key = lookupKey(name)
        assert(index[key] == nil, "'\(name)' names both \(index[key]!.name) and \(device.name)")
        index[key] = device
      }
    }
    return index
  }()

  /// `name` folded for comparison: lowercased, inches (`"`, `-inch`, `″`) and brackets dropped,
  /// runs of spaces made one.
  static func lookupKey(_ name: String) -> String {
    var folded = name.lowercased()
    for mark in ["-inch", " inch", "inch", "\"", "″", "”", "“", "(", ")", ",", "-"] {
      folded = folded.replacingOccurrences(of: mark, with: " ")
    }
    return folded.split(separator: " ").joined(separator: " ")
  }
}
