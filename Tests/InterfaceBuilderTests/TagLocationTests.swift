import Foundation
import InterfaceBuilder
import LayoutDocuments
import Testing

// Where each element's start tag is: its bytes (for rewriting frames in place) and its line and
// column (for messages), on documents laid out as Xcode writes them and on ones it never writes.

private typealias F = Fixtures

@Suite struct TagLocationTests {
  /// Every element's recorded start tag is `<name …>` in the text, and its location is that `<`
  /// counted in characters.
  private func expectTagsMatch(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let bytes = Array(text.utf8)
    let root = try XMLTreeReader.read(Data(bytes)).get()
    var elements = [root]
    root.forEachDescendant { elements.append($0) }
    #expect(elements.count > 10, sourceLocation: sourceLocation)
    for element in elements {
      let tag = String(decoding: bytes[element.startTag], as: UTF8.self)
      #expect(tag.hasPrefix("<" + element.name) && tag.hasSuffix(">"), "\(element.name): \(tag)", sourceLocation: sourceLocation)
      let before = bytes[..<element.startTag.lowerBound]
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column = String(decoding: bytes[lineStart..<element.startTag.lowerBound], as: UTF8.self).count + 1
      #expect(element.location == LayoutDocuments.SourceLocation(line: line, column: column), "\(tag)", sourceLocation: sourceLocation)
    }
  }

  @Test func tagsAreFoundInADocumentAsXcodeWritesIt() throws {
    try expectTagsMatch(F.pinnedBox)
  }

  @Test func tagsAreFoundInADocumentOnOneLineWithWideCharacters() throws {
    // Columns count characters: "Größe" and "📦" are more bytes than characters.
    let text = F.pinnedBox
      .replacingOccurrences(of: #"id="box""#, with: #"id="box" userLabel="Größe 📦""#)
      .replacingOccurrences(of: "\n", with: " ")
    #expect(text.contains("📦"))
    try expectTagsMatch(text)
    let document = try F.read(text)
    #expect(document.scenes.first?.views.last?.location.line == 1)
  }

  @Test func aTagWithALongValueAndASelfClosingEndIsFoundWhole() throws {
    let long = String(repeating: "x", count: 5_000)
    let text = F.pinnedBox.replacingOccurrences(of: #"id="box""#, with: #"id="box" userLabel="\#(long)""#)
    try expectTagsMatch(text)
  }

  /// Text that is not XML is refused at its first error, whatever follows, in linear time. Found
  /// by fuzzing: libxml2 2.9, recovering, copied a comment full of `--` into an error per `--`
  /// (a few hundred kilobytes of `<!--` took minutes), and the search for each of the `<a` tags
  /// libxml2 reads in `<a <a <a …` went to the end of the file.
  @Test func textThatIsNotXMLIsRefusedAtItsFirstError() throws {
    let head = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
    let start = head.count + 1
    // The column of the first error: the second tag's `<` (it cannot be an attribute's name or
    // value); the `--` of the second `<!--`, inside the first comment.
    let cases: [(unit: String, column: Int)] = [("<a ", start + 3), (#"<a b=""#, start + 6), ("<!--", start + 6)]
    for (unit, column) in cases {
      let text = head + String(repeating: unit, count: 100_000) + "</objects></document>"
      guard case .failure(let failure) = XMLTreeReader.read(Data(text.utf8)) else {
        Issue.record("\(unit) × 100 000 was read")
        continue
      }
      #expect(failure.location == LayoutDocuments.SourceLocation(line: 1, column: column), "\(unit)")
      #expect(failure.message.hasPrefix("malformed XML"), "\(failure.message)")
    }
  }

  @Test func onlyADoubleHyphenInsideACommentIsFound() {
    func found(_ text: String) -> Int? { SourceText(Data(text.utf8)).firstDoubleHyphenInComment }
    #expect(found(#"<a b="--"><!-- - --><![CDATA[ -- <!-- -- ]]><?pi -- ?>x -- y</a>"#) == nil)
    #expect(found("<a><!-- one --><!-- two -- three --></a>") == 24)
    #expect(found("<a><!-- ends with a hyphen ---></a>") == 27)
    #expect(found("<a><!-- never closed") == nil)
    #expect(found(#"<a b="<!-- -- -->"/>"#) == nil)
    #expect(found("<!DOCTYPE a [ <!-- x -- y --> ]><a/>") == 21)
  }

  @Test func aDoubleHyphenInsideACommentIsAnErrorAtIt() throws {
    let text = F.pinnedBox.replacingOccurrences(of: #"<rect key="frame""#, with: #"<!-- was: 16 -- 36 --><rect key="frame""#)
    let lineNumber = try #require(line(of: "<!-- was", in: text))
    let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[lineNumber - 1]
    let column = try #require(lineText.range(of: "-- 36")).lowerBound.utf16Offset(in: lineText) + 1
    guard case .failure(let failure) = XMLTreeReader.read(Data(text.utf8)) else {
      Issue.record("read")
      return
    }
    #expect(failure.location == LayoutDocuments.SourceLocation(line: lineNumber, column: column))
    #expect(failure.message.contains(#""--" inside a comment"#))
  }

  @Test func anErrorBeforeTheCommentIsReportedFirst() throws {
    let text = F.pinnedBox
      .replacingOccurrences(of: #"id="box""#, with: #"id="box" id="again""#)
      .replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="height""#, with: #"<!-- 16 -- 36 --><constraint firstItem="box" firstAttribute="height""#)
    #expect(text.contains("<!-- 16") && text.contains(#"id="again""#))
    guard case .failure(let failure) = XMLTreeReader.read(Data(text.utf8)) else {
      Issue.record("read")
      return
    }
    #expect(failure.location.line == line(of: #"id="again""#, in: text))
    #expect(!failure.message.contains("comment"))
  }
}
