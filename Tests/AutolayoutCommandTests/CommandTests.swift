import Foundation
import Testing

// Every command end to end through the built executable (layout-document.md §3).

/// The JSON object a command printed.
private func jsonObject(_ text: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// `views.ID.frame` of a solve result.
private func frame(_ json: [String: Any], _ id: String, in group: String = "views") -> [String: Double]? {
  ((json[group] as? [String: Any])?[id] as? [String: Any])?["frame"] as? [String: Double]
}

@Suite(.timeLimit(.minutes(10))) struct CommandTests {
  @Test func solvePrintsTheContractsJSON() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let result = try Autolayout.run(["solve", try folder.file("doc.yaml", Documents.contract)])
    #expect(result.status == 0, "\(result.standardError)")
    let json = try jsonObject(result.standardOutput)
    #expect(frame(json, "blue") == ["x": 16, "y": 40, "width": 150, "height": 607])
    #expect(frame(json, "red") == ["x": 174, "y": 40, "width": 185, "height": 607])
    #expect(frame(json, "root") == ["x": 0, "y": 0, "width": 375, "height": 667])
    let views = json["views"] as? [String: [String: Any]]
    #expect(views?["blue"]?["ambiguous"] as? Bool == false)
    let guides = json["guides"] as? [String: [String: Any]]
    #expect(guides?["spacer"]?["ambiguous"] as? Bool == true)
    #expect((json["unsatisfiable"] as? [Any])?.isEmpty == true)
    #expect(json["canvas"] as? [String: Double] == ["width": 375, "height": 667])
    // Keys sorted, as the contract says.
    let text = result.standardOutput
    let order = ["\"canvas\"", "\"guides\"", "\"unsatisfiable\"", "\"views\""].compactMap { text.range(of: $0)?.lowerBound }
    #expect(order.count == 4 && order == order.sorted())
  }

  @Test func solveTakesCanvasAndTraitOverridesAndPrintsATable() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    let table = try Autolayout.run(["solve", file, "--format", "text", "--canvas", "667x375"])
    #expect(table.status == 0, "\(table.standardError)")
    #expect(table.standardOutput.contains("blue"))
    let wide = try jsonObject(try Autolayout.run(["solve", file, "--canvas", "667x375"]).standardOutput)
    #expect(frame(wide, "root") == ["x": 0, "y": 0, "width": 667, "height": 375])
    let rtl = try jsonObject(try Autolayout.run(["solve", file, "--trait", "layoutDirection=rightToLeft"]).standardOutput)
    // Right to left, leading is the right: blue sits against the right margin.
    let x: Double? = frame(rtl, "blue")?["x"]
    #expect(x == 209)  // 375 − 16 − 150
  }

  @Test func checkExitsWithTheContractsStatuses() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let sound = try Autolayout.run(["check", try folder.file("sound.yaml", Documents.sound)])
    #expect(sound.status == 0, "\(sound.standardOutput)\(sound.standardError)")
    let unsatisfiable = try Autolayout.run(["check", try folder.file("conflict.yaml", Documents.unsatisfiable)])
    #expect(unsatisfiable.status == 1)
    #expect(unsatisfiable.standardOutput.contains("box.width == 20"))
    let ambiguous = try Autolayout.run(["check", try folder.file("ambiguous.yaml", Documents.ambiguous)])
    #expect(ambiguous.status == 2)
    #expect(ambiguous.standardOutput.contains("box.minX"))
  }

  @Test func explainSaysWhatHoldsAFrame() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    let result = try Autolayout.run(["explain", file, "red"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("red, horizontal:"))
    #expect(result.standardOutput.contains("red.width == 2 * blue.width @750, off by 115"))
    let unknown = try Autolayout.run(["explain", file, "green"])
    #expect(unknown.status == 64)
    #expect(unknown.standardError.contains("no view or guide named 'green'"))
  }

  @Test func vflPrintsTheConstraintsOfALine() throws {
    let result = try Autolayout.run(["vfl", "H:|-(pad)-[red(==green)]-[green]|", "--metric", "pad=50"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.split(separator: "\n") == [
        "red.leading == superview.leading + 50", "red.width == green.width", "green.leading == red.trailing + 8",
        "superview.trailing == green.trailing",
      ])
    let bad = try Autolayout.run(["vfl", "V|[box]|"])
    #expect(bad.status == 65)
    #expect(bad.standardError.contains("Expected ':' after 'V' to specify vertical arrangement"))
    #expect(bad.standardError.contains("\n ^"))
  }

  @Test func renderWritesSVGAndNothingOnFailure() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    let out = folder.path("doc.svg")
    let result = try Autolayout.run(["render", file, "-o", out, "--overlay", "frames,constraints"])
    #expect(result.status == 0, "\(result.standardError)")
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(svg.contains("<svg") && svg.contains("</svg>"))
    // Again, over the file just written: it is replaced.
    let again = try Autolayout.run(["render", file, "-o", out])
    #expect(again.status == 0, "\(again.standardError)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) != svg)

    let broken = try folder.file("broken.yaml", Documents.badConstraint)
    let failed = try Autolayout.run(["render", broken, "-o", folder.path("broken.svg")])
    #expect(failed.status == 65)
    #expect(!FileManager.default.fileExists(atPath: folder.path("broken.svg")))
    #expect(failed.standardError.hasPrefix("\(broken):7:"))

    let missing = try Autolayout.run(["render", folder.path("nope.yaml"), "-o", folder.path("nope.svg")])
    #expect(missing.status == 66)
    #expect(!FileManager.default.fileExists(atPath: folder.path("nope.svg")))

    let unwritable = try Autolayout.run(["render", file, "-o", folder.path("no/such/folder/x.svg")])
    #expect(unwritable.status == 73)
    #expect(unwritable.standardError.contains("cannot write"))
    // No temporary or partial files were left behind.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(Set(left) == ["broken.yaml", "doc.svg", "doc.yaml"])

    let badOverlay = try Autolayout.run(["render", file, "-o", out, "--overlay", "sparkles"])
    #expect(badOverlay.status == 64)
  }

  @Test func renderManyFilesInParallelIntoAFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let files = try (0..<4).map { try folder.file("doc\($0).yaml", Documents.contract) }
    let result = try Autolayout.run(["render"] + files + ["-o", folder.path("out"), "--jobs", "2"])
    #expect(result.status == 0, "\(result.standardError)")
    for index in 0..<4 {
      #expect(FileManager.default.fileExists(atPath: folder.path("out/doc\(index).svg")))
    }
    #expect(result.standardError.contains("[4/4]"))
  }

  @Test func commandLineMistakesExit64() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.contract)
    for arguments in [
      ["solve", file, "--canvas", "-5x10"], ["solve", file, "--canvas", "wide"], ["solve", file, "--trait", "color=red"],
      ["solve", file, "--trait", "horizontalSizeClass=huge"], ["solve", file, "--format", "xml"], ["solve"],
      ["frobnicate"], ["vfl", "H:[a]", "--option", "sideways"], ["vfl", "H:[a]", "--metric", "pad"],
    ] {
      let result = try Autolayout.run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.status) \(result.standardError)")
    }
  }

  @Test func documentErrorsPointAtTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("doc.yaml", Documents.badConstraint)
    let result = try Autolayout.run(["solve", file])
    #expect(result.status == 65)
    // The caret stands under `lead`, inside the constraint string, in the file's own columns.
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("\(file):7:10: ") == true, "\(result.standardError)")
    #expect(lines.dropFirst().first == "  - blue.lead == root.leading")
    #expect(lines.dropFirst(2).first == "         ^")
    #expect(result.standardOutput.isEmpty)
    let missing = try Autolayout.run(["solve", folder.path("missing.yaml")])
    #expect(missing.status == 66)
  }

  @Test func demoWritesTheGalleryOfTheBundledCookbook() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    // From another folder: the cookbook is bundled with the command.
    let result = try Autolayout.run(["demo", "--output", "gallery"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let page = try String(contentsOfFile: folder.path("gallery/index.html"), encoding: .utf8)
    for title in ["Two Views with Complex Widths", "Simple Single View", "Simple Stack View"] {
      #expect(page.contains(title), "\(title) missing from the gallery")
    }
    #expect(page.contains("<svg"))
    // Stack and scroll recipes lay out: only the size-class recipe's compact cards are ambiguous
    // (its document leaves two views unconstrained there on purpose), and the self-sizing cell,
    // a 600-point prototype with a fixed frame and no autoresizing mask, reaches off the
    // iPhone's 375-point screen in portrait.
    #expect(result.standardOutput.contains("(3 cards with problems)"))
    #expect(page.contains("sound, but off screen: textCell, cellContentView, bodyTextView"))
    #expect(result.standardOutput.contains("gallery/index.html"))
    #expect(result.standardError.contains("[24/24]"))
    #expect(result.standardOutput.contains("24 recipes × 3 canvases"))
  }
}
