import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// S36's last step with real labels: a self-sizing row's height recomputes when the content
/// size category changes. Heights counted by hand with the fixed-advance measurer (a line is
/// 1.2 em; sizes rounded up to half points at 2x).
@MainActor @Suite("Self-sizing rows follow the text size (behaviour-2 S36)", .timeLimit(.minutes(10)))
struct SelfSizingCategoryTests {
  /// A row: a Caption 2 line label over a Body text label, stacked with no spacing, pinned to
  /// the row's margins (11 top and bottom, 16 at the sides).
  final class LineRow: View {
    let line = Label("Line 1", font: .preferredFont(forTextStyle: .caption2))
    let text = Label("Hello", font: .preferredFont(forTextStyle: .body))

    init() {
      super.init(frame: .zero)
      layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
      for label in [line, text] {
        label.measurer = FixedAdvanceTextMeasurer()
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
      }
      let stack = StackView(arrangedSubviews: [line, text])
      stack.axis = .vertical
      stack.alignment = .leading
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Rows: ListViewDataSource {
    func numberOfRows(in listView: ListView) -> Int { 3 }
    func listView(_ listView: ListView, viewForRowAt index: Int) -> View { LineRow() }
  }

  @Test("Rows re-measure when the category changes: 11 + 13.5 + 20.5 + 11 at Large, 11 + 24 + 34 + 11 at AX1")
  func rowsFollowTheCategory() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let list = ListView()
    list.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(list)
    LayoutConstraint.activate([
      list.leadingAnchor.constraint(equalTo: root.leadingAnchor), list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      list.topAnchor.constraint(equalTo: root.topAnchor), list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    let rows = Rows()
    list.dataSource = rows
    root.layoutIfNeeded()
    // Caption 2 at Large is 11 points: 13.2 → 13.5. Body 17: 20.4 → 20.5. Heights leave out the
    // 0.5-point separator; measured at 1x (outside the list) they would be 14 and 21.
    #expect(abs(list.height(ofRow: 0) - (11 + 13.5 + 20.5 + 11)) < 1e-9)

    root.overrideTraitCollection = TraitCollection(displayScale: 2, preferredContentSizeCategory: .accessibilityMedium)
    root.layoutIfNeeded()
    // AX1: Caption 2 is 20 points (24), Body 28 (33.6 → 34).
    #expect(abs(list.height(ofRow: 0) - (11 + 24 + 34 + 11)) < 1e-9)
    #expect(abs(list.rectForRow(at: 1).minY - (list.height(ofRow: 0) + 0.5)) < 1e-9)
  }

  @Test("A list made at AX1 measures new rows in its own traits: 11 + 24 + 34 + 11")
  func newRowsTakeTheListsTraits() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.overrideTraitCollection = TraitCollection(displayScale: 2, preferredContentSizeCategory: .accessibilityMedium)
    let list = ListView(frame: root.bounds)
    root.addSubview(list)
    let rows = Rows()
    list.dataSource = rows
    root.layoutIfNeeded()
    #expect(abs(list.height(ofRow: 2) - (11 + 24 + 34 + 11)) < 1e-9)
  }

  /// Fitted heights come from the solver, unrounded: equal to a few ulps.
}
