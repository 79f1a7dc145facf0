import Foundation
import OpenAutoLayout

@testable import LayoutDocuments

/// Cookbook recipes (the shared cookbook's documents) written in code, and the frames each lays
/// out to, derived by hand from the document's constraints in the comment above it.
///
/// Every recipe: canvas 600 × 600 at scale 2, safe area 20 on top, root margins 20 leading and
/// trailing. So the margins run from x = 20 to x = 580, `root.safeArea.top + 20` is y = 40 and
/// `root.safeArea.bottom` (the bottom edge, no bottom inset) is y = 600. `standard` is 8 between
/// siblings and to a guide. Frames round each edge to the nearest 0.5 pt, ties upward.
enum CookbookRecipe: String, CaseIterable {
  case simpleSingleView = "simple-single-view"
  case adaptiveSingleView = "adaptive-single-view"
  case twoEqualWidthViews = "two-equal-width-views"
  case twoDifferentWidthViews = "two-different-width-views"
  case twoViewsWithComplexWidths = "two-views-with-complex-widths"
  case threeEqualWidthButtons = "three-equal-width-buttons"
  case twoEqualWidthButtons = "two-equal-width-buttons"
  case equalWhiteSpace = "equal-white-space"
  case simpleLabelAndTextField = "simple-label-and-text-field"
  case dynamicHeightLabelAndTextField = "dynamic-height-label-and-text-field"
  case fixedHeightColumns = "fixed-height-columns"
  case buttonsSizeClass = "buttons-size-class"
  case sizeClasses = "size-classes"

