/// Which overlays a render draws over the views (`autolayout render --overlay …`).
///
/// Views (their colours and text), ambiguous items and the legend are always drawn; each overlay
/// adds one group of marks, as the buttons of Xcode's canvas do.
public struct RenderOverlays: OptionSet, Sendable, Hashable {
  /// One bit per overlay.
  public let rawValue: UInt8
  /// Overlays from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Every view's frame outlined, with its id.
  public static let frames = RenderOverlays(rawValue: 1 << 0)
  /// Each container's layout margins as a translucent band inside its frame.
  public static let margins = RenderOverlays(rawValue: 1 << 1)
  /// The root view's unsafe strips (outside the safe area) as a translucent band.
  public static let safeArea = RenderOverlays(rawValue: 1 << 2)
  /// The document's layout guides as dashed outlines.
  public static let guides = RenderOverlays(rawValue: 1 << 3)
  /// The document's constraints, drawn as Xcode draws them.
  public static let constraints = RenderOverlays(rawValue: 1 << 4)

  /// Every overlay.
  public static let all: RenderOverlays = [.frames, .margins, .safeArea, .guides, .constraints]

  /// The names `--overlay` accepts, in the order they are listed in help.
  public static let names: [(name: String, overlay: RenderOverlays)] = [
    ("frames", .frames), ("margins", .margins), ("safeArea", .safeArea), ("guides", .guides),
    ("constraints", .constraints), ("all", .all),
  ]

  /// Overlays from a comma-separated list of names, such as `"frames,margins,constraints"`.
  ///
  /// Names are those of ``names`` (`frames`, `margins`, `safeArea`, `guides`, `constraints`,
  /// `all`); spaces around names are ignored and an empty list means no overlay.
  /// - Returns: nil when any name is unknown, so that the command can quote it.
  public init?(names: String) {
    var overlays: RenderOverlays = []
    for part in names.split(separator: ",", omittingEmptySubsequences: true) {
      let name = part.trimmingSpaces
      guard !name.isEmpty else { continue }
      guard let match = RenderOverlays.names.first(where: { $0.name == name }) else { return nil }
      overlays.formUnion(match.overlay)
    }
    self = overlays
  }

  /// The names in `list` that are not overlay names, for an error message.
  public static func unknownNames(in list: String) -> [String] {
    list.split(separator: ",").map(\.trimmingSpaces)
      .filter { name in !name.isEmpty && !names.contains { $0.name == name } }
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
