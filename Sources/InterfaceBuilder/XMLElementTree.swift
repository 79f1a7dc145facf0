import Foundation
import LayoutDocuments

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an Interface Builder document as written: its name, attributes and children,
/// where its start tag begins (for messages) and the bytes of its start tag (for rewriting
/// attributes in place, ``FrameUpdater``).
package struct XMLElementNode: Sendable {
  package var name: String
  package var attributes: [String: String]
  package var children: [XMLElementNode]
  /// The character data directly inside the element (`<string key="text">…</string>`), if any.
  package var text: String?
  /// The line and column of the start tag's `<`.
  package var location: SourceLocation
  /// The UTF-8 offsets of the start tag, from its `<` to its `>` included.
  package var startTag: Range<Int>

  package subscript(attribute: String) -> String? { attributes[attribute] }

  /// The children named `name`.
  package func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

  /// The first child named `name`, with `key` when given (IB tells same-named children apart by
  /// their `key` attribute: `<rect key="frame">`, `<view key="contentView">`).
  package func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// Every descendant, depth first, this element excluded.
  package func forEachDescendant(_ body: (XMLElementNode) -> Void) {
    for child in children {
      body(child)
      child.forEachDescendant(body)
    }
  }
}

/// Reads XML into ``XMLElementNode``s with Foundation's `XMLParser`, which reports where each
/// start tag ends; the tag's own start is found in the text from there.
package enum XMLTreeReader {
  /// Why the text is not well-formed XML, and where.
  package struct Failure: Error, Sendable {
    package var location: SourceLocation
    package var message: String
  }

  /// The document element of `data`.
  package static func read(_ data: Data) -> Result<XMLElementNode, Failure> {
    let source = SourceText(data)
    // FoundationXML traps on names that are not UTF-8: refuse such bytes first, where they are.
    if let offset = source.firstInvalidUTF8Offset {
      let byte = String(source.bytes[offset], radix: 16, uppercase: true)
      return .failure(
        Failure(location: source.location(of: offset), message: "not UTF-8 text: byte 0x\(byte.count < 2 ? "0" + byte : byte)"))
    }
    // libxml2 reads only the text before a `--` inside a comment (SourceText+Comments.swift).
    let doubleHyphen = source.firstDoubleHyphenInComment
    let builder = TreeBuilder(source: source)
    // A stream, not the data at once: given more than 10 MB at once, libxml2 gives up.
    let parser = XMLParser(stream: InputStream(data: doubleHyphen.map { Data(source.bytes[..<$0]) } ?? data))
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = builder
    let ok = parser.parse()
    var failure = builder.failure
    if !ok && failure == nil {
      let location = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
      failure = Failure(location: location, message: "malformed XML" + (parser.parserError.flatMap(message).map { ": " + $0 } ?? ""))
    }
    if let doubleHyphen {
      // An error libxml2 found before it comes first; the end of the shortened text does not.
      let location = source.location(of: doubleHyphen)
      if let failure, failure.location < location { return .failure(failure) }
      return .failure(Failure(location: location, message: "malformed XML: \"--\" inside a comment (a comment ends at the first \"--\", which must be followed by \">\")"))
    }
    if let failure { return .failure(failure) }
    guard let root = builder.root else {
      return .failure(Failure(location: SourceLocation(line: 1, column: 1), message: "the file holds no XML element"))
    }
    return .success(root)
  }

  /// `XMLParser`'s message for `error` when it has one. On Linux it has none, and its codes do
  /// not name libxml2's errors reliably: the caller says where instead.
  static func message(of error: Error) -> String? {
    let text = (((error as NSError).userInfo[NSLocalizedDescriptionKey] as? String) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty || text.hasPrefix("The operation") ? nil : text
  }


}

/// The document's bytes with the offset of each line's start, to turn `XMLParser`'s positions
/// into offsets and back.
package struct SourceText: Sendable {
  package let bytes: [UInt8]
  /// The offset of each line's first byte; line 1 first.
  package let lineStarts: [Int]

  package init(_ data: Data) {
    bytes = [UInt8](data)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The offset of the first byte that is not part of valid UTF-8, or nil.
  package var firstInvalidUTF8Offset: Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }

  /// The offset of 1-based `line` and `column` (in characters, as libxml2 counts them), clamped
  /// into the line.
  package func offset(line: Int, column: Int) -> Int {
    var cursor = SourceCursor(source: self)
    return cursor.offset(line: line, column: column)
  }

  /// The line and column (in characters) of `offset`.
  package func location(of offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    let prefix = bytes[start..<max(start, min(offset, bytes.count))]
    // Columns count characters: UTF-8 continuation bytes do not start one.
    let column = prefix.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } + 1
    return SourceLocation(line: low + 1, column: column)
  }

  /// The start tag `<name …>` that libxml2 reported at `reported` (the offset of the tag's `>`, or
  /// of the `/` of its `/>`) and that begins at or after `floor`: searched backwards for `<name`
  /// followed by a space, `/` or `>`.
  ///
  /// Both scans stay between `floor` and the tag's end, so that reading a document's tags one
  /// after the other (each floor the previous tag's end) looks at each byte a bounded number of
  /// times, even in text that is not XML (`<a <a <a …`, unclosed quotes) which libxml2 still
  /// reads as tags.
  package func startTag(named name: String, reportedAt reported: Int, notBefore floor: Int = 0) -> Range<Int>? {
    let pattern = Array(("<" + name).utf8)
    // The `>` of `/>` is one byte past `reported`; one more of slack.
    let endLimit = min(reported + 3, bytes.count)
    var position = min(reported + 1, bytes.count) - pattern.count
    while position >= max(floor, 0) {
      if bytes[position] == UInt8(ascii: "<"), bytes[position..<position + pattern.count].elementsEqual(pattern) {
        let next = position + pattern.count
        if next >= bytes.count || Self.endsName(bytes[next]) {
          guard let end = tagEnd(from: next, before: endLimit) else { return nil }
          return position..<end
        }
      }
      position -= 1
    }
    return nil
  }

  /// Whether `byte` ends an element's name in a start tag.
  private static func endsName(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): true
    default: false
    }
  }

  /// The offset just past the `>` that closes the tag whose attributes start at `offset`,
  /// skipping quoted values; nil when it does not close before `limit`.
  func tagEnd(from offset: Int, before limit: Int) -> Int? {
    var quote: UInt8?
    var position = offset
    while position < limit {
      let byte = bytes[position]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return position + 1
      }
      position += 1
    }
    return nil
  }
}

