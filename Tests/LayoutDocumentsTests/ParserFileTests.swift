import Foundation
import Testing

@testable import LayoutDocuments

/// `DocumentParser.parse(contentsOf:)`: missing files, directories, encodings, and the exit
/// statuses of layout-document.md §3.
@Suite("Parser: reading files", .timeLimit(.minutes(10)))
struct ParserFileTests {
  /// A fresh directory for one test's files.
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("parser-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func load(_ path: String) -> Result<LayoutDocument, DocumentLoadError> {
    do throws(DocumentLoadError) {
      return .success(try DocumentParser.parse(contentsOf: path))
    } catch {
      return .failure(error)
    }
  }

  private func loadError(_ path: String) -> DocumentLoadError? {
    if case .failure(let error) = load(path) { return error }
    return nil
  }

  @Test("A missing file is missingFile, exit 66")
  func missingFile() throws {
    let path = try temporaryDirectory().appendingPathComponent("nothing.yaml").path
    let error = loadError(path)
    #expect(error == .missingFile(path: path))
    #expect(error?.exitCode == 66)
    #expect(error?.description == "\(path): no such file")
  }

  @Test("A directory is unreadable, exit 66")
  func directory() throws {
    let path = try temporaryDirectory().path
    let error = loadError(path)
    #expect(error == .unreadable(path: path, reason: "it is a directory"))
    #expect(error?.exitCode == 66)
    #expect(error?.description == "\(path): cannot read: it is a directory")
  }

  @Test("A file that is not UTF-8 is unreadable, with where the first bad byte is")
  func notUTF8() throws {
    let url = try temporaryDirectory().appendingPathComponent("latin1.yaml")
    // "name: Ã(" — 0xC3 starts a two-byte sequence that 0x28 does not continue.
    try Data("version: 1\nname: ".utf8 + [0xC3, 0x28] + Data("\n".utf8)).write(to: url)
    let error = loadError(url.path)
    #expect(error == .unreadable(path: url.path, reason: "not UTF-8 text (byte 0xC3 at line 2, column 7)"))
    #expect(error?.exitCode == 66)
  }

  @Test("An invalid document is invalid, exit 65, its message naming the path")
  func invalidDocument() throws {
    let url = try temporaryDirectory().appendingPathComponent("bad.yaml")
    try Data("version: 1\ncanvas: {width: 1, height: 1}\n".utf8).write(to: url)
    let error = try #require(loadError(url.path))
    #expect(error.exitCode == 65)
    guard case .invalid(let documentError) = error else {
      Issue.record("expected .invalid, got \(error)")
      return
    }
    #expect(documentError.file == url.path)
    #expect(error.description == "\(url.path):1:1: the document has no 'root' (the root view)\nversion: 1\n^")
  }

  @Test("An empty file is an invalid document")
  func emptyFile() throws {
    let url = try temporaryDirectory().appendingPathComponent("empty.yaml")
    try Data().write(to: url)
    let error = loadError(url.path)
    #expect(error?.exitCode == 65)
  }

  @Test("UTF-8 with a byte order mark, UTF-16 with one, and Windows line breaks read alike")
  func encodings() throws {
    let text = "version: 1\r\ncanvas: {width: 10, height: 20}\r\nroot: {}\r\nconstraints: [\"root.width == 10\"]\r\n"
    let directory = try temporaryDirectory()
    let utf8 = directory.appendingPathComponent("bom.yaml")
    try (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).write(to: utf8)
    let utf16 = directory.appendingPathComponent("utf16.json")
    try (Data([0xFF, 0xFE]) + Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })).write(to: utf16)
    for url in [utf8, utf16] {
      let document = try DocumentParser.parse(contentsOf: url.path)
      #expect(document.canvas == CGSize(width: 10, height: 20))
      #expect(document.constraints.first?.textLocation == SourceLocation(line: 4, column: 16))
      #expect(document.source.hasPrefix("version: 1\ncanvas"))
    }
  }
}
