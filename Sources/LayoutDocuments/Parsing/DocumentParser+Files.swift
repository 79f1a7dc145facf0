import Foundation

extension DocumentParser {
  /// The text of the file at `path`, decoded: UTF-8 (a byte order mark is dropped later, with
  /// the other normalisations of ``Source``), or UTF-16 when a byte order mark says so.
  static func readText(atPath path: String) throws(DocumentLoadError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missingFile(path: path)
    }
    if isDirectory.boolValue { throw .unreadable(path: path, reason: "it is a directory") }
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.isReadableFile(atPath: path) ? "the file cannot be read" : "permission denied"
      throw .unreadable(path: path, reason: reason)
    }
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      guard let text = String(data: data, encoding: .utf16) else {
        throw .unreadable(path: path, reason: "not valid UTF-16 text")
      }
      return text
    }
    if let problem = firstInvalidUTF8(in: bytes) {
      throw .unreadable(path: path, reason: "not UTF-8 text (\(problem))")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where the first byte that is not UTF-8 is, as `byte 0xFF at line 3, column 7`; nil when
  /// all of `bytes` is UTF-8. Columns count characters decoded so far on the line.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> String? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == 0x0A {
          line += 1
          column = 1
        } else {
          column += 1
        }
        offset += encoded.count
      case .error:
        let byte = offset < bytes.count ? bytes[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count < 2 ? "0" + hex : hex) at line \(line), column \(column)"
      case .emptyInput:
        return nil
      }
    }
  }
}
