import ArgumentParser
import Foundation
import OpenAutoLayout

/// `autolayout vfl FORMAT`: the constraints a Visual Format Language line makes, in the constraint
/// language, one per line. The views it names are made up for the occasion, in a superview called
/// `superview`.
struct VFLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vfl", abstract: "Print the constraints a Visual Format Language line expands to.")

  @Argument(help: "The format, such as \"H:|-[find]-[findNext]-[findField(>=20)]-|\".") var format: String
  @Option(name: .customLong("metric"), help: "A metric, NAME=NUMBER.") var metrics: [String] = []
  @Option(
    name: .customLong("option"),
    help: "A format option: alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingBaselineToBaseline.")
  var options: [String] = []

  static let optionNames: [String: VisualFormatOptions] = [
    "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
    "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
    "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
    "alignAllFirstBaseline": .alignAllFirstBaseline, "alignAllLastBaseline": .alignAllLastBaseline,
    "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
    "directionRightToLeft": .directionRightToLeft, "spacingBaselineToBaseline": .spacingBaselineToBaseline,
  ]

  func run() throws {
    var metricValues: [String: CGFloat] = [:]
    for metric in metrics {
      let parts = metric.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
        throw ValidationError("--metric must be NAME=NUMBER; got '\(metric)'")
      }
      metricValues[parts[0]] = CGFloat(value)
    }
    var formatOptions: VisualFormatOptions = []
    for name in options {
      guard let option = Self.optionNames[name] else {
        throw ValidationError(
          "unknown --option '\(name)'; the options are \(Self.optionNames.keys.sorted().joined(separator: ", "))")
      }
      formatOptions.insert(option)
    }
    let superview = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    superview.accessibilityIdentifier = "superview"
    var views: [String: LayoutItem] = [:]
    for name in Self.viewNames(in: format, metrics: Set(metricValues.keys)) {
      let view = View()
      view.accessibilityIdentifier = name
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      views[name] = view
    }
    do {
      let constraints = try LayoutConstraint.constraints(
        visualFormat: format, options: formatOptions, metrics: metricValues, views: views)
      for constraint in constraints { Console.print(constraint.description) }
    } catch {
      Console.error(error.description)
      throw ExitCode(65)
    }
  }

  /// The names the format uses for views: the first name in each bracket, and names inside a
  /// view's predicates that are not metrics (`[a(==b)]`).
  static func viewNames(in format: String, metrics: Set<String>) -> [String] {
    var names: [String] = []
    var depth = 0
    var current = ""
    var isFirstInBracket = false
    func flush() {
      defer { current = "" }
      guard let first = current.first, first.isLetter || first == "_" else { return }
      if (isFirstInBracket || !metrics.contains(current)) && !names.contains(current) { names.append(current) }
      isFirstInBracket = false
    }
    for character in format {
      if depth > 0 && (character.isLetter || character.isNumber || character == "_") {
        current.append(character)
        continue
      }
      if depth > 0 { flush() }
      if character == "[" {
        depth += 1
        isFirstInBracket = true
      } else if character == "]" {
        depth = max(0, depth - 1)
      }
    }
    return names
  }
}
