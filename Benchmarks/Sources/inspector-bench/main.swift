// `inspector-bench [STEPS] [FILE…]`: the live inspector's resize step on each document (by default
// the bundled cookbook): a drag of STEPS moves (default 120) around the document's own canvas,
// each one the message the page sends and the server's whole reply (the kept hierarchy moved to
// the new size through the incremental engine, laid out, drawn as SVG, its frames and marks as
// JSON). Prints the median, 90th percentile and worst step per document. The goal is 16 ms a
// step (one frame at 60 Hz). Each reply is checked to be a drawing of the requested size.
import BenchSupport
import Foundation
import LayoutInspector

let arguments = Array(CommandLine.arguments.dropFirst())
let steps = arguments.first.flatMap(Int.init) ?? 120
var files = Array(arguments.drop { Int($0) != nil })
if files.isEmpty {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/autolayout/Resources/cookbook")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  files = names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
}
guard !files.isEmpty else { fail("no documents", code: 66) }
guard steps > 0 else { fail("STEPS must be at least 1", code: 64) }

struct Canvas: Decodable { var width: Double; var height: Double }
struct Drawing: Decodable {
  struct Payload: Decodable {
    var canvas: Canvas
    var views: [[String: AnyDecodable]]
  }
  var type: String
  var drawing: Payload
}
struct AnyDecodable: Decodable { init(from decoder: any Decoder) throws {} }

func drawing(_ replies: [String]) -> Drawing? {
  guard let first = replies.first else { return nil }
  return try? JSONDecoder().decode(Drawing.self, from: Data(first.utf8))
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
  sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

print("# inspector resize steps: \(steps) per document after 10 warm-up; ms per step (message in, reply out)")
print("document                                   canvas      views   median      p90      max")
var worst = 0.0
var medians: [Double] = []
for (index, file) in files.enumerated() {
  let session = InspectorSession(files: files)
  guard let opened = drawing(await session.send(#"{"type":"open","document":\#(index)}"#)), opened.type == "drawing" else {
    fail("\(file): did not open", code: 65)
  }
  let base = opened.drawing.canvas
  var times: [Double] = []
  for step in -10..<steps {
    // A drag: out and back in width and height, as a hand moves the handle.
    let phase = Double(max(step, 0)) / Double(steps) * 2 * Double.pi
    let width = max(40, (base.width + 120 * sin(phase)).rounded())
    let height = max(40, (base.height - 90 * sin(phase)).rounded())
    let start = now()
    let replies = await session.send(#"{"type":"resize","width":\#(width),"height":\#(height)}"#)
    let elapsed = now() - start
    guard let reply = drawing(replies), reply.drawing.canvas.width == width, reply.drawing.canvas.height == height else {
      fail("\(file): step \(step) did not draw \(width) × \(height): \(replies.first?.prefix(200) ?? "")", code: 1)
    }
    if step >= 0 { times.append(elapsed) }
  }
  times.sort()
  let (median, p90, maximum) = (percentile(times, 0.5), percentile(times, 0.9), times.last ?? 0)
  worst = max(worst, maximum)
  medians.append(median)
  let name = URL(fileURLWithPath: file).lastPathComponent
  let canvas = "\(Int(base.width))×\(Int(base.height))"
  let views = opened.drawing.views.count
  print(
    name.padding(toLength: 42, withPad: " ", startingAt: 0) + " " + canvas.padding(toLength: 10, withPad: " ", startingAt: 0)
      + String(format: " %6d %8.2f %8.2f %8.2f", views, median, p90, maximum))
}
print(String(format: "# worst median %.2f ms; worst single step %.2f ms; goal 16 ms", medians.max() ?? 0, worst))
