import Foundation

/// One page's session without the network: the JSON messages the page sends over the WebSocket
/// in, the server's replies out, handled exactly as the server handles them. For scripting the
/// inspector and for measuring it (`inspector-bench` in Benchmarks).
///
/// ```swift
/// let session = InspectorSession(files: ["login.yaml"])
/// _ = await session.send(#"{"type":"open","document":0}"#)
/// let replies = await session.send(#"{"type":"resize","width":320,"height":480}"#)
/// ```
public actor InspectorSession {
  private let session: DocumentSession
  private let configuration = InspectorConfiguration(maxMessageBytes: Int.max)

  /// A session on `files` (layout documents, storyboards, xibs), addressed by index as in the page.
  public init(files: [String]) {
    session = DocumentSession(files: files.enumerated().map { ServedFile(id: $0.offset, path: $0.element) })
  }

  /// The `hello` message a page gets first: the documents and the pickers' choices.
  public func hello() async -> String {
    await session.hello()
  }

  /// The replies to one message, in order (Guides/Inspector.md lists the messages).
  public func send(_ json: String) async -> [String] {
    // No rate limit here: the caller is not a page on the network.
    var limiter = RateLimiter(burst: Int.max, perSecond: .infinity)
    return await InspectorServer.replies(to: .text(json), session: session, limiter: &limiter, configuration: configuration)
  }
}
