// layout-bench <N> <phase> [repetitions]
// layout-bench <N> export <file>
//
// Lays out a screen of N views with OpenAutoLayout — a two-column grid of cells, each a cell view
// holding an image, a title, a subtitle and a button, with realistic constraints (margins,
// spacing, an aspect ratio, inequalities, an optional pull, intrinsic sizes; the two cells of a
// row share a height, the tallest content's) — runs one phase,
// checks frames against the grid's closed form, and prints one line:
//
//   n=10000 phase=constant time_ms=0.321 full_ms=512.3 ratio=0.00063 peak_rss_kb=123456 check=ok
//
// Phases: build (create every view and constraint, then the first layout pass); constant (change
// one constraint's constant in the middle of the screen, then lay out); resize (change the root's
// width, then lay out); intrinsic (change one label's intrinsic size, then lay out). A local
// phase's time is the median over the repetitions (`first_ms` is the first one alone), and
// `ratio` is that median over the build's time.
// A wrong frame prints `WRONG: …` on stderr and exits 3.
//
// `export` writes the engine's linear system after the first layout pass to <file>, for
// Benchmarks/kiwi/kiwi_bench.cpp (`kiwi_bench file <file> <phase>`), in this text format:
//
//   layout-bench-system 1
//   n <N> views <view count>
//   variables <V> constraints <C>
//   c <priority> <==|<=|>=> <constant> <term count> (<variable> <coefficient>)…   C lines, in the
//       order the engine added them; variables are numbered 0… by first appearance;
//       the constraint is `Σ coefficient·variable + constant  relation  0`
//   resize <constraint index> <width> <other width>     the root's width constraint
//       (`root.width == 375`) and the width the resize phase alternates with (414)
//   constant <constraint index> <constant> <other constant>   the constraint the constant phase
//       changes (the middle cell's title spacing) and its expression constant after the change
//   v <variable> <value> <value after resize> <value after the constant change>   V lines: the
//       engine's values after the first layout pass, and in the two other states
//   end
//
// Numbers are written so that they read back exactly (shortest round trip).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import BenchSupport
import ConstraintSolver
import Foundation
@_spi(Benchmarks) import OpenAutoLayout

/// A view with a settable intrinsic size, standing in for a label, an image or a button.
final class ContentView: View {
  var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  /// Views are never decoded here; UIKit requires the initialiser of every subclass.
  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }
  override var intrinsicContentSize: CGSize { size }
}

struct Cell {
  let view: View
  let image: ContentView
  let title: ContentView
  let subtitle: ContentView
  let button: ContentView
  let titleSpacing: LayoutConstraint
}

/// The screen: cells of 5 views each, two per row.
final class Screen {
  let root: View
  var cells: [Cell] = []

