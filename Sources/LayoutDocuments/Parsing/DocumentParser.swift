import Foundation
import Yams

/// Reads layout documents (layout-document.md §1) from YAML or JSON text.
///
/// Every key of the contract is read and checked, at every level; anything else is an error that
/// points into the file (`FILE:LINE:COLUMN: message`, the line, a caret): unknown keys (with the
/// nearest known key when one is close), values of the wrong type or out of range, duplicate keys
/// and ids, and malformed YAML or JSON itself.
///
/// Constraint strings are kept as written, with where their first character is; the layout step
/// (``DocumentLayout``) parses them.
///
/// Choices the contract leaves open:
/// - Anchors, aliases and tags (`&a`, `*a`, `!!str`) are refused: a layout document is plain data.
/// - A key with no value (`subviews:`) is an empty list or map where a list or map is expected.
/// - `version` may be left out (it is 1); `canvas` needs both `width` and `height`.
/// - Line breaks are normalised to `\n` (the document keeps the normalised text, for quoting
///   lines in messages); columns count characters.
public enum DocumentParser {
  /// Reads a document from its text.
  ///
  /// - Parameters:
  ///   - text: The document, YAML 1.2 or JSON.
  ///   - file: The name messages give the document (its path, as the user wrote it).
  /// - Returns: The document, checked against every rule of layout-document.md §1 that does not
  ///   need the constraint language.
  /// - Throws: `DocumentError` at the offending place: malformed YAML or JSON, an empty document
  ///   or one that is not a map, an unknown or duplicate key, a value of the wrong type or out of
  ///   range, a missing `root` or `id`, a missing `canvas` (and `device`), a duplicate id.
  /// - Complexity: O(*n*) in the length of the text.
  public static func parse(_ text: String, file: String) throws(DocumentError) -> LayoutDocument {
    let source = Source(file: file, text: text)
    try source.checkCharacters()
    let parser: Yams.Parser
    let root: Node?
    do {
      parser = try Yams.Parser(yaml: source.text, encoding: .utf8)
      root = try parser.singleRoot()
    } catch let error as YamlError {
      throw source.error(for: error)
    } catch {
      throw source.error(.yaml(.unreadable("\(error)")), at: SourceLocation(line: 1, column: 1))
    }
    // Anchors are weak references that the parser keeps alive; they are how aliases are found.
    defer { withExtendedLifetime(parser) {} }
    if let root { try Reader.rejectAnchorsAndTags(in: root, source: source) }
    var reader = Reader(source: source)
    return try reader.document(from: root)
  }

  /// Reads the document in the file at `path`: UTF-8 (with or without a byte order mark) or
  /// UTF-16 with a byte order mark; YAML or JSON.
  ///
  /// - Parameter path: The file's path; messages name the file by it.
  /// - Throws: `DocumentLoadError.missingFile` when nothing is at `path`;
  ///   `DocumentLoadError.unreadable` for a directory, a file that cannot be read, or one that is
  ///   not UTF-8 text; `DocumentLoadError.invalid` with the `DocumentError` of ``parse(_:file:)``.
  public static func parse(contentsOf path: String) throws(DocumentLoadError) -> LayoutDocument {
    let text = try readText(atPath: path)
    do {
      return try parse(text, file: path)
    } catch {
      throw .invalid(error)
    }
  }
}
