import Foundation
import InterfaceBuilder
import LayoutDocuments

/// Interface Builder documents (`.storyboard`, `.xib`): read, each scene laid out, linted, and
/// the misplaced frames written back and read again, as `autolayout solve`, `lint` and
/// `lint --update-frames` do.
///
/// Input: the document's bytes, as a file would hold them.
///
/// Checks: an error points inside the text and names the file; every finding does too; laid-out
/// frames are finite; the text `--update-frames` writes reads back with the same scenes and views.
public enum InterfaceBuilderHarness {
  public static func run(_ bytes: [UInt8]) {
    let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let document: InterfaceBuilderDocument
    do throws(DocumentError) {
      document = try InterfaceBuilderReader.read(Data(bytes), file: "fuzz.storyboard")
    } catch {
      expect(error.location.line >= 1 && error.location.line <= lines && error.location.column >= 1,
        "error at \(error.location) outside the text's \(lines) lines: \(error.message)")
      expect(error.description.hasPrefix("fuzz.storyboard:"), "error does not name the file: \(error)")
      return
    }
    for scene in document.scenes.prefix(8) {
      guard let layout = try? InterfaceBuilderSceneLayout(scene) else { continue }
      for view in scene.views {
        guard let frame = layout.frame(of: view) else { continue }
        expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "\(view.id) laid out at \(frame)")
      }
    }
    let findings = InterfaceBuilderLint.findings(document)
    for finding in findings {
      expect(finding.location.line >= 1 && finding.location.line <= lines, "finding at \(finding.location): \(finding.message)")
    }
    let misplaced = findings.filter { $0.kind == .misplacedView }
    guard !misplaced.isEmpty else { return }
    let updated = FrameUpdater.updatedText(of: document, with: misplaced)
    do throws(DocumentError) {
      let again = try InterfaceBuilderReader.read(Data(updated), file: "fuzz.storyboard")
      expect(again.scenes.map(\.views.count) == document.scenes.map(\.views.count), "updating frames changed the views")
    } catch {
      fatalError("interface-builder harness: the updated frames do not read back: \(error)")
    }
  }

  private static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fatalError("interface-builder harness: \(message())")
  }
}
