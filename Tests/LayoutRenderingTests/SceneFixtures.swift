import Foundation
import LayoutDocuments
import OpenAutoLayout

@testable import LayoutRendering

/// Hand-built scenes: every value is written out here, none comes from the code under test.
enum SceneFixtures {
  /// The cookbook's "Two Views with Complex Widths" as Interface Builder lays it out on a 600 × 600
  /// canvas (root margins 20, safe area top 20): blue 20…194, red 202…580, both 40…580 tall.
  static let twoViews = RenderScene(
    canvas: CGSize(width: 600, height: 600),
    title: "Two Views with Complex Widths",
    items: [
      RenderItem(
        id: "root", rect: CGRect(x: 0, y: 0, width: 600, height: 600), color: .white,
        margins: CGRect(x: 20, y: 20, width: 560, height: 580), safeArea: CGRect(x: 0, y: 20, width: 600, height: 580)),
      RenderItem(
        id: "blueView", rect: CGRect(x: 20, y: 40, width: 174, height: 540),
        color: Color(red: 0.224, green: 0.325, blue: 1, alpha: 1)),
      RenderItem(
        id: "redView", rect: CGRect(x: 202, y: 40, width: 378, height: 540),
        color: Color(red: 0.8, green: 0.2, blue: 0, alpha: 1)),
    ],
    marks: [
      ConstraintMark(
        kind: .alignment, from: CGPoint(x: 20, y: 40), to: CGPoint(x: 20, y: 580), label: "",
        constraint: "blueView.leading == root.leadingMargin"),
      ConstraintMark(
        kind: .spacing, from: CGPoint(x: 107, y: 20), to: CGPoint(x: 107, y: 40), label: "20",
        constraint: "blueView.top == root.safeArea.top + 20"),
      ConstraintMark(
        kind: .spacing, from: CGPoint(x: 194, y: 310), to: CGPoint(x: 202, y: 310), label: "8",
        constraint: "redView.leading == blueView.trailing + 8"),
      ConstraintMark(
        kind: .size, from: CGPoint(x: 20, y: 572), to: CGPoint(x: 194, y: 572), label: "≥ 150",
        constraint: "blueView.width >= 150"),
      ConstraintMark(
        kind: .equalSize, from: CGPoint(x: 391, y: 572), to: CGPoint(x: 107, y: 550), label: "= 2×", priority: 750,
        constraint: "redView.width == 2 * blueView.width @750"),
    ])

  /// A label and a text field on one baseline, a button, a hidden view, text that needs escaping,
  /// and a broken width constraint.
  static let labelAndField = RenderScene(
    canvas: CGSize(width: 320, height: 200),
    title: "Label & <Field>",
    items: [
      RenderItem(
        id: "root", rect: CGRect(x: 0, y: 0, width: 320, height: 200),
        margins: CGRect(x: 16, y: 8, width: 288, height: 184)),
      RenderItem(
        id: "nameLabel", kind: .label, rect: CGRect(x: 16, y: 25, width: 45, height: 21), text: "Name & \"title\"",
        fontWeight: 600),
      RenderItem(
        id: "nameField", kind: .textField, rect: CGRect(x: 69, y: 20, width: 235, height: 30),
        placeholder: "Enter <name>",
        fontSize: 14),
      RenderItem(id: "save", kind: .button, rect: CGRect(x: 120, y: 70, width: 80, height: 30), text: "Save"),
      RenderItem(id: "secret", rect: CGRect(x: 16, y: 120, width: 50, height: 50), color: .red, isHidden: true),
    ],
    marks: [
      ConstraintMark(
        kind: .baseline, from: CGPoint(x: 16, y: 40), to: CGPoint(x: 304, y: 40), label: "",
        constraint: "nameField.lastBaseline == nameLabel.lastBaseline"),
      ConstraintMark(
        kind: .spacing, from: CGPoint(x: 61, y: 35), to: CGPoint(x: 69, y: 35), label: "8",
        constraint: "nameField.leading == nameLabel.trailing + 8"),
      ConstraintMark(
        kind: .size, from: CGPoint(x: 120, y: 96), to: CGPoint(x: 200, y: 96), label: "400", isBroken: true,
        constraint: "save.width == 400"),
    ])

  /// An ambiguous view centred in the root, a layout guide, and a note about a capability the
  /// layout lacks.
  static let ambiguousGuide = RenderScene(
    canvas: CGSize(width: 200, height: 300),
    title: "Ambiguous",
    items: [
      RenderItem(id: "root", rect: CGRect(x: 0, y: 0, width: 200, height: 300), color: Color(white: 0.95, alpha: 1)),
      RenderItem(
        id: "box", rect: CGRect(x: 50, y: 0, width: 100, height: 0),
        color: Color(red: 0, green: 0.5, blue: 0, alpha: 0.5), isAmbiguous: true),
      RenderItem(id: "spacer", isGuide: true, rect: CGRect(x: 0, y: 100, width: 200, height: 40)),
      RenderItem(id: "loose", isGuide: true, rect: CGRect(x: 0, y: 0, width: 0, height: 0), isAmbiguous: true),
    ],
    marks: [
      ConstraintMark(
        kind: .centering, from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 300), label: "", isAmbiguousItem: true,
        constraint: "box.centerX == root.centerX"),
      ConstraintMark(
        kind: .equalSize, from: CGPoint(x: 100, y: 7), to: CGPoint(x: 100, y: 7), label: "1:1",
        isAmbiguousItem: true, constraint: "box.width == box.height"),
    ],
    notes: ["iPhone 8, portrait, 2x: compact width, regular height, text size large"])
}
