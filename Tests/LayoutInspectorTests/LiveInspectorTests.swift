import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSTesting
import OpenAutoLayout
import Testing
import TextMeasurement

@testable import LayoutInspector

/// The inspector on a program's own views, made in code, and a storyboard served beside documents.
@Suite("Inspector: live views and storyboards", .timeLimit(.minutes(10)))
struct LiveInspectorTests {
  /// A 200 × 100 root with a box pinned 10 from its top left, 50 × 20: the page gets that
  /// drawing first; when the program widens the box to 80, the page gets the new frame.
  @MainActor
  @Test func aProgramsChangesReachThePage() async throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.accessibilityIdentifier = "root"
    let box = View(frame: .zero)
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), width,
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    let server = InspectorServer(view: root, configuration: .init(port: 0, pollInterval: .milliseconds(20)))
    let change = ProgramChange(width: width, root: root)
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        let hello = try await inbox.next("hello").decode(HelloMessage.self)
        #expect(hello.live && hello.documents.isEmpty)
        let first = try await inbox.drawing()
        #expect(first.document == -1)
        #expect(first.rect("box") == Rect(10, 10, 50, 20))
        #expect(first.drawing.canvas == Size(CGSize(width: 200, height: 100)))
        try await outbound.send(#"{"type":"select","view":"box"}"#)
        let details = try await inbox.next("details").decode(DetailsPayload.self)
        #expect(details.constraints.map(\.text).contains("box.width == 50"))
        // The poller took its first look before `hello`: this change is one.
        await change.widen(to: 80)
        let changed = try await inbox.drawing()
        #expect(changed.reason == "live")
        #expect(changed.rect("box") == Rect(10, 10, 80, 20))

        // Resizing the page's canvas resizes the program's root.
        try await outbound.send(#"{"type":"resize","width":300,"height":150}"#)
        let resized = try await inbox.next("drawing", strict: false).decode(DrawingMessage.self)
        #expect(resized.drawing.canvas == Size(CGSize(width: 300, height: 150)))
      }
    }
  }

  /// A label of fixed size whose text the program changes: no frame moves, and the page still
  /// gets the drawing with the new text.
  @MainActor
  @Test func aNewTextWithoutANewFrameReachesThePage() async throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = Label()
    label.accessibilityIdentifier = "status"
    label.text = "Waiting"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 150), label.heightAnchor.constraint(equalToConstant: 30),
    ])
    let server = InspectorServer(view: root, configuration: .init(port: 0, pollInterval: .milliseconds(20)))
    let change = TextChange(label: label)
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, _, _ in
        var inbox = Inbox(inbound)
        _ = try await inbox.next("hello")
        let first = try await inbox.drawing()
        #expect(first.drawing.svg.contains(">Waiting<"))
        await change.set("Done")
        let changed = try await inbox.drawing()
        #expect(changed.reason == "live")
        #expect(changed.rect("status") == Rect(10, 10, 150, 30))
        #expect(changed.drawing.svg.contains(">Done<") && !changed.drawing.svg.contains(">Waiting<"))
      }
    }
  }

  /// The bundled storyboard is served as documents are, one scene at a time.
  @Test func servesStoryboards() async throws {
    let storyboard = Cookbook.folder.deletingLastPathComponent().appendingPathComponent("storyboards/Demo.storyboard").path
    let server = InspectorServer(files: [storyboard], configuration: .init(port: 0))
    _ = try await server.application().test(.live) { client in
      try await client.ws("/ws") { inbound, outbound, _ in
        var inbox = Inbox(inbound)
        let hello = try await inbox.next("hello").decode(HelloMessage.self)
        #expect(hello.documents.map(\.kind) == ["interfaceBuilder"])
        try await outbound.send(#"{"type":"open","document":0}"#)
        let drawing = try await inbox.drawing()
        #expect(!drawing.scenes.isEmpty)
        #expect(drawing.title.hasPrefix("Demo.storyboard — "))
        #expect(drawing.drawing.svg.hasPrefix("<svg "))
        #expect(drawing.drawing.views.count > 1)
      }
    }
  }
}

/// The program's side: changes made on the main actor, as a program changes its views.
@MainActor
final class ProgramChange {
  let width: LayoutConstraint
  let root: View

  init(width: LayoutConstraint, root: View) {
    self.width = width
    self.root = root
  }

  func widen(to constant: CGFloat) {
    width.constant = constant
    root.setNeedsLayout()
  }
}

/// The program's side of a text change, on the main actor.
@MainActor
final class TextChange {
  let label: Label

  init(label: Label) {
    self.label = label
  }

  func set(_ text: String) {
    label.text = text
  }
}
