import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWebSocket
import HummingbirdWSTesting
import Testing

@testable import LayoutInspector

/// The page's WebSocket protocol through a live server and hummingbird-websocket's test client.
@Suite("Inspector: WebSocket", .timeLimit(.minutes(10)))
struct InspectorWebSocketTests {
  static let complexWidths = Cookbook.path("two-views-with-complex-widths.yaml")

  /// Frames of "Two Views with Complex Widths" on a W × H canvas, by hand: the root's margins
  /// are 20 and the standard space 8, so blue and red share W − 48; red = 2 × blue (@750) gives
  /// blue (W − 48) / 3 unless that is below its required 150. Both start 20 below the safe
  /// area's top (20) and end 20 above the bottom: y 40, height H − 60.
  @Test func resizingLaysTheKeptHierarchyOutAgain() async throws {
    let server = InspectorServer(files: [Self.complexWidths], configuration: .init(port: 0))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        let hello = try await inbox.next("hello").decode(HelloMessage.self)
        #expect(hello.documents.map(\.name) == ["two-views-with-complex-widths.yaml"])
        #expect(hello.devices.contains("iPhone 8"))
        #expect(!hello.live)

        try await outbound.send(#"{"type":"open","document":0}"#)
        let opened = try await inbox.drawing()
        #expect(opened.title == "Two Views with Complex Widths")
        #expect(opened.drawing.canvas == Size(CGSize(width: 600, height: 600)))
        // 552 / 3 = 184 ≥ 150.
        #expect(opened.rect("blueView") == Rect(20, 40, 184, 540))
        #expect(opened.rect("redView") == Rect(212, 40, 368, 540))

        try await outbound.send(#"{"type":"resize","width":480,"height":520}"#)
        let narrow = try await inbox.drawing()
        #expect(narrow.reason == "resize")
        #expect(narrow.drawing.canvas == Size(CGSize(width: 480, height: 520)))
        // 432 / 3 = 144 < 150: blue holds 150, red takes the other 282 and gives up its 2×.
        #expect(narrow.rect("blueView") == Rect(20, 40, 150, 460))
        #expect(narrow.rect("redView") == Rect(178, 40, 282, 460))
        #expect(narrow.drawing.svg.contains("480 × 520 pt"))

        try await outbound.send(#"{"type":"resize","width":750,"height":400}"#)
        let wide = try await inbox.drawing()
        // 702 / 3 = 234.
        #expect(wide.rect("blueView") == Rect(20, 40, 234, 340))
        #expect(wide.rect("redView") == Rect(262, 40, 468, 340))
        // The optional constraint is drawn, and says which views it involves.
        let ratio = wide.drawing.constraints.first { $0.text == "redView.width == 2 * blueView.width @750" }
        #expect(ratio?.views == ["redView", "blueView"])
        #expect(ratio?.kind == "equalSize" && ratio?.optional == true)
      }
    }
  }

  /// The pickers move the kept layout to a device: the iPhone 8 in portrait is 375 × 667 with
  /// the status bar's 20 points of safe area on top. The document's own margins (20) stay, so
  /// blue and red share 375 − 48 = 327: a third (109) is below blue's 150, so blue is 150 and
  /// red 177 at x 178; both from y 40 to 20 above the bottom, 667 − 60 = 607 high.
  @Test func thePickersMoveTheLayoutToADevice() async throws {
    let server = InspectorServer(files: [Self.complexWidths], configuration: .init(port: 0))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        try await outbound.send(#"{"type":"open","document":0}"#)
        _ = try await inbox.drawing()
        try await outbound.send(#"{"type":"options","device":"iPhone 8","orientation":"portrait","contentSize":"","pseudoLanguage":""}"#)
        let phone = try await inbox.drawing()
        #expect(phone.reason == "options" && phone.device == "iPhone 8")
        #expect(phone.drawing.canvas == Size(CGSize(width: 375, height: 667)))
        #expect(phone.rect("blueView") == Rect(20, 40, 150, 607))
        #expect(phone.rect("redView") == Rect(178, 40, 177, 607))
        try await outbound.send(#"{"type":"options","orientation":"sideways"}"#)
        #expect(try await inbox.next("error").message == "orientation must be portrait or landscape; got 'sideways'")
      }
    }
  }

  @Test func aClickedViewShowsItsFrameConstraintsAndExplanation() async throws {
    let server = InspectorServer(files: [Self.complexWidths], configuration: .init(port: 0))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        try await outbound.send(#"{"type":"open","document":0}"#)
        let drawing = try await inbox.drawing()
        try await outbound.send(#"{"type":"select","view":"redView"}"#)
        let details = try await inbox.next("details").decode(DetailsPayload.self)
        #expect(details.view == "redView")
        #expect(details.frame == Rect(212, 40, 368, 540))
        // The document's five constraints on redView, in its order, in the constraint language.
        #expect(
          details.constraints.map(\.text) == [
            "redView.leading == blueView.trailing + 8", "redView.trailing == root.trailingMargin",
            "redView.top == root.safeArea.top + 20", "root.safeArea.bottom == redView.bottom + 20",
            "redView.width == 2 * blueView.width @750",
          ])
        // Each names its line in the drawing's list, for the hover highlight.
        for constraint in details.constraints {
          #expect(drawing.drawing.constraints[constraint.index].text == constraint.text)
        }
        #expect(details.explanation.hasPrefix("redView, horizontal:"))
        #expect(details.explanation.contains("minX = 212"))
        #expect(details.ambiguity.isEmpty && !details.canApply && details.broken.isEmpty)
      }
    }
  }

  /// Two views side by side across a 300-point root with no widths: each can take any share.
  /// Apply pins the first where it is; then neither is ambiguous and they still fill 300.
  @Test func applyFixesAnAmbiguity() async throws {
    let folder = try ScratchFolder()
    let path = try folder.write(
      "ambiguous.yaml",
      """
      version: 1
      canvas: {width: 300, height: 100}
      root:
        id: root
        subviews:
          - id: a
          - id: b
      constraints:
        - a.leading == root.leading
        - a.top == root.top
        - a.height == 40
        - b.top == root.top
        - b.height == 40
        - b.leading == a.trailing
        - b.trailing == root.trailing

      """)
    let server = InspectorServer(files: [path], configuration: .init(port: 0))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        try await outbound.send(#"{"type":"open","document":0}"#)
        let before = try await inbox.drawing()
        #expect(before.drawing.views.first { $0.id == "a" }?.ambiguous == true)
        try await outbound.send(#"{"type":"select","view":"a"}"#)
        let details = try await inbox.next("details").decode(DetailsPayload.self)
        #expect(details.ambiguity.map(\.axis) == ["horizontal"])
        #expect(details.canApply)

        try await outbound.send(#"{"type":"apply","view":"a"}"#)
        let applied = try await inbox.next("applied").decode(AppliedMessage.self)
        #expect(!applied.fixes.isEmpty)
        let after = try await inbox.drawing()
        #expect(after.reason == "apply")
        #expect(after.drawing.views.allSatisfy { !$0.ambiguous })
        let (a, b) = (after.rect("a"), after.rect("b"))
        #expect((a?.width ?? 0) + (b?.width ?? 0) == 300)
        let fixed = try await inbox.next("details").decode(DetailsPayload.self)
        #expect(fixed.ambiguity.isEmpty && !fixed.canApply)
        // What Apply added holds a now, so it is listed with a's constraints, after the
        // document's three on a and the one a shares with b.
        #expect(fixed.constraints.count == 5)
        #expect(applied.fixes.allSatisfy { fix in fixed.constraints.contains { fix.contains($0.text) } })

        // Nothing more to apply: an error reply.
        try await outbound.send(#"{"type":"apply","view":"a"}"#)
        #expect(try await inbox.next("error").message == "a is not ambiguous: nothing to apply")
      }
    }
  }

  /// a.width is both 100 and 200: one is broken, and a's details show the conflict.
  @Test func brokenConstraintsShowTheirConflictingSet() async throws {
    let folder = try ScratchFolder()
    let path = try folder.write(
      "conflict.yaml",
      """
      version: 1
      canvas: {width: 300, height: 100}
      root:
        id: root
        subviews:
          - id: a
      constraints:
        - a.leading == root.leading
        - a.top == root.top
        - a.height == 40
        - a.width == 100
        - a.width == 200

      """)
    let server = InspectorServer(files: [path], configuration: .init(port: 0))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        try await outbound.send(#"{"type":"open","document":0}"#)
        let drawing = try await inbox.drawing()
        #expect(drawing.drawing.constraints.filter(\.broken).count == 1)
        try await outbound.send(#"{"type":"select","view":"a"}"#)
        let details = try await inbox.next("details").decode(DetailsPayload.self)
        #expect(details.broken.count == 1)
        let conflict = details.broken.first
        #expect(["a.width == 100", "a.width == 200"].contains(conflict?.constraint ?? ""))
        #expect(conflict?.explanation.contains("a.width == 100") == true)
        #expect(conflict?.explanation.contains("a.width == 200") == true)
        #expect(details.constraints.filter(\.broken).count == 1)
      }
    }
  }

  /// Malformed, unknown, oversized and binary messages each get an error reply; the
  /// connection goes on working.
  @Test func badMessagesGetErrorReplies() async throws {
    let server = InspectorServer(files: [Self.complexWidths], configuration: .init(port: 0, maxMessageBytes: 1024))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        try await outbound.send("not json")
        #expect(try await inbox.next("error").message == "malformed message: not a JSON object with a type")
        try await outbound.send(#"{"document":0}"#)
        #expect(try await inbox.next("error").message == "malformed message: 'type' is missing")
        try await outbound.send(#"{"type":5}"#)
        #expect(try await inbox.next("error").message == "malformed message: 'type' has the wrong type")
        try await outbound.send(#"{"type":"explode"}"#)
        #expect(try await inbox.next("error").message.hasPrefix("unknown message type 'explode'"))
        try await outbound.send(#"{"type":"resize","width":100,"height":100}"#)
        #expect(try await inbox.next("error").message == "open a document first")
        try await outbound.send(#"{"type":"open","document":7}"#)
        #expect(try await inbox.next("error").message == "open needs a document between 0 and 0")
        try await outbound.send(#"{"type":"open","document":0,"device":"Toaster"}"#)
        #expect(try await inbox.next("error").message == "unknown device 'Toaster'")
        let large = #"{"type":"select","view":""# + String(repeating: "x", count: 2000) + #""}"#
        try await outbound.send(large)
        #expect(try await inbox.next("error").message == "message too large: \(large.utf8.count) bytes, at most 1024")
        try await outbound.write(.binary(ByteBuffer(string: "{}")))
        #expect(try await inbox.next("error").message == "messages are JSON text, not binary")
        try await outbound.send(#"{"type":"resize","width":"wide","height":1}"#)
        #expect(try await inbox.next("error").message == "malformed message: 'width' has the wrong type")

        // Still serving.
        try await outbound.send(#"{"type":"open","document":0}"#)
        #expect(try await inbox.drawing().rect("blueView") == Rect(20, 40, 184, 540))
        try await outbound.send(#"{"type":"resize","width":0,"height":100}"#)
        #expect(try await inbox.next("error").message == "resize needs a width and a height in (0, 10000]")
        try await outbound.send(#"{"type":"select","view":"nobody"}"#)
        #expect(try await inbox.next("error").message == "no view 'nobody' in this document")
      }
    }
  }

  /// Three messages at once, then none refilled in the test's time: the fourth is refused.
  @Test func tooManyMessagesAreRefused() async throws {
    let server = InspectorServer(
      files: [Self.complexWidths], configuration: .init(port: 0, messageBurst: 3, messagesPerSecond: 0.001))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        try await outbound.send(#"{"type":"open","document":0}"#)
        _ = try await inbox.drawing()
        for size in [300, 400] {
          try await outbound.send(#"{"type":"resize","width":\#(size),"height":\#(size)}"#)
          _ = try await inbox.drawing()
        }
        try await outbound.send(#"{"type":"resize","width":500,"height":500}"#)
        #expect(try await inbox.next("error").message == "too many messages: at most 0 a second")
      }
    }
  }

  /// Saving the file pushes a new drawing; saving it broken pushes the error with its place and
  /// caret, and resizing goes on with the last good layout; fixing it draws again.
  @Test func savingAFileUpdatesThePage() async throws {
    let folder = try ScratchFolder()
    @Sendable func document(width: Int) -> String {
      """
      version: 1
      canvas: {width: 300, height: 100}
      root:
        id: root
        subviews:
          - id: box
      constraints:
        - box.leading == root.leading + 10
        - box.top == root.top + 10
        - box.width == \(width)
        - box.height == 20

      """
    }
    let path = try folder.write("live.yaml", document(width: 50))
    let server = InspectorServer(files: [path], configuration: .init(port: 0, pollInterval: .milliseconds(20)))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        try await outbound.send(#"{"type":"open","document":0}"#)
        #expect(try await inbox.drawing().rect("box") == Rect(10, 10, 50, 20))

        try folder.write("live.yaml", document(width: 120))
        let saved = try await inbox.drawing()
        #expect(saved.reason == "file")
        #expect(saved.rect("box") == Rect(10, 10, 120, 20))

        try folder.write("live.yaml", document(width: 120).replacingOccurrences(of: "box.width == 120", with: "box.width == = 12"))
        let failure = try await inbox.next("documentError").decode(DocumentErrorMessage.self)
        let lines = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
        // Line 10 is the width constraint; the message names the file, line and column, shows
        // the line and puts a caret under the column.
        #expect(lines.first?.hasPrefix("\(path):10:") == true, "\(failure.message)")
        #expect(lines.count >= 3 && lines[1].contains("box.width == = 12") && lines[2].trimmingCharacters(in: .whitespaces) == "^")
        try await outbound.send(#"{"type":"resize","width":200,"height":80}"#)
        let kept = try await inbox.drawing()
        #expect(kept.rect("box") == Rect(10, 10, 120, 20) && kept.drawing.canvas == Size(CGSize(width: 200, height: 80)))

        try folder.write("live.yaml", document(width: 70))
        let fixed = try await inbox.drawing()
        // The canvas the page had dragged to stays.
        #expect(fixed.rect("box") == Rect(10, 10, 70, 20) && fixed.drawing.canvas == Size(CGSize(width: 200, height: 80)))
      }
    }
  }
}

/// Another site open in the same browser cannot reach the inspector: a WebSocket whose origin is
/// not the server's own is refused before it opens.
@Suite("Inspector: origins")
struct InspectorOriginTests {
  @Test func anotherOriginIsRefused() async throws {
    let server = InspectorServer(files: [InspectorWebSocketTests.complexWidths], configuration: .init(port: 0))
    _ = try await server.application().test(.live) { client in
      let port = try #require(client.port)
      var foreign = WebSocketClientConfiguration()
      foreign.additionalHeaders[.origin] = "http://evil.example"
      await #expect(throws: (any Error).self) {
        try await client.ws("/ws", configuration: foreign) { _, _, _ in
          Issue.record("a foreign origin was let in")
        }
      }
      var own = WebSocketClientConfiguration()
      own.additionalHeaders[.origin] = "http://localhost:\(port)"
      try await client.ws("/ws", configuration: own) { inbound, _, _ in
        var inbox = Inbox(inbound)
        let first = try await inbox.next()
        #expect(first.type == "hello")
      }
    }
  }
}
