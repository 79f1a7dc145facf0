import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import OpenAutoLayout

/// Where the inspector listens and what it accepts from a page.
public struct InspectorConfiguration: Sendable {
  /// The address to bind: the loopback interface unless told otherwise, so that only this
  /// machine reaches it.
  public var host: String
  /// The port; 0 picks a free one (the address printed says which).
  public var port: Int
  /// The largest WebSocket message handled, in bytes; larger ones get an error reply (and frames
  /// beyond four times this close the connection).
  public var maxMessageBytes: Int
  /// Messages a page may send at once, and on average per second: a drag sends one a frame.
  public var messageBurst: Int
  public var messagesPerSecond: Double
  /// How often the served files (or the live views) are looked at for changes.
  public var pollInterval: Duration

  public init(
    host: String = "127.0.0.1", port: Int = 8080, maxMessageBytes: Int = 4096, messageBurst: Int = 120,
    messagesPerSecond: Double = 120, pollInterval: Duration = .milliseconds(300)
  ) {
    self.host = host
    self.port = port
    self.maxMessageBytes = maxMessageBytes
    self.messageBurst = messageBurst
    self.messagesPerSecond = messagesPerSecond
    self.pollInterval = pollInterval
  }
}

/// The live layout inspector: a local web server whose page draws a layout, resizes it by
/// dragging, explains any view clicked, and follows the files (or the program's views) as they
/// change. `autolayout serve` runs one on documents; ``LayoutInspector/inspect(_:host:port:)``
/// runs one on a program's own views.
///
/// ```swift
/// let server = InspectorServer(files: ["login.yaml", "Main.storyboard"])
/// try await server.run { address in print("Inspector at \(address)") }
/// ```
public final class InspectorServer: Sendable {
  public let configuration: InspectorConfiguration
  /// The files served, in the page's order (empty for a live program).
  public let files: [ServedFile]
  private let live: LiveHierarchy?
  private let feed: ChangeFeed
  private let assets: PageAssets

  /// A server for layout documents, storyboards and xibs, which it reads afresh when they change.
  public init(files: [String], configuration: InspectorConfiguration = InspectorConfiguration()) {
    let served = files.enumerated().map { ServedFile(id: $0.offset, path: $0.element) }
    self.files = served
    self.configuration = configuration
    live = nil
    let watcher = FileWatcher(files: served)
    feed = ChangeFeed(interval: configuration.pollInterval) { await watcher.changes() }
    assets = PageAssets.load()
  }

  /// A server for a running program's view hierarchy, drawn from `view` down. Changes the program
  /// makes to its views reach the page after their next layout pass.
  @MainActor
  public init(view: View, configuration: InspectorConfiguration = InspectorConfiguration()) {
    files = []
    self.configuration = configuration
    let hierarchy = LiveHierarchy(view: view)
    live = hierarchy
    feed = ChangeFeed(interval: configuration.pollInterval) {
      await MainActor.run { hierarchy.hasChanged() } ? [-1] : []
    }
    assets = PageAssets.load()
  }

  /// Listens until the task is cancelled (or, with `stoppingOnSignals`, until SIGTERM or SIGINT
  /// shut it down gracefully); `onListening` gets the page's address (`http://127.0.0.1:8080/`)
  /// once it can be opened. A program that inspects its own views passes false, so that its
  /// Control-C still stops the program rather than only the inspector.
  public func run(stoppingOnSignals: Bool = true, onListening: @escaping @Sendable (String) -> Void = { _ in }) async throws {
    let host = configuration.host
    let app = application { port in onListening("http://\(host.contains(":") ? "[\(host)]" : host):\(port)/") }
    try await app.runService(gracefulShutdownSignals: stoppingOnSignals ? [.sigterm, .sigint] : [])
  }

