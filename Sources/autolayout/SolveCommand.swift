import ArgumentParser
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout

/// `autolayout solve FILE [--format json|text]`: every view's and guide's frame, ambiguity, and
/// the constraints broken to recover from conflicts (layout-document.md §3).
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve", abstract: "Lay a document out and print every frame (JSON by default).")

  enum Format: String, ExpressibleByArgument, CaseIterable { case json, text }

  @Argument(help: "The layout document (YAML or JSON), storyboard or xib.") var file: String
  @Option(name: .long, help: "json (the contract's format) or text (a table).") var format: Format = .json
  @Option(name: .long, help: "Storyboards: the scene to lay out, by scene id, storyboard identifier or controller class.")
  var scene: String?
  @OptionGroup var input: InputOptions
  @OptionGroup var timing: TimingOptions

  func run() throws {
    var times = PhaseTimes()
    if InterfaceBuilderLoading.handles(file) {
      let options = try input.layoutOptions()
      let document = try times.measure("parse") { try InterfaceBuilderLoading.document(file, scene: scene, options: options) }
      let layouts = try times.measure("solve") { try InterfaceBuilderLoading.layouts(document, options: options, textMetrics: input.textMetrics) }
      let text = times.measure("output") {
        format == .json
          ? InterfaceBuilderJSON.json(layouts)
          : layouts.map { "scene \($0.scene.id) (\($0.scene.title))\n" + $0.result.text() }.joined(separator: "\n\n")
      }
      Console.print(text)
      if timing.timings { Console.error(times.summary) }
      return
    }
    let layout = try Loading.layout(file, options: try input.layoutOptions(), times: &times)
    let result = times.measure("solve") { layout.solve() }
    let text = times.measure("output") { format == .json ? result.json() : result.text() }
    Console.print(text)
    if timing.timings { Console.error(times.summary) }
  }
}

/// `autolayout check FILE`: exit 0 when the layout is sound, 1 when required constraints had to
/// be broken, 2 when something is ambiguous (1 wins), with the explanations and fixes.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a document: exit 0 sound, 1 unsatisfiable, 2 ambiguous (1 wins), with explanations.")

  @Argument(help: "The layout document (YAML or JSON), storyboard or xib.") var file: String
  @Option(name: .long, help: "Storyboards: the scene to check, by scene id, storyboard identifier or controller class.")
  var scene: String?
  @OptionGroup var input: InputOptions

  func run() throws {
    var times = PhaseTimes()
    if InterfaceBuilderLoading.handles(file) {
      // Every scene is checked; the worst status is the command's (unsatisfiable wins).
      let options = try input.layoutOptions()
      let document = try InterfaceBuilderLoading.document(file, scene: scene, options: options)
      var worst = CheckResult.Status.sound
      var sections: [String] = []
      for layout in try InterfaceBuilderLoading.layouts(document, options: options, textMetrics: input.textMetrics) {
        let result = layout.layout.check()
        sections.append("scene \(layout.scene.id) (\(layout.scene.title)):\n" + result.report)
        if result.status == .unsatisfiable || (result.status == .ambiguous && worst == .sound) { worst = result.status }
      }
      Console.print(sections.joined(separator: "\n\n"))
      if worst != .sound { throw ExitCode(worst.rawValue) }
      return
    }
    let layout = try Loading.layout(file, options: try input.layoutOptions(), times: &times)
    let result = layout.check()
    Console.print(result.report)
    if result.status != .sound { throw ExitCode(result.status.rawValue) }
  }
}

/// `autolayout explain FILE ITEM`: why the item's frame is what it is, on both axes.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain", abstract: "Explain why a view's or guide's frame is what it is.")

  @Argument(help: "The layout document (YAML or JSON), storyboard or xib.") var file: String
  @Argument(help: "The id of a view or guide of the document.") var item: String
  @Option(name: .long, help: "Storyboards: the scene to look in (by default, the scene that has the item).")
  var scene: String?
  @OptionGroup var input: InputOptions

  func run() throws {
    var times = PhaseTimes()
    if InterfaceBuilderLoading.handles(file) {
      let options = try input.layoutOptions()
      var document = try InterfaceBuilderLoading.document(file, scene: scene, options: options)
      document.scenes = document.scenes.filter { scene in
        scene.views.contains { $0.id == item } || scene.document.guides.contains { $0.id == item }
      }
      guard let layout = try InterfaceBuilderLoading.layouts(document, options: options, textMetrics: input.textMetrics).first,
        let explanation = layout.layout.explain(item)
      else {
        Console.error("autolayout: \(file) has no view or guide named '\(item)'")
        throw ExitCode(64)
      }
      Console.print(explanation)
      return
    }
    let layout = try Loading.layout(file, options: try input.layoutOptions(), times: &times)
    _ = layout.solve()
    guard let explanation = layout.explain(item) else {
      let ids = layout.views.map(\.id) + layout.guides.map(\.id)
      // The message and a suggestion, once; the command's usage is not the problem.
      let suggestion = NameSuggestion.closest(to: item, in: ids).map { "; did you mean '\($0)'?" } ?? ""
      Console.error(
        "autolayout: \(file) has no view or guide named '\(item)'\(suggestion) Its ids are \(ids.joined(separator: ", ")).")
      throw ExitCode(64)
    }
    Console.print(explanation)
  }
}
