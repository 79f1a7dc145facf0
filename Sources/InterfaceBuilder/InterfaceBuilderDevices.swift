import OpenAutoLayout

/// Interface Builder's device ids (`<device id="retina4_7">`) and the catalogue's devices with
/// the same screen: what a document designed on that device is laid out on.
package enum InterfaceBuilderDevices {
  /// IB's id → a catalogue device of that screen (size, scale, safe area, size classes).
  static let byID: [String: String] = [
    "retina4_0": "iPhone SE (1st generation)",
    "retina4_7": "iPhone 8",
    "retina5_5": "iPhone 8 Plus",
    "retina5_9": "iPhone 11 Pro",
    "retina6_1": "iPhone 11",
    "retina6_5": "iPhone 11 Pro Max",
    "retina5_4": "iPhone 12 mini",
    "retina6_12": "iPhone 12",
    "retina6_0": "iPhone 12",
    "retina6_72": "iPhone 12 Pro Max",
    "iPhone14Pro": "iPhone 14 Pro",
    "iPhone14ProMax": "iPhone 14 Pro Max",
    "iPhone15Pro": "iPhone 15 Pro",
    "iPhone16Pro": "iPhone 16 Pro",
    "iPhone16ProMax": "iPhone 16 Pro Max",
    "ipad9_7": "iPad Air 2",
    "ipad10_2": "iPad (7th generation)",
    "ipad10_5": "iPad Pro 10.5\"",
    "ipad11_0rounded": "iPad Pro 11\" (1st generation)",
    "ipad12_9": "iPad Pro 12.9\" (2nd generation)",
    "ipad12_9rounded": "iPad Pro 12.9\" (3rd generation)",
    "ipad7_9": "iPad mini 4",
    "ipad10_9rounded": "iPad Air (4th generation)",
    "ipad8_3": "iPad mini (6th generation)",
  ]

  /// The catalogue's device for IB's `id`, or nil for an id not known here.
  package static func device(forID id: String) -> Device? {
    byID[id].flatMap(Device.named)
  }
}
