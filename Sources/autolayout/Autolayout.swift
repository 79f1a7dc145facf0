import ArgumentParser

/// `autolayout`: solve, check, render and explain layout documents (layout-document.md §3).
@main
struct Autolayout: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autolayout",
    abstract: "Solve, check and render Auto Layout documents.",
    discussion: """
      Exit status: 0 on success; 1 or 2 from `check` (unsatisfiable, ambiguous); 64 for a \
      command-line mistake; 65 for a document that cannot be read; 66 when a file does not exist; \
      69 when `serve` cannot listen; 73 when an output file cannot be written.
      """,
    subcommands: [
      SolveCommand.self, CheckCommand.self, LintCommand.self, RenderCommand.self, ExplainCommand.self, VFLCommand.self,
      DemoCommand.self, ServeCommand.self,
    ])
}
