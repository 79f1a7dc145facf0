import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
    // By hand, 667 wide: blue and red share 667 − 16 − 8 − 16 = 627 at 1 : 2 (the @750 wish,
    // and blue's 209 is over 150), so blue 209 at 16, red 418 at 16 + 209 + 8 = 233. 375 tall:
    // from the safe area's top (20) + 20 down to 20 above its bottom (375), so 40 and 315. The
    // guide has no constraints: ambiguous, at zero.
    #expect(
      table.standardOutput == """
        canvas 667 x 375

        view    x   y  width  height  ambiguous
        root    0   0    667     375  no
        blue   16  40    209     315  no
        red   233  40    418     315  no

        guide   x  y  width  height  ambiguous
        spacer  0  0      0       0  yes

        no constraint broken

        """)
    let wide = try jsonObject(try Autolayout.run(["solve", file, "--canvas", "667x375"]).standardOutput)
    #expect(frame(wide, "root") == ["x": 0, "y": 0, "width": 667, "height": 375])
    let rtl = try jsonObject(try Autolayout.run(["solve", file, "--trait", "layoutDirection=rightToLeft"]).standardOutput)
    // Right to left, leading is the right: blue sits against the right margin.
    let x: Double? = frame(rtl, "blue")?["x"]
    #expect(x == 209)  // 375 − 16 − 150
  }

  @Test func solvePrintsFramesOnThePixelGrid() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let result = try Autolayout.run(["solve", try folder.file("thirds.yaml", Documents.thirds)])
    #expect(result.status == 0, "\(result.standardError)")
    // By hand, at 3 pixels a point: 20.3 → 61 pixels, 20.3 + 100.3 = 120.6 → 362, 10.1 → 30,
    // 10.1 + 50.2 = 60.3 → 181. So x = 61/3, width 301/3, y 10, height 151/3: the doubles
    // nearest them, in their shortest form.
    #expect(
      result.standardOutput == """
        {
          "canvas": {"height": 100, "width": 200},
          "guides": {},
          "unsatisfiable": [],
          "views": {
            "box":  {"ambiguous": false, "frame": {"height": 50.333333333333336, "width": 100.33333333333333, \
        "x": 20.333333333333332, "y": 10}},
            "root": {"ambiguous": false, "frame": {"height": 100, "width": 200, "x": 0, "y": 0}}
          }
        }

        """)
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
    let drawing = try XMLDocument(xmlString: svg, options: [])
    func elements(_ path: String) throws -> [XMLElement] {
      try drawing.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }
    func attribute(_ element: XMLElement, _ name: String) -> String? {
      element.attributes?.first { $0.name == name }?.stringValue
    }
    func group(_ name: String) -> String { "//*[local-name()='g'][contains(concat(' ', @class, ' '), ' \(name) ')]" }
    // The document's name, then the contract's frames (layout-document.md §3): blue (16, 40)
    // 150 × 607, red (174, 40) 185 × 607, in their colours; the root has no colour: invisible, as
    // in UIKit (the frames overlay outlines it).
    #expect(try elements("/*/*[local-name()='title']").first?.stringValue == "Two views with complex widths")
    let views = try elements(group("views") + "/*[local-name()='rect']").map { rect in
      ["x", "y", "width", "height", "fill"].map { attribute(rect, $0) ?? "-" }.joined(separator: " ")
    }
    #expect(views == ["16 40 150 607 #0000ff", "174 40 185 607 #cc3300"])
    // The frames overlay: each view's frame, captioned with its id.
    let captions = try elements(group("frames") + "/*[local-name()='text']").map { $0.stringValue ?? "" }
    #expect(captions == ["root", "blue", "red"])
    // The constraints overlay: one mark per constraint, in the document's order, each with the
    // constraint as its tooltip (`standard` between siblings is 8).
    let marks = try elements(group("constraint") + "/*[local-name()='title']").map { $0.stringValue ?? "" }
    #expect(
      marks == [
        "blue.leading == root.leadingMargin", "red.leading == blue.trailing + 8", "red.trailing == root.trailingMargin",
        "blue.top == root.safeArea.top + 20", "red.top == blue.top", "root.safeArea.bottom == blue.bottom + 20",
        "red.bottom == blue.bottom", "red.width == 2 * blue.width @750", "blue.width >= 150",
      ])
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
    // Every command that lays a document out refuses it the same way (layout-document.md §3).
    for command in [["check", file], ["explain", file, "blue"]] {
      let refused = try Autolayout.run(command)
      #expect(refused.status == 65, "\(command)")
      #expect(refused.standardError.hasPrefix("\(file):7:10: "), "\(command): \(refused.standardError)")
      #expect(refused.standardOutput.isEmpty, "\(command)")
    }
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
    // The bundled storyboard: its four scenes as cards in portrait and landscape, all sound,
    // and drawn side by side on a page of their own.
    #expect(result.standardOutput.contains("and 1 storyboard (4 scenes)"))
    for scene in ["Sign In", "Contacts", "Gallery", "Adaptive"] {
      #expect(page.contains(scene), "\(scene) missing from the gallery")
    }
    let scenes = try String(contentsOfFile: folder.path("gallery/Demo.storyboard.svg"), encoding: .utf8)
    #expect(scenes.contains("Demo.storyboard — 4 scenes"))
    #expect(scenes.components(separatedBy: " — 375 × 667 pt").count == 5)
  }
}
