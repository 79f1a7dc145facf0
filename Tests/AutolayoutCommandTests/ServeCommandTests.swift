import Foundation
import Testing

/// `autolayout serve`'s command line; the server itself is tested in LayoutInspectorTests.
@Suite("Command: serve")
struct ServeCommandTests {
  @Test("A file that does not exist is exit 66, before anything listens")
  func missingFile() throws {
    let result = try Autolayout.run(["serve", "/nonexistent/doc.yaml", "--port", "0"])
    #expect(result.status == 66)
    #expect(result.standardError == "/nonexistent/doc.yaml: no such file\n")
    #expect(result.standardOutput.isEmpty)
  }

  @Test("A port outside 0…65535 is a usage error (64)")
  func badPort() throws {
    let result = try Autolayout.run(["serve", "--port", "70000"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--port must be between 0 and 65535; got 70000"))
  }
}