  init(views: Int) {
    root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let cellCount = max(2, views / 5)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(cellCount * 20)
    for index in 0..<cellCount {
      let cell = View()
      cell.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(cell)
      let image = ContentView(CGSize(width: 40, height: 40))
      let title = ContentView(CGSize(width: 60, height: 20))
      let subtitle = ContentView(CGSize(width: 50, height: 16))
      let button = ContentView(CGSize(width: 30, height: 30))
      for view in [image, title, subtitle, button] { cell.addSubview(view) }
      title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      let margins = cell.layoutMarginsGuide
      let titleSpacing = title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8)
      constraints += [
        image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        image.topAnchor.constraint(equalTo: margins.topAnchor),
        image.heightAnchor.constraint(equalTo: image.widthAnchor),
        image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        titleSpacing,
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        subtitle.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
        subtitle.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        button.centerYAnchor.constraint(equalTo: image.centerYAnchor),
      ]
      let pull = cell.heightAnchor.constraint(equalToConstant: 0)
      pull.priority = LayoutPriority(200)
      constraints.append(pull)
      // Grid placement: two columns of equal width, 8 points apart and from the edges.
      let column = index % 2
      if column == 0 {
        constraints.append(cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
      } else {
        let left = cells[index - 1].view
        constraints += [
          cell.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
          cell.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
          cell.widthAnchor.constraint(equalTo: left.widthAnchor),
          cell.topAnchor.constraint(equalTo: left.topAnchor),
        ]
      }
      if index < 2 {
        constraints.append(cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
      } else if column == 0 {
        // Rows stack: a row starts 8 points below the one above (whose two cells share a height).
        constraints.append(cell.topAnchor.constraint(equalTo: cells[index - 2].view.bottomAnchor, constant: 8))
      }
      if column == 1 {
        constraints.append(cell.heightAnchor.constraint(equalTo: cells[index - 1].view.heightAnchor))
      }
      cells.append(Cell(view: cell, image: image, title: title, subtitle: subtitle, button: button, titleSpacing: titleSpacing))
    }
    if cellCount % 2 == 1 {
      constraints.append(cells[cellCount - 1].view.widthAnchor.constraint(equalToConstant: (375 - 24) / 2))
    }
    try! LayoutConstraint.activateOrThrow(constraints)
  }

  var viewCount: Int { 1 + cells.count * 5 }

  /// Checks every cell against the closed form: cells (W − 24)/2 wide, 56 high (40 + 2 × 8),
  /// rows 64 apart; inside a cell the image at (8, 8, 40, 40), the button at the right margin.
  func check(spacing: (Int) -> CGFloat = { _ in 8 }) -> String? {
    let width = root.bounds.width
    let cellWidth = (width - 24) / 2
    for (index, cell) in cells.enumerated() {
      let x: CGFloat = index % 2 == 0 ? 8 : 16 + cellWidth
      let y = 8 + CGFloat(index / 2) * 64
      let expected = CGRect(x: x, y: y, width: cellWidth, height: 56)
      if !close(cell.view.frame, expected) { return "cell \(index): \(cell.view.frame), expected \(expected)" }
      let image = CGRect(x: 8, y: 8, width: 40, height: 40)
      if !close(cell.image.frame, image) { return "cell \(index) image: \(cell.image.frame), expected \(image)" }
      let titleX = 48 + spacing(index)
      if abs(cell.title.frame.minX - titleX) > 0.001 { return "cell \(index) title: \(cell.title.frame), x \(titleX)" }
      let button = CGRect(x: cellWidth - 8 - 30, y: 13, width: 30, height: 30)
      if !close(cell.button.frame, button) { return "cell \(index) button: \(cell.button.frame), expected \(button)" }
    }
    return nil
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }
}

enum Phase: String, CaseIterable { case build, constant, resize, intrinsic }

/// The text of `layout-bench <N> export`: see the top of this file.
@MainActor func exportSystem(_ screen: Screen, n: Int) -> String {
  guard let system = screen.root.engineSystem else { fail("export: no engine after layout", code: 4) }
  let cell = screen.cells[screen.cells.count / 2]
  guard let widthIndex = system.rootWidthIndex, let spacingIndex = system.index(of: cell.titleSpacing) else {
    fail("export: the root's width or the title spacing constraint is not in the engine", code: 4)
  }
  var numbers: [ObjectIdentifier: Int] = [:]
  var variables: [ConstraintSolver.Variable] = []
  var lines: [String] = []
  lines.reserveCapacity(system.constraints.count + 1)
  for constraint in system.constraints {
    let relation =
      switch constraint.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    var line = "c \(Double(constraint.priority.rawValue)) \(relation) \(constraint.expression.constant) "
      + "\(constraint.expression.terms.count)"
    for term in constraint.expression.terms {
      let key = ObjectIdentifier(term.variable)
      let number: Int
      if let known = numbers[key] {
        number = known
      } else {
        number = variables.count
        numbers[key] = number
        variables.append(term.variable)
      }
      line += " \(number) \(term.coefficient)"
    }
    lines.append(line)
  }
  let base = variables.map { system.value(of: $0) }
  let width = screen.root.bounds.width
  let rootWidth = system.constraints[widthIndex]
  guard rootWidth.expression.terms.count == 1, rootWidth.relation == .equal,
    -rootWidth.expression.constant / rootWidth.expression.terms[0].coefficient == Double(width)
  else { fail("export: constraint \(widthIndex) is not the root's width: \(rootWidth)", code: 4) }
  let spacingConstant = system.constraints[spacingIndex].expression.constant

  // The two other states, as the resize and constant phases reach them first; then back.
  let otherWidth: CGFloat = 414
  screen.root.frame = CGRect(x: 0, y: 0, width: otherWidth, height: screen.root.bounds.height)
  screen.root.layoutIfNeeded()
  let resized = variables.map { system.value(of: $0) }
  screen.root.frame = CGRect(x: 0, y: 0, width: width, height: screen.root.bounds.height)
  screen.root.layoutIfNeeded()
  let oldSpacing = cell.titleSpacing.constant
  cell.titleSpacing.constant = 12
  screen.root.layoutIfNeeded()
  guard let changed = screen.root.engineSystem, let changedIndex = changed.index(of: cell.titleSpacing) else {
    fail("export: the changed title spacing is not in the engine", code: 4)
  }
  let otherConstant = changed.constraints[changedIndex].expression.constant
  let respaced = variables.map { changed.value(of: $0) }
  cell.titleSpacing.constant = oldSpacing
  screen.root.layoutIfNeeded()
  if let wrong = screen.check() { fail("export: WRONG after the round trips: \(wrong)", code: 3) }

  var text = "layout-bench-system 1\n"
  text += "n \(n) views \(screen.viewCount)\n"
  text += "variables \(variables.count) constraints \(system.constraints.count)\n"
  for line in lines { text += line + "\n" }
  text += "resize \(widthIndex) \(Double(width)) \(Double(otherWidth))\n"
  text += "constant \(spacingIndex) \(spacingConstant) \(otherConstant)\n"
  for index in variables.indices {
    text += "v \(index) \(base[index]) \(resized[index]) \(respaced[index])\n"
  }
  text += "end\n"
  return text
}

let arguments = CommandLine.arguments
if arguments.count == 4, let n = Int(arguments[1]), n >= 10, arguments[2] == "export" {
  let screen = Screen(views: n)
  screen.root.layoutIfNeeded()
  if let wrong = screen.check() { fail("WRONG after build (n=\(n)): \(wrong)", code: 3) }
  let text = exportSystem(screen, n: n)
  do {
    try text.write(toFile: arguments[3], atomically: true, encoding: .utf8)
  } catch {
    fail("export: cannot write \(arguments[3]): \(error)", code: 4)
  }
  print("n=\(n) views=\(screen.viewCount) exported=\(arguments[3])")
  exit(0)
}
guard arguments.count >= 3, let n = Int(arguments[1]), n >= 10, let phase = Phase(rawValue: arguments[2]) else {
  fail(
    "usage: layout-bench <N ≥ 10> <\(Phase.allCases.map(\.rawValue).joined(separator: "|"))> [repetitions]\n"
      + "       layout-bench <N ≥ 10> export <file>", code: 2)
}
let repetitions = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 20) : 20

