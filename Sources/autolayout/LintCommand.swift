import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDocuments

/// `autolayout lint FILE…`: what Xcode's Interface Builder warns about, on Linux — misplaced
/// views, ambiguity, conflicting constraints, references to missing items, conflicts in other
/// size classes. Exit 0 when clean, 1 with findings.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check storyboards and xibs as Interface Builder does: exit 0 clean, 1 with findings.",
    discussion: """
      Each finding is FILE:LINE:COLUMN: warning: MESSAGE at the element concerned. --format json \
      and --format sarif write them for tools (SARIF 2.1.0 for code scanning). --update-frames \
      writes the solved frames of misplaced views into the file, as Xcode's Update Frames, \
      changing only their <rect key="frame"> elements.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

  @Argument(help: "The storyboards and xibs.") var files: [String]
  @Option(name: .long, help: "text (one line per finding), json or sarif.") var format: Format = .text
  @Option(name: .long, help: "Only this scene, by scene id, storyboard identifier or controller class.")
  var scene: String?
  @Flag(name: .long, help: "Write the solved frames of misplaced views back into each file.")
  var updateFrames = false
  @OptionGroup var input: InputOptions

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("name at least one storyboard or xib to lint") }
    for file in files where !InterfaceBuilderLoading.handles(file) {
      throw ValidationError("lint reads storyboards and xibs (.storyboard, .xib); '\(file)' is neither")
    }
  }

  func run() throws {
    let options = try input.layoutOptions()
    var all: [LintFinding] = []
    for file in files {
      let document = try InterfaceBuilderLoading.document(file, scene: scene, options: options, forLint: true)
      let findings = InterfaceBuilderLint.findings(document, options: options, textMetrics: input.textMetrics)
      if updateFrames {
        let misplaced = findings.filter { $0.kind == .misplacedView }
        if !misplaced.isEmpty {
          do {
            try FrameUpdater.write(FrameUpdater.updatedText(of: document, with: misplaced), to: file)
          } catch {
            Console.error("autolayout: cannot write \(file): \(error.localizedDescription)")
            throw ExitCode(OutputFile.cannotWrite)
          }
          Console.error("\(file): updated the frames of \(misplaced.count) misplaced view\(misplaced.count == 1 ? "" : "s")")
        }
        all += findings.filter { $0.kind != .misplacedView }
      } else {
        all += findings
      }
    }
    switch format {
    case .text: if !all.isEmpty { Console.print(LintReport.text(all)) }
    case .json: Console.print(LintReport.json(all))
    case .sarif: Console.print(LintReport.sarif(all))
    }
    if !all.isEmpty { throw ExitCode(1) }
  }
}