  /// The frames, by view id, under the document's own traits (regular width and height).
  var expectedFrames: [String: CGRect] {
    switch self {
    case .simpleSingleView:
      // x 20…580; y from 20 + 20 = 40 to 600 - 20 = 580.
      return ["root": rect(0, 0, 600, 600), "redView": rect(20, 40, 560, 540)]
    case .adaptiveSingleView:
      // Top: "== safeArea.top + standard @750" (8 to a guide) gives 28, which the required
      // ">= root.top + 20" allows. Bottom: "safeArea.bottom == bottom + 8 @750" wants 592, but the
      // required "root.bottom >= bottom + 20" caps it at 580. Height 580 - 28 = 552.
      return ["blueView": rect(20, 28, 560, 552)]
    case .twoEqualWidthViews:
      // w + 8 + w = 560: w = 276; green starts at 20 + 276 + 8 = 304.
      return ["yellowView": rect(20, 40, 276, 540), "greenView": rect(304, 40, 276, 540)]
    case .twoDifferentWidthViews:
      // w + 8 + 2w = 560: w = 184; orange 368 wide at 212.
      return ["purpleView": rect(20, 40, 184, 540), "orangeView": rect(212, 40, 368, 540)]
    case .twoViewsWithComplexWidths:
      // blue + 8 + red = 560 with "red = 2 blue @750": blue = 184, which the required ">= 150"
      // allows, so the optional constraint holds; red 368 at 212.
      return ["blueView": rect(20, 40, 184, 540), "redView": rect(212, 40, 368, 540)]
    case .threeEqualWidthButtons:
      // 3w + 16 = 560: w = 181.33. Edges 20, 201.33 | 209.33, 390.67 | 398.67, 580 round to
      // 20, 201.5 | 209.5, 390.5 | 398.5, 580. Heights are the intrinsic 30 (hugging and
      // compression resistance, nothing else vertical); bottoms at 580, so y = 550.
      return [
        "shortButton": rect(20, 550, 181.5, 30), "mediumButton": rect(209.5, 550, 181, 30),
        "longButton": rect(398.5, 550, 181.5, 30),
      ]
    case .twoEqualWidthButtons:
      // 2w + 8 = 560: w = 276; 30 high, bottoms at 580.
      return ["shortButton": rect(20, 550, 276, 30), "longButton": rect(304, 550, 276, 30)]
    case .equalWhiteSpace:
      // Spacers s (equal widths), buttons b (equal widths), edge to edge: 3s + 2b = 600. At 750
      // the long button's compression resistance wants b >= 171 (the short one's, b >= 36.5,
      // follows); at 250 hugging wants b as small as possible: b = 171, s = (600 - 342) / 3 = 86,
      // which the inequalities (s >= 20 from the margins, s >= 8 between the buttons) allow.
      // Spacers are 0 high at the bottom (580); buttons 30 high.
      return [
        "leadingSpacer": rect(0, 580, 86, 0), "shortButton": rect(86, 550, 171, 30),
        "centerSpacer": rect(257, 580, 86, 0), "longButton": rect(343, 550, 171, 30),
        "trailingSpacer": rect(514, 580, 86, 0),
      ]
    case .simpleLabelAndTextField:
      // The label hugs at 251, the field at 250, so the label keeps its 44.5 and the field takes
      // the rest: 72.5 to 580 (507.5). Field top 40, 30 high, baseline 40 + 20 = 60; the label's
      // baseline is 15 below its top: top 45, 19 high.
      return ["nameLabel": rect(20, 45, 44.5, 19), "nameField": rect(72.5, 40, 507.5, 30)]
    case .dynamicHeightLabelAndTextField:
      // Label 45 wide (hugging 251) at 20; field from 73 to 580. Baselines: field top + 20 ==
      // label top + 17, so the label sits 3 below the field. Both tops >= 40 (required) and want
      // 40 (@249): field 40, label 43 costs 3, the least.
      return ["nameLabel": rect(20, 43, 45, 21), "nameField": rect(73, 40, 507, 30)]
    case .fixedHeightColumns:
      // The fields' widths are equal, so the labels' are: L. At 750 the labels resist below their
      // intrinsic widths (83, 101, 82): L >= 101; at 251 they hug: L as small as that allows,
      // 101. Fields from 20 + 101 + 8 = 129 to 580: 451. Fields 30 high stacked from 40 with 8
      // between: 40, 78, 116. Each label's baseline (16) meets its field's (20): 4 lower.
      return [
        "firstNameLabel": rect(20, 44, 101, 21), "middleNameLabel": rect(20, 82, 101, 21),
        "lastNameLabel": rect(20, 120, 101, 21), "firstNameField": rect(129, 40, 451, 30),
        "middleNameField": rect(129, 78, 451, 30), "lastNameField": rect(129, 116, 451, 30),
      ]
    case .buttonsSizeClass:
      // Regular width: side by side, equal widths: 2w + 8 = 560, w = 276; 30 high at the bottom.
      return ["shortButton": rect(20, 550, 276, 30), "longButton": rect(304, 550, 276, 30)]
    case .sizeClasses:
      // Regular/regular: a 2 x 2 grid. Widths: w + 8 + w = 560, 276; heights: h + 8 + h = 540,
      // 266. Each label is centred in its box: green's 110.5 x 43 at ((276 - 110.5) / 2,
      // (266 - 43) / 2) = (82.75, 111.5); 82.75 lies at 102.75 in the root, a tie, rounded up to
      // 103, so 83 in the box.
      return [
        "redView": rect(20, 40, 276, 266), "blueView": rect(304, 40, 276, 266),
        "greenView": rect(20, 314, 276, 266), "yellowView": rect(304, 314, 276, 266),
        "greenLabel": rect(83, 111.5, 110.5, 43),
      ]
    }
  }

