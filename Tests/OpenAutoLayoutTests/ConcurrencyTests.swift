import Foundation
import Testing

@testable import OpenAutoLayout

/// Spec decision 11: no global state, so independent hierarchies lay out on separate threads at
/// the same time and get the frames they get alone.
@Suite(.timeLimit(.minutes(10))) struct ConcurrencyTests {
  /// A column of `count` rows, each 8 points below the last and as wide as the root allows.
  static func columnFrames(width: CGFloat, count: Int) -> [CGRect] {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 2000))
    root.layoutDiagnostics.handler = { _ in true }
    var previous: View?
    var rows: [View] = []
    for _ in 0..<count {
      let row = View()
      row.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(row)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8),
        row.heightAnchor.constraint(equalToConstant: 20),
      ])
      rows.append(row)
      previous = row
    }
    root.layoutIfNeeded()
    return rows.map(\.frame)
  }

  @Test func independentHierarchiesLayOutInParallel() async {
    let widths: [CGFloat] = [320, 375, 414, 768, 1024, 600, 500, 700]
    let results = await withTaskGroup(of: (CGFloat, [CGRect]).self) { group in
      for width in widths {
        group.addTask { (width, Self.columnFrames(width: width, count: 40)) }
      }
      var results: [CGFloat: [CGRect]] = [:]
      for await (width, frames) in group { results[width] = frames }
      return results
    }
    for width in widths {
      let frames = results[width] ?? []
      #expect(frames.count == 40)
      for (index, frame) in frames.enumerated() {
        // Margins of 8 on a plain root; rows 20 high, 8 apart.
        #expect(frame == CGRect(x: 8, y: 8 + CGFloat(index) * 28, width: width - 16, height: 20))
      }
    }
  }
}
