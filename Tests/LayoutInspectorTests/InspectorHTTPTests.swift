import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Testing

@testable import LayoutInspector

/// The inspector's HTTP side through Hummingbird's router test client: the page, its assets, the
/// document list and drawings, and nothing else.
@Suite("Inspector: HTTP")
struct InspectorHTTPTests {
  let server = InspectorServer(files: [
    Cookbook.path("two-views-with-complex-widths.yaml"), Cookbook.path("simple-stack-view.yaml"),
  ])

  @Test func servesThePageAndItsAssets() async throws {
    try await server.application().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        let page = String(buffer: response.body)
        // The elements the script and the browser test rely on.
        for id in ["documents", "drawing", "resize-handle", "details", "view-constraints", "apply-fix", "document-error"] {
          #expect(page.contains("id=\"\(id)\""), "the page has #\(id)")
        }
        #expect(page.contains("src=\"/assets/inspector.js\""))
        #expect(!page.contains("http://") && !page.contains("https://"), "nothing from a CDN")
      }
      try await client.execute(uri: "/assets/inspector.js", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(String(buffer: response.body).contains("new WebSocket("))
      }
      try await client.execute(uri: "/assets/inspector.css", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/css; charset=utf-8")
      }
    }
  }

  @Test func listsTheServedFilesByIndex() async throws {
    try await server.application().test(.router) { client in
      try await client.execute(uri: "/api/documents", method: .get) { response in
        #expect(response.status == .ok)
        let entries = try JSONDecoder().decode([DocumentEntry].self, from: Data(String(buffer: response.body).utf8))
        #expect(entries.map(\.id) == [0, 1])
        #expect(entries.map(\.name) == ["two-views-with-complex-widths.yaml", "simple-stack-view.yaml"])
        #expect(entries.map(\.kind) == ["document", "document"])
      }
    }
  }

  @Test func drawsADocument() async throws {
    try await server.application().test(.router) { client in
      try await client.execute(uri: "/api/documents/0/drawing.svg", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "image/svg+xml; charset=utf-8")
        let svg = String(buffer: response.body)
        #expect(svg.hasPrefix("<svg "))
        // The document's canvas is 600 × 600 (its `canvas:`), named in the title line.
        #expect(svg.contains("Two Views with Complex Widths — 600 × 600 pt"))
        // The red view's fill, as the document colours it.
        #expect(svg.contains("#cc3300"))
      }
    }
  }

  /// Nothing a request says is a path: traversal, absolute paths, other indexes and names not in
  /// the page's table are all 404.
  @Test func refusesPathsOutsideWhatItServes() async throws {
    try await server.application().test(.router) { client in
      for uri in [
        "/assets/..%2F..%2F..%2FPackage.swift", "/assets/../../Package.swift", "/assets/%2Fetc%2Fpasswd",
        "/assets/index.html%00", "/etc/passwd", "/../Package.swift", "/api/documents/2/drawing.svg",
        "/api/documents/-1/drawing.svg", "/api/documents/..%2F0/drawing.svg",
        "/api/documents/%2Fetc%2Fpasswd/drawing.svg", "/Sources/autolayout/Resources/cookbook/simple-stack-view.yaml",
      ] {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == .notFound, "\(uri)")
          #expect(!String(buffer: response.body).contains("root:"), "\(uri) shows no file")
        }
      }
    }
  }

  /// A document that does not load is an error reply with its place; the server goes on.
  @Test func aBrokenDocumentIsAnErrorNotACrash() async throws {
    let folder = try ScratchFolder()
    let broken = try folder.write("broken.yaml", "version: 1\ncanvas: {width: 100, height: 100}\nroot:\n  id: root\nconstraints:\n  - root.width == nothing.width\n")
    let server = InspectorServer(files: [broken, folder.url.appendingPathComponent("gone.yaml").path])
    try await server.application().test(.router) { client in
      try await client.execute(uri: "/api/documents/0/drawing.svg", method: .get) { response in
        #expect(response.status == .unprocessableContent)
        let text = String(buffer: response.body)
        // The constraint is on line 6, its unknown item at column 19 (after "  - root.width == ").
        #expect(text.hasPrefix("\(broken):6:19: "), "\(text)")
      }
      try await client.execute(uri: "/api/documents/1/drawing.svg", method: .get) { response in
        #expect(response.status == .unprocessableContent)
        #expect(String(buffer: response.body).contains("no such file"))
      }
      try await client.execute(uri: "/api/documents", method: .get) { response in
        #expect(response.status == .ok)
      }
    }
  }
}

/// On the loopback interface the server answers only to the loopback's names, so that a page of
/// another site whose name was pointed at 127.0.0.1 (DNS rebinding) gets nothing.
@Suite("Inspector: host names")
struct InspectorHostTests {
  @Test func acceptsOnlyLoopbackNames() {
    for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST", "[::1]:8080", "127.0.0.1"] {
      #expect(InspectorServer.acceptsHost(host), "\(host)")
    }
    for host in ["evil.example:8080", "evil.example", "127.0.0.1.evil.example:8080", "192.168.1.2:8080", "localhost.:8080"] {
      #expect(!InspectorServer.acceptsHost(host), "\(host)")
    }
    // Not a browser: nothing to check.
    #expect(InspectorServer.acceptsHost(nil))
  }

  /// The router's test client sends `localhost`, and is served; another host is refused.
  @Test func refusesAnotherHost() async throws {
    let server = InspectorServer(files: [Cookbook.path("simple-stack-view.yaml")])
    try await server.application().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
      }
    }
    // The middleware's answer for another host.
    let refusal = HostCheck(active: true).refusal(for: "evil.example:8080")
    #expect(refusal?.status == .forbidden)
    #expect(HostCheck(active: true).refusal(for: "127.0.0.1:8080") == nil)
    // Listening on another interface (--host 0.0.0.0), any name may be used.
    #expect(HostCheck(active: false).refusal(for: "evil.example:8080") == nil)
  }
}