  /// The recipe's document, written in code as the cookbook's YAML has it.
  var document: TestDocument {
    switch self {
    case .simpleSingleView:
      var document = TestDocument([viewSpec("redView")])
      document.constrain(
        "redView.leading == root.leadingMargin", "redView.trailing == root.trailingMargin",
        "redView.top == root.safeArea.top + 20", "root.safeArea.bottom == redView.bottom + 20")
      return document
    case .adaptiveSingleView:
      var document = TestDocument([viewSpec("blueView")])
      document.constrain(
        "blueView.leading == root.leadingMargin", "blueView.trailing == root.trailingMargin",
        "blueView.top == root.safeArea.top + standard @750", "blueView.top >= root.top + 20",
        "root.bottom >= blueView.bottom + 20", "root.safeArea.bottom == blueView.bottom + standard @750")
      return document
    case .twoEqualWidthViews:
      var document = TestDocument([viewSpec("yellowView"), viewSpec("greenView")])
      document.constrain(
        "yellowView.leading == root.leadingMargin", "root.safeArea.bottom == yellowView.bottom + 20",
        "yellowView.top == root.safeArea.top + 20", "greenView.leading == yellowView.trailing + standard",
        "greenView.trailing == root.trailingMargin", "greenView.top == root.safeArea.top + 20",
        "root.safeArea.bottom == greenView.bottom + 20", "greenView.width == yellowView.width")
      return document
    case .twoDifferentWidthViews:
      var document = TestDocument([viewSpec("purpleView"), viewSpec("orangeView")])
      document.constrain(
        "purpleView.leading == root.leadingMargin", "purpleView.top == root.safeArea.top + 20",
        "root.safeArea.bottom == purpleView.bottom + 20", "orangeView.leading == purpleView.trailing + standard",
        "orangeView.trailing == root.trailingMargin", "orangeView.top == root.safeArea.top + 20",
        "root.safeArea.bottom == orangeView.bottom + 20", "orangeView.width == 2 * purpleView.width")
      return document
    case .twoViewsWithComplexWidths:
      var document = TestDocument([viewSpec("blueView"), viewSpec("redView")])
      document.constrain(
        "blueView.leading == root.leadingMargin", "blueView.top == root.safeArea.top + 20",
        "root.safeArea.bottom == blueView.bottom + 20", "blueView.width >= 150",
        "redView.leading == blueView.trailing + standard", "redView.trailing == root.trailingMargin",
        "redView.top == root.safeArea.top + 20", "root.safeArea.bottom == redView.bottom + 20",
        "redView.width == 2 * blueView.width @750")
      return document
    case .threeEqualWidthButtons:
      var document = TestDocument([
        button("shortButton", 36.5), button("mediumButton", 54), button("longButton", 116),
      ])
      document.constrain(
        "shortButton.leading == root.leadingMargin", "root.safeArea.bottom == shortButton.bottom + 20",
        "mediumButton.leading == shortButton.trailing + standard", "root.safeArea.bottom == mediumButton.bottom + 20",
        "mediumButton.width == shortButton.width", "longButton.leading == mediumButton.trailing + standard",
        "longButton.trailing == root.trailingMargin", "root.safeArea.bottom == longButton.bottom + 20",
        "longButton.width == shortButton.width")
      return document
    case .twoEqualWidthButtons:
      var document = TestDocument([button("shortButton", 36.5), button("longButton", 171)])
      document.constrain(
        "shortButton.leading == root.leadingMargin", "root.safeArea.bottom == shortButton.bottom + 20",
        "longButton.leading == shortButton.trailing + standard", "longButton.trailing == root.trailingMargin",
        "root.safeArea.bottom == longButton.bottom + 20", "longButton.width == shortButton.width")
      return document
    case .equalWhiteSpace:
      var document = TestDocument([
        viewSpec("leadingSpacer"), button("shortButton", 36.5), viewSpec("centerSpacer"), button("longButton", 171),
        viewSpec("trailingSpacer"),
      ])
      document.constrain(
        "leadingSpacer.leading == root.leading", "root.safeArea.bottom == leadingSpacer.bottom + 20",
        "leadingSpacer.height == 0", "shortButton.leading == leadingSpacer.trailing",
        "shortButton.leading >= root.leadingMargin", "root.safeArea.bottom == shortButton.bottom + 20",
        "centerSpacer.leading == shortButton.trailing", "root.safeArea.bottom == centerSpacer.bottom + 20",
        "centerSpacer.height == 0", "leadingSpacer.width == centerSpacer.width",
        "longButton.leading == centerSpacer.trailing", "longButton.leading >= shortButton.trailing + standard",
        "root.trailingMargin >= longButton.trailing", "root.safeArea.bottom == longButton.bottom + 20",
        "shortButton.width == longButton.width", "trailingSpacer.leading == longButton.trailing",
        "trailingSpacer.trailing == root.trailing", "root.safeArea.bottom == trailingSpacer.bottom + 20",
        "leadingSpacer.width == trailingSpacer.width", "trailingSpacer.height == 0")
      return document
    case .simpleLabelAndTextField:
      var document = TestDocument([
        label("nameLabel", 44.5, 19, baseline: 15), field("nameField", 86, baseline: 20),
      ])
      document.constrain("nameLabel.leading == root.leadingMargin", id: "labelLeading")
      document.constrain("nameField.leading == nameLabel.trailing + standard", id: "spaceBetweenControls")
      document.constrain("nameField.trailing == root.trailingMargin", id: "textFieldTrailing")
      document.constrain("nameField.lastBaseline == nameLabel.lastBaseline", id: "baselineAlignment")
      document.constrain("nameField.top == root.safeArea.top + 20", id: "textFieldTop")
      return document
    case .dynamicHeightLabelAndTextField:
      var document = TestDocument([field("nameField", 86, baseline: 20), label("nameLabel", 45, 21, baseline: 17)])
      document.constrain(
        "nameField.trailing == root.trailingMargin", "nameField.top == root.safeArea.top + 20 @249",
        "nameField.top >= root.safeArea.top + 20", "nameField.leading == nameLabel.trailing + standard",
        "nameLabel.leading == root.leadingMargin", "nameField.lastBaseline == nameLabel.lastBaseline",
        "nameLabel.top == root.safeArea.top + 20 @249", "nameLabel.top >= root.safeArea.top + 20")
      return document
    case .fixedHeightColumns:
      var document = TestDocument([
        label("firstNameLabel", 83, 21, baseline: 16), field("firstNameField", 114.5, baseline: 20),
        field("middleNameField", 131.5, baseline: 20), field("lastNameField", 112, baseline: 20),
        label("middleNameLabel", 101, 21, baseline: 16), label("lastNameLabel", 82, 21, baseline: 16),
      ])
      document.constrain(
        "firstNameLabel.leading == root.leadingMargin", "firstNameField.leading == firstNameLabel.trailing + standard",
        "firstNameField.trailing == root.trailingMargin", "firstNameField.lastBaseline == firstNameLabel.lastBaseline",
        "firstNameField.top == root.safeArea.top + 20", "middleNameField.trailing == root.trailingMargin",
        "middleNameField.top == firstNameField.bottom + standard", "middleNameField.width == firstNameField.width",
        "lastNameField.trailing == root.trailingMargin", "lastNameField.top == middleNameField.bottom + standard",
        "lastNameField.width == firstNameField.width", "middleNameField.leading == middleNameLabel.trailing + standard",
        "middleNameLabel.leading == root.leadingMargin", "middleNameField.lastBaseline == middleNameLabel.lastBaseline",
        "lastNameField.leading == lastNameLabel.trailing + standard", "lastNameLabel.leading == root.leadingMargin",
        "lastNameField.lastBaseline == lastNameLabel.lastBaseline")
      return document
    case .buttonsSizeClass:
      var document = TestDocument([button("longButton", 137.5), button("shortButton", 36.5)])
      document.traits = DocumentTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular)
      let compactRegular = DocumentTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
      let compactCompact = DocumentTraits(horizontalSizeClass: .compact, verticalSizeClass: .compact)
      let regularWidth = DocumentTraits(horizontalSizeClass: .regular)
      document.constrain("longButton.leading == root.leadingMargin", when: compactRegular)
      document.constrain("longButton.trailing == root.trailingMargin")
      document.constrain("root.safeArea.bottom == longButton.bottom + 20")
      document.constrain("longButton.leading == shortButton.trailing + standard", when: regularWidth)
      document.constrain("longButton.leading == shortButton.trailing + standard", when: compactCompact)
      document.constrain("shortButton.leading == root.leadingMargin")
      document.constrain("shortButton.trailing == root.trailingMargin", when: compactRegular)
      document.constrain("longButton.top == shortButton.bottom + standard", when: compactRegular)
      document.constrain("root.safeArea.bottom == shortButton.bottom + 20", when: regularWidth)
      document.constrain("root.safeArea.bottom == shortButton.bottom + 20", when: compactCompact)
      document.constrain("longButton.width == shortButton.width")
      return document
    case .sizeClasses:
      return Self.sizeClassesDocument(viewConditions: false)
    }
  }

  /// The Size Classes recipe. With `viewConditions`, blue and yellow carry the `when` the
  /// cookbook could not write (Interface Builder installs them only for regular/regular).
  static func sizeClassesDocument(viewConditions: Bool) -> TestDocument {
    let regularRegular = DocumentTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    let compactRegular = DocumentTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    let compactHeight = DocumentTraits(verticalSizeClass: .compact)
    let regularHeight = DocumentTraits(verticalSizeClass: .regular)
    func box(_ color: String, _ labelWidth: CGFloat) -> ViewSpec {
      var box = viewSpec("\(color)View", subviews: [label("\(color)Label", labelWidth, 43, baseline: nil)])
      if viewConditions && (color == "blue" || color == "yellow") {
        box.condition = InstallCondition(when: regularRegular)
      }
      return box
    }
    var document = TestDocument([box("red", 70.5), box("green", 110.5), box("blue", 81), box("yellow", 120.5)])
    document.traits = regularRegular
    document.constrain("redView.leading == root.leadingMargin")
    document.constrain("root.trailingMargin == redView.trailing", when: compactRegular)
    document.constrain("redView.top == root.safeArea.top + 20")
    document.constrain("root.safeArea.bottom == redView.bottom + 20", when: compactHeight)
    document.constrain("redLabel.centerX == redView.centerX", "redLabel.centerY == redView.centerY")
    document.constrain("greenView.leading == redView.trailing + standard", when: compactHeight)
    document.constrain("greenView.leading == root.leadingMargin", when: regularHeight)
    document.constrain("greenView.trailing == root.trailingMargin", when: compactHeight)
    document.constrain("root.trailingMargin == greenView.trailing", when: compactRegular)
    document.constrain("greenView.top == redView.bottom + standard", when: regularHeight)
    document.constrain("greenView.top == root.safeArea.top + 20", when: compactHeight)
    document.constrain(
      "root.safeArea.bottom == greenView.bottom + 20", "greenView.height == redView.height",
      "greenView.width == redView.width", "greenLabel.centerX == greenView.centerX",
      "greenLabel.centerY == greenView.centerY")
    for text in [
      "blueView.leading == redView.trailing + standard", "blueView.trailing == root.trailingMargin",
      "blueView.top == root.safeArea.top + 20", "blueView.height == redView.height", "blueView.width == redView.width",
      "blueLabel.centerX == blueView.centerX", "blueLabel.centerY == blueView.centerY",
      "yellowView.leading == greenView.trailing + standard", "yellowView.trailing == root.trailingMargin",
      "root.safeArea.bottom == yellowView.bottom + 20", "yellowView.top == blueView.bottom + standard",
      "yellowView.height == redView.height", "yellowView.width == redView.width",
      "yellowLabel.centerX == yellowView.centerX", "yellowLabel.centerY == yellowView.centerY",
    ] {
      document.constrain(text, when: regularRegular)
    }
    return document
  }
}

/// A button of the cookbook: `width` estimated from its title, 30 high, hugging 250, resistance 750.
private func button(_ id: String, _ width: CGFloat) -> ViewSpec {
  var spec = viewSpec(id, kind: .button, intrinsic: (width, 30), hugging: (250, 250))
  spec.compressionResistance = AxisPrioritySpec(horizontal: 750, vertical: 750)
  return spec
}

/// A label of the cookbook: hugging 251, resistance 750, one line with its baseline `baseline`
/// below the top.
private func label(_ id: String, _ width: CGFloat, _ height: CGFloat, baseline: CGFloat?) -> ViewSpec {
  var spec = viewSpec(id, kind: .label, intrinsic: (width, height), hugging: (251, 251), baselines: baseline)
  spec.compressionResistance = AxisPrioritySpec(horizontal: 750, vertical: 750)
  return spec
}

/// A text field of the cookbook: 30 high, hugging 250, resistance 750.
private func field(_ id: String, _ width: CGFloat, baseline: CGFloat) -> ViewSpec {
  var spec = viewSpec(id, kind: .textField, intrinsic: (width, 30), hugging: (250, 250), baselines: baseline)
  spec.compressionResistance = AxisPrioritySpec(horizontal: 750, vertical: 750)
  return spec
}
