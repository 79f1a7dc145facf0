import Foundation
import Testing

// Devices end to end: `--device`, `--orientation`, `--multitasking`, the document's `device:`,
// and `render --matrix`. Expected frames are derived by hand from the device data of
// behaviour-2 §2 (window sizes, size classes) and §2.6 (root side margins: 16 on compact-width
// phones, 20 where the width is regular or the phone is a Plus).

/// `views.ID.frame` of a solve result.
private func frame(_ output: String, _ id: String) throws -> [String: Double]? {
  let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  return ((json["views"] as? [String: Any])?[id] as? [String: Any])?["frame"] as? [String: Double]
}

/// A box across the root's margins, 10 below its top; 40 high in compact height, 10 otherwise.
private let marginBox = """
  version: 1
  canvas: {width: 375, height: 667}
  root:
    id: root
    subviews: [{id: box}]
  constraints:
    - box.leading == root.leadingMargin
    - box.trailing == root.trailingMargin
    - box.top == root.top + 10
    - {constraint: box.height == 40, when: {verticalSizeClass: compact}}
    - {constraint: box.height == 10, unless: {verticalSizeClass: compact}}
  """

@Suite(.timeLimit(.minutes(10))) struct DeviceCommandTests {
  @Test func devicesSetTheCanvasMarginsAndSizeClasses() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("box.yaml", marginBox)
    // No device: the document's canvas and the model's 8-point margins, regular height.
    let plain = try Autolayout.run(["solve", file])
    #expect(try frame(plain.standardOutput, "box") == ["x": 8, "y": 10, "width": 359, "height": 10])
    // iPhone 8 portrait: 375 × 667, compact width: 16-point margins.
    let phone = try Autolayout.run(["solve", file, "--device", "iPhone 8"])
    #expect(phone.status == 0, "\(phone.standardError)")
    #expect(try frame(phone.standardOutput, "root") == ["x": 0, "y": 0, "width": 375, "height": 667])
    #expect(try frame(phone.standardOutput, "box") == ["x": 16, "y": 10, "width": 343, "height": 10])
    // iPhone 8 Plus landscape: 736 × 414, regular width (20-point margins), compact height.
    let plus = try Autolayout.run(["solve", file, "--device", "iPhone 8 Plus", "--orientation", "landscape"])
    #expect(try frame(plus.standardOutput, "root") == ["x": 0, "y": 0, "width": 736, "height": 414])
    #expect(try frame(plus.standardOutput, "box") == ["x": 20, "y": 10, "width": 696, "height": 40])
    // An iPad Air 2 in a landscape half split: 507 × 768, compact width, regular height.
    let split = try Autolayout.run([
      "solve", file, "--device", "iPad Air 2", "--orientation", "landscape", "--multitasking", "half",
    ])
    #expect(split.status == 0, "\(split.standardError)")
    #expect(try frame(split.standardOutput, "root") == ["x": 0, "y": 0, "width": 507, "height": 768])
    #expect(try frame(split.standardOutput, "box") == ["x": 16, "y": 10, "width": 475, "height": 10])
  }

  @Test func theDocumentsOwnDeviceAndOrientation() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let source = marginBox.replacingOccurrences(
      of: "canvas: {width: 375, height: 667}", with: "device: iPhone 8\norientation: landscape")
    let file = try folder.file("box.yaml", source)
    let result = try Autolayout.run(["solve", file])
    #expect(result.status == 0, "\(result.standardError)")
    // 667 × 375, compact height; the options turn it back to portrait.
    #expect(try frame(result.standardOutput, "box") == ["x": 16, "y": 10, "width": 635, "height": 40])
    let portrait = try Autolayout.run(["solve", file, "--orientation", "portrait"])
    #expect(try frame(portrait.standardOutput, "box") == ["x": 16, "y": 10, "width": 343, "height": 10])
    // The render names the device under its legend.
    let svg = folder.path("box.svg")
    #expect(try Autolayout.run(["render", file, "-o", svg]).status == 0)
    let drawing = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(drawing.contains("iPhone 8, landscape, 2x: compact width, compact height"))
  }

  @Test func deviceOptionsThatCannotApplyExit64() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("box.yaml", marginBox)
    let cases: [([String], String)] = [
      (["solve", file, "--device", "iPhone 9"], "unknown device 'iPhone 9'; did you mean"),
      (["solve", file, "--orientation", "landscape"], "an orientation applies only with a device"),
      (["check", file, "--device", "iPhone 8", "--multitasking", "half"], "'iPhone 8' runs apps full screen only"),
      (["render", file, "-o", folder.path("x.svg"), "--device", "iPad Air 2", "--multitasking", "half"],
       "'iPad Air 2' has no 'half' window in portrait"),
      (["solve", file, "--orientation", "sideways"], "sideways"),
    ]
    for (arguments, message) in cases {
      let result = try Autolayout.run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.status)")
      #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("x.svg")))
  }

  @Test func theMatrixLaysOneDocumentOutEverywhere() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let form = Self.form
    let page = folder.path("matrix.html")
    let result = try Autolayout.run([
      "render", form, "--matrix", "-o", page, "--devices", "iPhone 8, iPad Air 2", "--categories",
      "large,accessibilityMedium",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    // One card has a problem: the iPhone 8 held sideways at AX1, where the button starts at
    // y = 377 (from `solve` on that device), below the 375-point screen.
    #expect(result.standardOutput.contains("8 layouts (1 with problems)"), "\(result.standardOutput)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("2 devices, 8 renders, 1 with problems."))
    #expect(html.contains("sound, but off screen: signUp"))
    for section in ["<h2>iPhone 8</h2>", "<h2>iPad Air 2</h2>"] { #expect(html.contains(section)) }
    for card in ["portrait, large", "landscape, accessibilityMedium", "667×375 at 2x", "1024×768 at 2x"] {
      #expect(html.contains(card), "\(card) missing")
    }
    #expect(html.components(separatedBy: "<svg").count - 1 >= 8)
    // The title's Title 1 font: 28 points at Large, 38 at AX1 (Apple's Dynamic Type table).
    #expect(html.contains("font-size=\"28\" fill=\"#000000\" font-family=\"DejaVu Sans, sans-serif\""))
    #expect(html.contains("font-size=\"38\" fill=\"#000000\" font-family=\"DejaVu Sans, sans-serif\""))
  }

  /// The form is sound everywhere, but at the largest text sizes it is taller than a small
  /// phone held sideways: from `solve` on that device, the email field ends at 332.5, below
  /// the 320-point screen, and the newsletter row and the button further down.
  @Test func theMatrixFlagsWhatFallsOffTheScreen() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let page = folder.path("matrix.html")
    let result = try Autolayout.run([
      "render", Self.form, "--matrix", "-o", page, "--devices", "iPhone SE (1st generation)", "--orientations",
      "landscape", "--categories", "large,accessibilityExtraLarge",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("2 layouts (1 with problems)"), "\(result.standardOutput)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("sound, but off screen: emailField, newsLabel, newsSwitch, signUp"))
  }

  /// `--splits all`: the iPad's Split View and Slide Over windows too, where it has them (the
  /// half split in landscape only, behaviour-2 §2.2); the iPhone runs full screen only.
  @Test func theMatrixShowsTheSplits() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let page = folder.path("matrix.html")
    let result = try Autolayout.run([
      "render", Self.form, "--matrix", "-o", page, "--devices", "iPhone 8,iPad Pro 10.5\"", "--splits", "all",
      "--categories", "large",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    // iPhone: 2 orientations. iPad: full, 2/3, 1/3 and Slide Over in portrait; those and the
    // half in landscape.
    #expect(result.standardOutput.contains("11 layouts"), "\(result.standardOutput)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("landscape, half, large"))
    #expect(html.contains("551×834 at 2x"))
    #expect(!html.contains("portrait, half"))
    let misplaced = try Autolayout.run(["render", Self.form, "-o", folder.path("x.svg"), "--splits", "half"])
    #expect(misplaced.status == 64)
  }

  /// `--pseudo-language` on one layout, `--languages` in the matrix: Xcode's pseudolanguages.
  @Test func pseudoLanguages() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let svg = folder.path("form.svg")
    let bounded = try Autolayout.run(["render", Self.form, "-o", svg, "--pseudo-language", "bounded"])
    #expect(bounded.status == 0, "\(bounded.standardError)")
    let drawing = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(drawing.contains(">[# Sign Up #]</tspan>"))
    #expect(drawing.contains("Text in the bounded pseudolanguage"))

    let page = folder.path("matrix.html")
    let matrix = try Autolayout.run([
      "render", Self.form, "--matrix", "-o", page, "--devices", "iPhone 8", "--orientations", "portrait",
      "--categories", "large", "--languages", "all",
    ])
    #expect(matrix.status == 0, "\(matrix.standardError)")
    #expect(matrix.standardOutput.contains("5 layouts"), "\(matrix.standardOutput)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    for title in ["portrait, large<", "portrait, large, doubleLength", "portrait, large, accented", "portrait, large, rightToLeft"] {
      #expect(html.contains(title), "\(title) missing")
    }
    #expect(html.contains(">Sign Up Sign Up</tspan>"))

    for arguments in [
      ["render", Self.form, "--matrix", "-o", page, "--pseudo-language", "accented"],
      ["render", Self.form, "-o", svg, "--languages", "accented"],
      ["render", Self.form, "--matrix", "-o", page, "--languages", "klingon"],
      ["solve", Self.form, "--pseudo-language", "klingon"],
    ] {
      #expect(try Autolayout.run(arguments).status == 64, "\(arguments)")
    }
  }

  /// Examples/documents/sign-up-form.yaml.
  static var form: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/documents/sign-up-form.yaml").path
  }

  @Test func matrixMistakes() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = try folder.file("box.yaml", marginBox)
    let page = folder.path("page.html")
    for arguments in [
      ["render", file, file, "--matrix", "-o", page], ["render", file, "--matrix", "-o", page, "--canvas", "10x10"],
      ["render", file, "--matrix", "-o", page, "--devices", "iPhone 9"],
      ["render", file, "--matrix", "-o", page, "--categories", "huge"],
      ["render", file, "--matrix", "-o", page, "--splits", "quarter"],
      ["render", file, "-o", page, "--devices", "iPhone 8"],
    ] {
      let result = try Autolayout.run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.status) \(result.standardError)")
    }
    let broken = try folder.file("broken.yaml", marginBox + "\n  - box.lead == root.leading")
    let failed = try Autolayout.run(["render", broken, "--matrix", "-o", page])
    #expect(failed.status == 65)
    #expect(failed.standardError.contains("broken.yaml:12:9: unknown attribute 'lead'"), "\(failed.standardError)")
    #expect(!FileManager.default.fileExists(atPath: page))
  }
}
