import Foundation
import Hummingbird

/// The page's files, read once from the target's resources: a fixed table by name, so a request
/// can ask only for these.
struct PageAssets: Sendable {
  private static let table: [(name: String, type: String)] = [
    ("index.html", "text/html; charset=utf-8"), ("inspector.css", "text/css; charset=utf-8"),
    ("inspector.js", "text/javascript; charset=utf-8"),
  ]
  private var contents: [String: (type: String, text: String)] = [:]

  static func load() -> PageAssets {
    var assets = PageAssets()
    for (name, type) in table {
      let url = Bundle.module.resourceURL?.appendingPathComponent("page").appendingPathComponent(name)
      if let url, let text = try? String(contentsOf: url, encoding: .utf8) {
        assets.contents[name] = (type, text)
      }
    }
    return assets
  }

  /// The asset called `name`, or 404.
  func response(for name: String) -> Response {
    guard let asset = contents[name] else {
      return Response(
        status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
    }
    return Response(
      status: .ok, headers: [.contentType: asset.type, .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: asset.text)))
  }
}