  /// The Hummingbird application: the page, its assets, the document list and drawings, and
  /// the WebSocket.
  func application(onListening: @escaping @Sendable (Int) -> Void = { _ in }) -> some ApplicationProtocol {
    let router = Router(context: BasicWebSocketRequestContext.self)
    addRoutes(to: router)
    return Application(
      router: router,
      server: .http1WebSocketUpgrade(
        webSocketRouter: router, configuration: .init(maxFrameSize: configuration.maxMessageBytes * 4)),
      configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "autolayout"),
      onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
      logger: Logger(label: "autolayout.inspector", factory: { _ in SwiftLogNoOpLogHandler() }))
  }

  private func addRoutes(to router: Router<BasicWebSocketRequestContext>) {
    let listensOnLoopback = Self.loopbackNames.contains(configuration.host.lowercased())
    router.add(middleware: HostCheck(active: listensOnLoopback))
    let assets = self.assets
    router.get("/") { _, _ in assets.response(for: "index.html") }
    // Only the page's own files, by name from a fixed table: no path from a request reaches the disk.
    router.get("/assets/:name") { _, context in
      assets.response(for: context.parameters.get("name") ?? "")
    }
    let files = self.files
    let live = self.live != nil
    router.get("/api/documents") { _, _ in
      Self.json(MessageCoding.text(files.map(\.entry)))
    }
    router.get("/api/documents/:id/drawing.svg") { _, context in
      guard let text = context.parameters.get("id"), let id = Int(text), files.indices.contains(id) else {
        return Response(status: .notFound, body: .init(byteBuffer: ByteBuffer(string: "no such document\n")))
      }
      switch DocumentLoading.load(files[id], scene: 0, options: .init()) {
      case .success(let loaded):
        let svg = DocumentInspection(loaded.layout).drawing().svg
        return Response(
          status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8"],
          body: .init(byteBuffer: ByteBuffer(string: svg)))
      case .failure(let failure):
        return Response(
          status: .unprocessableContent, headers: [.contentType: "text/plain; charset=utf-8"],
          body: .init(byteBuffer: ByteBuffer(string: failure.message + "\n")))
      }
    }
    let (feed, configuration, hierarchy) = (self.feed, self.configuration, self.live)
    router.ws("/ws") { request, _ in
      Self.isSameOrigin(request) ? .upgrade() : .dontUpgrade
    } onUpgrade: { inbound, outbound, _ in
      let session: any ConnectionSession =
        if let hierarchy { LiveSession(hierarchy: hierarchy) } else { DocumentSession(files: files) }
      // Subscribed before the first message: a change made after the page has `hello` reaches it.
      let (subscription, changes) = await feed.subscribe()
      do {
        try await outbound.write(.text(await session.hello()))
        if live, let first = await session.handle(InspectorRequest(type: "open")).first {
          try await outbound.write(.text(first))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            for await source in changes {
              for reply in await session.changed(source) { try await outbound.write(.text(reply)) }
            }
          }
          var limiter = RateLimiter(burst: configuration.messageBurst, perSecond: configuration.messagesPerSecond)
          for try await message in inbound.messages(maxSize: configuration.maxMessageBytes * 4) {
            for reply in await Self.replies(to: message, session: session, limiter: &limiter, configuration: configuration) {
              try await outbound.write(.text(reply))
            }
          }
          group.cancelAll()
        }
      } catch {
        await feed.unsubscribe(subscription)
        throw error
      }
      await feed.unsubscribe(subscription)
    }
  }

  /// The replies to one message: an error for a binary, oversized, too frequent or malformed
  /// one; else the session's.
  static func replies(
    to message: WebSocketMessage, session: any ConnectionSession, limiter: inout RateLimiter,
    configuration: InspectorConfiguration
  ) async -> [String] {
    func error(_ text: String) -> [String] { [MessageCoding.text(ErrorMessage(message: text))] }
    guard limiter.allow() else {
      return error("too many messages: at most \(Int(configuration.messagesPerSecond)) a second")
    }
    guard case .text(let text) = message else { return error("messages are JSON text, not binary") }
    guard text.utf8.count <= configuration.maxMessageBytes else {
      return error("message too large: \(text.utf8.count) bytes, at most \(configuration.maxMessageBytes)")
    }
    let request: InspectorRequest
    do {
      request = try JSONDecoder().decode(InspectorRequest.self, from: Data(text.utf8))
    } catch {
      return [MessageCoding.text(ErrorMessage(message: "malformed message: \(Self.reason(error))"))]
    }
    return await session.handle(request)
  }

  /// Whether a WebSocket request comes from the inspector's own page: a browser sends the page's
  /// origin, whose host (and port, when it gives one) must be those the request was sent to, so
  /// that another site open in the same browser cannot talk to the inspector. Every `Origin`
  /// header counts; a client with none is not a browser.
  static func isSameOrigin(_ request: Request) -> Bool {
    let origins = request.headers[values: .origin]
    guard !origins.isEmpty else { return true }
    guard let authority = request.head.authority, let target = URL(string: "http://" + authority),
      let targetHost = target.host?.lowercased()
    else { return false }
    return origins.allSatisfy { origin in
      guard let url = URL(string: origin), let host = url.host?.lowercased(), host == targetHost else { return false }
      return url.port == nil || url.port == target.port
    }
  }

  /// The names of this machine's loopback interface.
  static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

  /// Whether a request sent to `authority` (its `Host`) may be answered by a server listening on
  /// the loopback interface: only when it names the loopback interface. A page of another site
  /// whose name was made to point at 127.0.0.1 (DNS rebinding) sends its own name, and is refused.
  /// A request without a host is not from a browser.
  static func acceptsHost(_ authority: String?) -> Bool {
    guard let authority else { return true }
    guard let host = URL(string: "http://" + authority)?.host?.lowercased() else { return false }
    return loopbackNames.contains(host)
  }

  /// A decoding error in a sentence.
  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "'\(key.stringValue)' is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
    default: "not a JSON object with a type"
    }
  }

  private static func json(_ text: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}

