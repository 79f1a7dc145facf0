import Synchronization

/// How many times each view was laid out in one layout pass, to cut off a layout loop
/// (spec decision 10).
///
/// A pass lays out hundreds of views after a resize, and hashing each into a dictionary cost as
/// much as reading its frame: the outermost pass of a hierarchy keeps its counts in the views
/// instead, stamped with the pass, so a count from an earlier pass reads as zero. Stamps are
/// unique in the process, so a view that moves between hierarchies never continues another
/// pass's count. A pass run from inside another (`layoutIfNeeded()` in `layoutSubviews`) keeps
/// its own in a dictionary, and leaves the outer pass's counts as they are.
struct LayoutCounts {
  /// The stamp of the outermost pass; nil for a nested pass.
  private let pass: Int?
  private var nested: [ObjectIdentifier: Int] = [:]

  /// The counts of a new pass in `context`: outermost when no other pass is running.
  init(_ context: HierarchyContext) {
    if context.runningLayoutPasses == 0 {
      pass = ProcessStamp.next()
    } else {
      pass = nil
    }
  }

  /// Counts one more layout of `view`; the count so far.
  mutating func increment(_ view: View) -> Int {
    guard let pass else {
      let count = (nested[ObjectIdentifier(view)] ?? 0) + 1
      nested[ObjectIdentifier(view)] = count
      return count
    }
    let count = view.layoutCountInPass.pass == pass ? view.layoutCountInPass.count + 1 : 1
    view.layoutCountInPass = (pass, count)
    return count
  }

  /// How many times `view` was laid out in this pass.
  func count(of view: View) -> Int {
    guard let pass else { return nested[ObjectIdentifier(view)] ?? 0 }
    return view.layoutCountInPass.pass == pass ? view.layoutCountInPass.count : 0
  }
}

/// Numbers unique in the process, for marks left in views by one pass or one sort, so that a
/// mark left by an earlier one reads as absent without being cleared.
enum ProcessStamp {
  /// The last stamp given out; hierarchies may be laid out on several threads at once.
  private static let last = Atomic<Int>(0)

  /// A stamp never given out before.
  static func next() -> Int {
    last.add(1, ordering: .relaxed).newValue
  }
}