/// `XMLParser`'s delegate: builds the tree on a stack of open elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let source: SourceText
  var stack: [XMLElementNode] = []
  var root: XMLElementNode?
  var failure: XMLTreeReader.Failure?
  /// Where the next start tag may begin: the end of the previous one found.
  private var searchFloor = 0
  /// One cursor for libxml2's positions, one for the tags' starts: each moves forwards.
  private var reportedPositions: SourceCursor
  private var tagStarts: SourceCursor

  init(source: SourceText) {
    self.source = source
    reportedPositions = SourceCursor(source: source)
    tagStarts = SourceCursor(source: source)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    // libxml2 reports the position of the start tag's `>` (or `/>`); its column counts characters.
    let reported = reportedPositions.offset(line: parser.lineNumber, column: parser.columnNumber)
    let found = source.startTag(named: elementName, reportedAt: reported, notBefore: searchFloor)
    let range = found ?? reported..<reported
    if let found { searchFloor = found.upperBound }
    stack.append(
      XMLElementNode(
        name: elementName, attributes: attributes, children: [], text: nil, location: tagStarts.location(of: range.lowerBound),
        startTag: range))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    // Only a `<string>` element's text matters; whitespace between elements is dropped.
    guard stack[stack.count - 1].name == "string" else { return }
    // Appended in place: libxml2 may hand the text over in many pieces (one per entity).
    if stack[stack.count - 1].text == nil { stack[stack.count - 1].text = "" }
    stack[stack.count - 1].text?.append(string)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard let element = stack.popLast() else { return }
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard failure == nil else { return }
    let location = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    var text = "malformed XML"
    if let detail = XMLTreeReader.message(of: parseError) {
      text += ": " + detail
    } else if let open = stack.last {
      // Where the reader was: inside which element, and whether the text simply ends there.
      let atEnd = source.offset(line: location.line, column: location.column) >= source.bytes.count - 1
      text += " inside <\(open.name)> (line \(open.location.line))"
      if atEnd { text += ": the document ends before its elements are closed" }
    }
    failure = XMLTreeReader.Failure(location: location, message: text)
  }
}