/// Refuses requests for another host while the server listens on the loopback interface
/// (``InspectorServer/acceptsHost(_:)``).
struct HostCheck: RouterMiddleware {
  typealias Context = BasicWebSocketRequestContext
  let active: Bool

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    if let refusal = refusal(for: request.head.authority) { return refusal }
    return try await next(request, context)
  }

  /// The 403 for a request sent to `authority`, or nil when it may be answered.
  func refusal(for authority: String?) -> Response? {
    guard active, !InspectorServer.acceptsHost(authority) else { return nil }
    return Response(
      status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: "the inspector answers only to localhost and 127.0.0.1\n")))
  }
}

/// Inspecting a running program's views in the browser.
public enum LayoutInspector {
  /// Starts an inspector on `view`'s hierarchy in the background and returns once it listens;
  /// the page (at the returned server's ``InspectorHandle/address``) draws the views, explains
  /// the one clicked and follows the program's changes after each layout pass.
  ///
  /// ```swift
  /// let inspector = try await LayoutInspector.inspect(window, port: 8080)
  /// print("Inspect at \(inspector.address)")
  /// ```
  @MainActor
  public static func inspect(_ view: View, host: String = "127.0.0.1", port: Int = 0) async throws -> InspectorHandle {
    let server = InspectorServer(view: view, configuration: InspectorConfiguration(host: host, port: port))
    let start = StartSignal()
    let task = Task {
      do {
        try await server.run(stoppingOnSignals: false) { address in Task { await start.finish(.success(address)) } }
      } catch {
        await start.finish(.failure(error))
        throw error
      }
    }
    let address = try await start.wait()
    return InspectorHandle(address: address, task: task)
  }
}

/// A running inspector: where to open it, and how to stop it.
public struct InspectorHandle: Sendable {
  /// The page's address, such as `http://127.0.0.1:49152/`.
  public let address: String
  let task: Task<Void, any Error>

  /// Stops the server.
  public func stop() { task.cancel() }
}

/// The first of "listening at …" and "could not start", whichever comes.
private actor StartSignal {
  private var result: Result<String, any Error>?
  private var waiting: CheckedContinuation<String, any Error>?

  func finish(_ outcome: Result<String, any Error>) {
    guard result == nil else { return }
    result = outcome
    waiting?.resume(with: outcome)
    waiting = nil
  }

  func wait() async throws -> String {
    if let result { return try result.get() }
    return try await withCheckedThrowingContinuation { waiting = $0 }
  }
}
