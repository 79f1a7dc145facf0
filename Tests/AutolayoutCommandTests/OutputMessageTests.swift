import Foundation
import Testing

/// What the command says about its output and about a name it does not know: once, naming the
/// path the user gave, with the exit codes of sysexits.
@Suite("Output paths and messages", .timeLimit(.minutes(10)))
struct OutputMessageTests {
  @Test("render says what it wrote")
  func renderSaysWhatItWrote() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    let output = folder.url.appendingPathComponent("doc.svg").path
    let result = try Autolayout.run(["render", file, "-o", output])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "Wrote \(file) to \(output)\n")
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test("An extension render cannot write is a usage error (64) listing what it can, and writes nothing")
  func unsupportedExtension() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    let output = folder.url.appendingPathComponent("doc.jpg").path
    let result = try Autolayout.run(["render", file, "-o", output])
    #expect(result.status == 64)
    #expect(result.standardError.contains("cannot write .jpg files"))
    #expect(result.standardError.contains("-o takes a .svg or .png file"))
    #expect(!FileManager.default.fileExists(atPath: output))
    let matrix = try Autolayout.run(["render", file, "--matrix", "-o", folder.url.appendingPathComponent("m.svg").path])
    #expect(matrix.status == 64)
    #expect(matrix.standardError.contains("--matrix writes an HTML page"))
  }

  @Test("A missing folder is named as such, with the path the user gave (73)")
  func missingFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    let missing = folder.url.appendingPathComponent("no-such-folder").path
    let result = try Autolayout.run(["render", file, "-o", missing + "/doc.svg"])
    #expect(result.status == 73)
    #expect(result.standardError == "autolayout: cannot write \(missing)/doc.svg: the folder \(missing) does not exist\n")
  }

  @Test("explain with an unknown id prints the message and a suggestion, not the usage")
  func explainUnknownId() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    let result = try Autolayout.run(["explain", file, "rde"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("has no view or guide named 'rde'; did you mean 'red'?"))
    #expect(!result.standardError.contains("Usage:"))
    #expect(result.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
  }
}
