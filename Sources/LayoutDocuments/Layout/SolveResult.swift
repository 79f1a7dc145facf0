import Foundation

/// What `autolayout solve` reports (layout-document.md §3): every installed view's and guide's
/// frame and whether it is ambiguous, and the required constraints broken to recover from
/// conflicts.
public struct SolveResult: Sendable {
  /// The root view's size in points.
  public var canvas: CGSize
  /// Each installed view by id, in document order. A frame is in the superview's coordinates;
  /// the root's is the canvas at (0, 0).
  public var views: [(id: String, result: ItemResult)]
  /// Each guide of an installed view by id, in document order; frames in the owner's coordinates.
  public var guides: [(id: String, result: ItemResult)]
  /// Each required constraint broken to recover, with its conflicting set.
  public var unsatisfiable: [UnsatisfiableResult]

  package init(
    canvas: CGSize, views: [(id: String, result: ItemResult)], guides: [(id: String, result: ItemResult)],
    unsatisfiable: [UnsatisfiableResult]
  ) {
    self.canvas = canvas
    self.views = views
    self.guides = guides
    self.unsatisfiable = unsatisfiable
  }
}

/// One view's or guide's place.
public struct ItemResult: Sendable, Equatable {
  /// Rounded to the pixel grid of the document's scale (decision 9).
  public var frame: CGRect
  /// Whether the constraints allow more than one frame (decision 4), on either axis.
  public var ambiguous: Bool

  package init(frame: CGRect, ambiguous: Bool) {
    self.frame = frame
    self.ambiguous = ambiguous
  }
}

/// A required constraint broken to recover from a conflict (decision 3), and the minimal set of
/// required constraints, itself included, that cannot hold together; all in the constraint
/// language.
public struct UnsatisfiableResult: Sendable, Equatable {
  public var broken: String
  public var conflicting: [String]

  package init(broken: String, conflicting: [String]) {
    self.broken = broken
    self.conflicting = conflicting
  }
}

extension SolveResult {
  /// A table for people (`solve --format text`): the canvas, then views and guides in document
  /// order with x, y, width, height and ambiguity, then the broken constraints. No final line
  /// break.
  ///
  /// ```
  /// canvas 375 x 667
  ///
  /// view    x   y  width  height  ambiguous
  /// root    0   0    375     667  no
  /// blue   16  40    150     607  no
  ///
  /// no constraint broken
  /// ```
  public func text() -> String {
    var lines = ["canvas \(jsonNumber(canvas.width)) x \(jsonNumber(canvas.height))", ""]
    lines += table("view", views)
    if !guides.isEmpty { lines += [""] + table("guide", guides) }
    lines.append("")
    if unsatisfiable.isEmpty {
      lines.append("no constraint broken")
    } else {
      for entry in unsatisfiable {
        lines.append("broken: \(entry.broken)")
        lines.append("  conflicting:")
        lines += entry.conflicting.map { "    \($0)" }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Rows with the id left-aligned, numbers right-aligned, columns two spaces apart.
  private func table(_ title: String, _ items: [(id: String, result: ItemResult)]) -> [String] {
    let header = [title, "x", "y", "width", "height", "ambiguous"]
    let rows = items.map { id, result in
      let frame = result.frame
      let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(jsonNumber)
      return [id] + numbers + [result.ambiguous ? "yes" : "no"]
    }
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    return ([header] + rows).map { row in
      row.indices.map { column -> String in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        // Text columns (the id and the last) to the left, numbers to the right.
        return column == 0 || column == row.count - 1 ? row[column] + padding : padding + row[column]
      }
      .joined(separator: "  ")
    }
    .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }
}