let buildStart = now()
let screen = Screen(views: n)
screen.root.layoutIfNeeded()
let buildTime = now() - buildStart
if let wrong = screen.check() { fail("WRONG after build (n=\(n)): \(wrong)", code: 3) }

var elapsed = buildTime
var first = buildTime
var problem: String?

/// Runs `step` for each repetition and keeps the median time, and the first.
@MainActor func timeSteps(_ step: (Int) -> Void) {
  var times: [Double] = []
  for index in 0..<repetitions {
    let start = now()
    step(index)
    times.append(now() - start)
  }
  first = times[0]
  elapsed = times.sorted()[times.count / 2]
}

switch phase {
case .build:
  break
case .constant:
  let cell = screen.cells[screen.cells.count / 2]
  timeSteps { step in
    cell.titleSpacing.constant = step % 2 == 0 ? 12 : 8
    screen.root.layoutIfNeeded()
  }
  let middle = screen.cells.count / 2
  let final: CGFloat = (repetitions - 1) % 2 == 0 ? 12 : 8
  problem = screen.check(spacing: { $0 == middle ? final : 8 })
case .resize:
  timeSteps { step in
    screen.root.frame = CGRect(x: 0, y: 0, width: step % 2 == 0 ? 414 : 375, height: 812)
    screen.root.layoutIfNeeded()
  }
  problem = screen.check()
case .intrinsic:
  let cell = screen.cells[screen.cells.count / 2]
  timeSteps { step in
    cell.title.size = CGSize(width: step % 2 == 0 ? 70 : 60, height: 20)
    screen.root.layoutIfNeeded()
  }
  problem = screen.check()
}
if let problem { fail("WRONG after \(phase.rawValue) (n=\(n)): \(problem)", code: 3) }
let ratio = phase == .build ? 1 : elapsed / buildTime
print(
  "n=\(n) views=\(screen.viewCount) phase=\(phase.rawValue) time_ms=\(String(format: "%.3f", elapsed)) "
    + "first_ms=\(String(format: "%.3f", first)) "
    + "full_ms=\(String(format: "%.3f", buildTime)) ratio=\(String(format: "%.5f", ratio)) "
    + "peak_rss_kb=\(peakRSSKilobytes()) check=ok")
