import ArgumentParser
import Foundation
import LayoutDocuments

/// Reading and laying out a document for a command, with the contract's exit statuses: 66 for a
/// missing file, 64 for options that cannot apply to it, 65 for a document that cannot be read or
/// laid out (the message on standard error: `FILE:LINE:COLUMN: message`, the line, a caret).
enum Loading {
  static func layout(_ path: String, options: LayoutOptions, times: inout PhaseTimes) throws -> DocumentLayout {
    let document: LayoutDocument
    do {
      document = try times.measure("parse") { () throws(DocumentLoadError) in try DocumentParser.parse(contentsOf: path) }
    } catch {
      Console.error(error.description)
      throw ExitCode(error.exitCode)
    }
    // Options that cannot apply to this document (an orientation without any device, a split
    // the device lacks) are a command-line mistake.
    if let problem = options.problem(with: document) {
      Console.error("autolayout: \(problem)")
      throw ExitCode(64)
    }
    do {
      return try times.measure("build") { () throws(DocumentError) in try DocumentLayout(document, options: options) }
    } catch {
      Console.error(error.description)
      throw ExitCode(65)
    }
  }
}

/// Standard output and error.
enum Console {
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }
}
