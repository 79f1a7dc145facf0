import Testing

@testable import OpenAutoLayout

/// The per-pass layout counts that cut off layout loops: the outermost pass keeps them in the
/// views, stamped; a pass inside it keeps its own and leaves the outer one's alone.
@Suite struct LayoutCountsTests {
  @Test("A pass's counts start at zero, and a later pass's start at zero again")
  func countsBelongToOnePass() {
    let root = makeRoot(100, 100)
    let view = addView("view", to: root)
    let context = root.hierarchyContext
    var first = LayoutCounts(context)
    #expect(first.count(of: view) == 0)
    #expect(first.increment(view) == 1 && first.increment(view) == 2 && first.increment(root) == 1)
    #expect(first.count(of: view) == 2 && first.count(of: root) == 1)
    var second = LayoutCounts(context)
    #expect(second.count(of: view) == 0 && second.increment(view) == 1)
  }

  @Test("A view that moves to another hierarchy does not carry its count into that one's pass")
  func countsDoNotCrossHierarchies() {
    let first = makeRoot(100, 100)
    let second = makeRoot(100, 100)
    let view = addView("view", to: first)
    var firstCounts = LayoutCounts(first.hierarchyContext)
    #expect(firstCounts.increment(view) == 1 && firstCounts.increment(view) == 2)
    view.removeFromSuperview()
    second.addSubview(view)
    var secondCounts = LayoutCounts(second.hierarchyContext)
    #expect(secondCounts.count(of: view) == 0 && secondCounts.increment(view) == 1)
  }

  @Test("A pass run inside another counts on its own, and the outer pass's counts survive it")
  func nestedPassesKeepTheirOwnCounts() {
    let root = makeRoot(100, 100)
    let view = addView("view", to: root)
    let context = root.hierarchyContext
    var outer = LayoutCounts(context)
    #expect(outer.increment(view) == 1 && outer.increment(view) == 2)
    context.runningLayoutPasses += 1
    var inner = LayoutCounts(context)
    #expect(inner.count(of: view) == 0)
    #expect(inner.increment(view) == 1 && inner.increment(view) == 2 && inner.increment(view) == 3)
    context.runningLayoutPasses -= 1
    #expect(outer.count(of: view) == 2 && outer.increment(view) == 3)
    #expect(inner.count(of: view) == 3)
  }
}
