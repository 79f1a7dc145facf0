import Foundation
import InterfaceBuilder
import LayoutDocuments
import SolverTestSupport
import Testing

// Bad input never crashes: malformed XML, other XML, bad values and missing references are
// errors at their line and column, or findings; mutations of real documents load or fail cleanly.

private typealias F = Fixtures

@Suite struct BadInputTests {
  @Test func malformedXMLIsAnErrorAtItsLine() throws {
    let text = F.pinnedBox.replacingOccurrences(of: #"<rect key="frame" x="16" y="36" width="100" height="50"/>"#, with: #"<rect key="frame" x="16" y="36""#)
    #expect(throws: DocumentError.self) { try F.read(text) }
    do {
      _ = try F.read(text)
    } catch let error as DocumentError {
      #expect(error.file == "test.storyboard")
      #expect(error.location.line >= line(of: #"id="box""#, in: text)!)
      #expect(error.message.hasPrefix("malformed XML"))
      #expect(error.description.hasPrefix("test.storyboard:\(error.location.line):\(error.location.column): malformed XML"))
    }
  }

  @Test func otherXMLIsNotAnInterfaceBuilderDocument() throws {
    let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
    do {
      _ = try F.read(text, file: "Info.storyboard")
      Issue.record("a plist was read as a storyboard")
    } catch let error as DocumentError {
      #expect(error.location == SourceLocation(line: 2, column: 1))
      #expect(error.message.contains("not an Interface Builder document"))
    }
  }

  @Test func emptyAndBinaryInputAreErrors() throws {
    #expect(throws: DocumentError.self) { try InterfaceBuilderReader.read(Data(), file: "empty.xib") }
    #expect(throws: DocumentError.self) { try InterfaceBuilderReader.read(Data([0xFF, 0xFE, 0x00, 0x3C, 0x00]), file: "b.xib") }
  }

  @Test func badAttributeValuesNameTheAttributeAtTheElement() throws {
    let cases: [(String, String, String)] = [
      (#"width="100" height="50"/>"#, #"width="wide" height="50"/>"#, #"width="wide""#),
      (#"firstAttribute="width" constant="100""#, #"firstAttribute="wideness" constant="100""#, "wideness"),
      (#"firstAttribute="width" constant="100""#, #"firstAttribute="width" constant="1e400""#, "1e400"),
      (#"firstAttribute="width" constant="100""#, #"firstAttribute="width" constant="100" multiplier="3:0""#, "3:0"),
      (#"firstAttribute="width" constant="100""#, #"firstAttribute="width" constant="100" relation="about""#, "about"),
      (#"firstAttribute="width" constant="100""#, #"firstAttribute="width" constant="100" priority="1001""#, "1001"),
    ]
    for (original, replacement, quoted) in cases {
      let text = F.pinnedBox.replacingOccurrences(of: original, with: replacement)
      #expect(text != F.pinnedBox)
      do {
        _ = try F.read(text)
        Issue.record("\(replacement) was accepted")
      } catch let error as DocumentError {
        #expect(error.message.contains(quoted), "\(error.message)")
        #expect(error.location.line == line(of: replacement, in: text), "\(replacement)")
      }
    }
  }

  @Test func aReferenceToAMissingItemIsReportedAtItsConstraint() throws {
    let text = F.pinnedBox.replacingOccurrences(of: #"secondItem="safe" secondAttribute="top""#, with: #"secondItem="nowhere" secondAttribute="top""#)
    let document = try F.read(text)
    #expect(document.brokenReferences.count == 1)
    #expect(document.brokenReferences.first?.location.line == line(of: "nowhere", in: text))
    #expect(document.brokenReferences.first?.message.contains("'nowhere'") == true)
    #expect(document.scenes[0].document.constraints.count == 3)
  }

  /// Every prefix, and every document with one attribute or one element dropped, of a real
  /// document reads or fails with a located error: never a crash.
  @Test func mutationsOfDocumentsNeverCrash() throws {
    var sources = [F.pinnedBox]
    let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/ib/files")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: shared.path))?.sorted().prefix(6) ?? [] {
      if let text = try? String(contentsOf: shared.appendingPathComponent(name), encoding: .utf8) { sources.append(text) }
    }
    var random = SplitMix64(seed: 16)
    var reads = 0
    var failures = 0
    for source in sources {
      let bytes = Array(source.utf8)
      for _ in 0..<40 {
        var mutated = bytes
        switch random.next() % 4 {
        case 0: mutated = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
        case 1:
          let at = Int(random.next() % UInt64(bytes.count))
          mutated.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 40)))
        case 2:
          let at = Int(random.next() % UInt64(bytes.count))
          mutated[at] = UInt8(truncatingIfNeeded: random.next())
        default:
          // A number in an attribute made huge, negative or not a number.
          let text = String(decoding: bytes, as: UTF8.self)
          let replacements = ["\"1e308\"", "\"-99999999\"", "\"nan\"", "\"\"", "\"12:0\""]
          let pattern = ["\"0.0\"", "\"8\"", "\"20\"", "\"16\""][Int(random.next() % 4)]
          mutated = Array(text.replacingOccurrences(of: pattern, with: replacements[Int(random.next() % 5)]).utf8)
        }
        if Self.readsOrFailsCleanly(mutated) { reads += 1 } else { failures += 1 }
      }
    }
    #expect(reads > 0 && failures > 0)
  }

  /// True when `bytes` read (and laid out and linted); false when they were refused with a
  /// located error.
  static func readsOrFailsCleanly(_ bytes: [UInt8]) -> Bool {
    let document: InterfaceBuilderDocument
    do {
      document = try InterfaceBuilderReader.read(Data(bytes), file: "mutant.storyboard")
    } catch {
      #expect(error.location.line >= 1 && error.location.column >= 1)
      return false
    }
    for scene in document.scenes { _ = try? InterfaceBuilderSceneLayout(scene) }
    _ = InterfaceBuilderLint.findings(document)
    return true
  }

  @Test func aTenMegabyteDocumentReads() throws {
    // 2 000 scenes of 20 views: every element read, nothing quadratic.
    var scenes = ""
    for index in 0..<2_000 {
      let views = (0..<20).map { F.view("v\(index)-\($0)", (0, Double($0) * 10, 10, 10)) }.joined(separator: "\n")
      scenes += """
        <scene sceneID="s\(index)"><objects><viewController id="c\(index)" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="r\(index)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>\(views)</subviews></view></viewController></objects></scene>
        """
    }
    let text = F.pinnedBox.replacingOccurrences(of: "<scenes>", with: "<scenes>" + scenes)
    #expect(text.utf8.count > 10_000_000)
    let document = try F.read(text)
    #expect(document.scenes.count == 2_001)
    #expect(document.scenes[1000].views.count == 21)
  }
}
