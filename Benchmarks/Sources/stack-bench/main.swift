// stack-bench <scenario> <variant> [N]
//
// Stack views and the self-sizing list against the same layouts written with plain constraints:
// builds one scenario, runs one timed phase, checks every frame it can against a closed form
// after the clock stops, and prints one line:
//
//   scenario=stack n=1000 variant=stack phase=build time_ms=12.345 peak_rss_kb=23456 check=ok
//
// Scenarios (variant `stack`, or `list` / `reuse` for the list, against `plain`):
//
// - stack [N=1000], phase build: a vertical StackView (fill, fill, spacing 8) pinned to the top,
//   leading and trailing edges of a 375-wide root, arranging N views of intrinsic size
//   (100, 10 + i % 7). Timed: creating everything and the first layoutIfNeeded(). Plain: the same
//   views in the root, view 0's top == root.top, view i's top == view i − 1's bottom + 8,
//   leading and trailing == the root's. Checked: x 0, width 375, intrinsic heights, tops the
//   prefix sums + 8 each (the stack at the origin with the column's height).
// - nested (5 levels × 10 views), phase build: see Nested.swift; plain: containers with the
//   stack's constraints written out. Checked: every frame at every level.
// - hide [N=1000], phase hide: after scenario stack's build and layout (untimed), 21 times
//   (HIDE_REPETITIONS, odd, to change): toggle the middle view (N/2) hidden / shown and lay
//   out; time_ms is the median step, first_ms the first. Plain: deactivate the middle view's
//   two chain constraints and activate the bridge view(N/2 − 1).bottom + 8 == view(N/2 + 1).top,
//   and back. Checked: after the last step (hidden) every other view closes the gap; shown again
//   (untimed), the whole column.
// - list [N=10000], phase scroll: a 375 × 667 ListView with N self-sizing rows (List.swift),
//   estimated row height 44, laid out at the top (untimed); timed: scrolling to the bottom in
//   steps of the visible height, laying out after each. `measured` counts the measured rows
//   (every row is reached, so all N), `views_made` the row views asked of the data source.
//   Checked: every height, the content height and the rows in view at the bottom (the last
//   one's frame at the sum of every height and separator above it). Variant `reuse`: the data
//   source dequeues rows (ListView.dequeueReusableRow) and sets the label's size for the row, as
//   a table view's cells are reused; `views_made` counts the rows ever made. Plain, phase build: the N
//   row views in one chain in the root (no virtualization), built and laid out; every row and
//   label frame checked.
//
// A wrong frame prints `WRONG: …` on stderr and exits 3; bad arguments exit 2.
import BenchSupport
import Foundation
import OpenAutoLayout

let arguments = CommandLine.arguments
let usage =
  "usage: stack-bench stack|hide <stack|plain> [N]\n       stack-bench nested <stack|plain>\n"
  + "       stack-bench list <list|reuse|plain> [N]"
guard arguments.count >= 3 else { fail(usage, code: 2) }
let scenario = arguments[1]
let variant = arguments[2]
let nArgument = arguments.count > 3 ? Int(arguments[3]) : nil
if arguments.count > 3 && (nArgument == nil || nArgument! < 10) { fail(usage, code: 2) }

var time: Double = 0
var extra = ""
var nText = ""
var phase = "build"
var problem: String?

switch (scenario, variant) {
case ("stack", "stack"), ("stack", "plain"):
  let n = nArgument ?? 1000
  nText = "\(n)"
  let start = now()
  let column = Column(n: n, stacked: variant == "stack")
  column.root.layoutIfNeeded()
  time = now() - start
  problem = column.check()

case ("nested", "stack"), ("nested", "plain"):
  guard nArgument == nil else { fail(usage, code: 2) }
  nText = "5x10"
  let start = now()
  let nested = Nested(depth: 5, perLevel: 10, stacked: variant == "stack")
  nested.root.layoutIfNeeded()
  time = now() - start
  problem = nested.check()
  extra = "views=\(nested.viewCount) "

case ("hide", "stack"), ("hide", "plain"):
  let n = nArgument ?? 1000
  nText = "\(n)"
  phase = "hide"
  let column = Column(n: n, stacked: variant == "stack")
  column.root.layoutIfNeeded()
  if let wrong = column.check() { fail("WRONG after build (hide n=\(n) \(variant)): \(wrong)", code: 3) }
  let middle = n / 2
  let views = column.views
  let bridge = views[middle + 1].topAnchor.constraint(equalTo: views[middle - 1].bottomAnchor, constant: 8)
  let links = [column.chain.isEmpty ? nil : column.chain[middle], column.chain.isEmpty ? nil : column.chain[middle + 1]]
    .compactMap { $0 }
  func setHidden(_ hidden: Bool) {
    if column.stack != nil {
      views[middle].isHidden = hidden
    } else if hidden {
      LayoutConstraint.deactivate(links)
      LayoutConstraint.activate([bridge])
    } else {
      LayoutConstraint.deactivate([bridge])
      LayoutConstraint.activate(links)
    }
  }
  // HIDE_REPETITIONS (odd) lets an instruction count take two runs' difference: the steady
  // toggles alone, without the first one, which clears what the build left behind.
  let repetitions = ProcessInfo.processInfo.environment["HIDE_REPETITIONS"].flatMap(Int.init)
    .flatMap { $0 > 0 && $0 % 2 == 1 ? $0 : nil } ?? 21
  var times: [Double] = []
  for step in 0..<repetitions {
    let start = now()
    setHidden(step % 2 == 0)
    column.root.layoutIfNeeded()
    times.append(now() - start)
  }
  time = times.sorted()[repetitions / 2]
  extra = "first_ms=\(String(format: "%.3f", times[0])) repetitions=\(repetitions) "
  // An odd number of steps: the last one hid the middle view.
  problem = column.check(skipping: middle)
  if problem == nil {
    setHidden(false)
    column.root.layoutIfNeeded()
    problem = column.check().map { "shown again: \($0)" }
  }

case ("list", "list"), ("list", "reuse"):
  let n = nArgument ?? 10000
  nText = "\(n)"
  phase = "scroll"
  let screen = ListScreen(n: n, reuses: variant == "reuse")
  screen.root.layoutIfNeeded()
  let start = now()
  screen.scrollToBottom()
  time = now() - start
  problem = screen.check()
  extra =
    "steps=\(screen.steps) measured=\(screen.measuredCount) views_made=\(screen.source.viewsMade) "
    + "content_height=\(screen.list.contentSize.height) "

case ("list", "plain"):
  let n = nArgument ?? 10000
  nText = "\(n)"
  let start = now()
  let rows = PlainRows(n: n)
  rows.root.layoutIfNeeded()
  time = now() - start
  problem = rows.check()

default:
  fail(usage, code: 2)
}

if let problem { fail("WRONG after \(phase) (\(scenario) n=\(nText) \(variant)): \(problem)", code: 3) }
print(
  "scenario=\(scenario) n=\(nText) variant=\(variant) phase=\(phase) time_ms=\(String(format: "%.3f", time)) "
    + extra + "peak_rss_kb=\(peakRSSKilobytes()) check=ok")
