import Foundation
import OpenAutoLayout
import Testing

@testable import TextMeasurement

/// AppKit's controls at each control size and bezel style: intrinsic sizes and alignment insets
/// from AppKitControlMetrics' tables, with text measured at a fixed advance so that each width is
/// derived by hand: every character 0.5 em (6.5 points at 13, 5.5 at 11, 4.5 at 9), a line 1.2 em
/// (15.6 at 13, 13.2 at 11, 10.8 at 9), widths and heights rounded up to whole points.
@Suite("AppKit controls by control size", .timeLimit(.minutes(10)))
struct AppKitControlSizeTests {
  static func fixed<Control: AppKitControl>(_ control: Control) -> Control {
    control.measurer = FixedAdvanceTextMeasurer()
    return control
  }

  @Test("A push button's bezel, insets and font at each control size")
  func pushButtonSizes() {
    let button = Self.fixed(AppKitButton(title: "OK", kind: .push))
    // Regular: 2 × 6.5 + 24 = 37 wide, 20 tall in a 32-point frame (5 + 20 + 7).
    #expect(button.intrinsicContentSize == CGSize(width: 37, height: 20))
    #expect(button.alignmentRectInsets == EdgeInsets(top: 5, left: 7, bottom: 7, right: 7))
    #expect(button.font?.pointSize == 13)
    button.controlSize = .small
    // Small: 11 points, 2 × 5.5 = 11, + 20; 17 tall in 4 + 17 + 7 = 28.
    #expect(button.font?.pointSize == 11)
    #expect(button.intrinsicContentSize == CGSize(width: 31, height: 17))
    #expect(button.alignmentRectInsets == EdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
    button.controlSize = .mini
    // Mini: 9 points, 2 × 4.5 = 9, + 16; 14 tall.
    #expect(button.intrinsicContentSize == CGSize(width: 25, height: 14))
    #expect(button.alignmentRectInsets == EdgeInsets(top: 3, left: 5, bottom: 7, right: 5))
    button.controlSize = .large
    // Large: 13 points, 13 + 28; 28 tall.
    #expect(button.intrinsicContentSize == CGSize(width: 41, height: 28))
    // A font that was set stays when the control size changes.
    button.font = .systemFont(ofSize: 20)
    button.controlSize = .small
    #expect(button.font?.pointSize == 20)
    // 2 × 10 = 20, + 20.
    #expect(button.intrinsicContentSize.width == 40)
    button.font = nil
    #expect(button.font?.pointSize == 11)
  }

  @Test("Check boxes and radio buttons: a 16-point box regular, 14 small, 12 mini")
  func checkBoxSizes() {
    let box = Self.fixed(AppKitButton(title: "Hi", kind: .checkBox))
    // 16 + 4 + 13; the frame 2 points before the box and 1 above and below: 18 tall.
    #expect(box.intrinsicContentSize == CGSize(width: 33, height: 16))
    #expect(box.alignmentRectInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
    box.controlSize = .mini
    // 12 + 4 + 9.
    #expect(box.intrinsicContentSize == CGSize(width: 25, height: 12))
    let radio = Self.fixed(AppKitButton(title: "", kind: .radio))
    // No title: the box alone.
    #expect(radio.intrinsicContentSize == CGSize(width: 16, height: 16))
    #expect(radio.buttonType == .radio)
  }

  @Test("Bezel styles other than rounded, borderless buttons and image buttons")
  func bezelStyles() {
    let button = Self.fixed(AppKitButton(title: "New", kind: .push))
    button.bezelStyle = .inline
    // 3 × 6.5 = 19.5 → 20, + 14; 16 tall, no insets.
    #expect(button.intrinsicContentSize == CGSize(width: 34, height: 16))
    #expect(button.alignmentRectInsets == .zero)
    button.controlSize = .small
    // Scaled by 11/13: 16 × 11 / 13 = 13.5 → 14 tall; 3 × 5.5 = 16.5 → 17, + 14.
    #expect(button.intrinsicContentSize == CGSize(width: 31, height: 14))
    button.controlSize = .regular
    button.bezelStyle = .helpButton
    // A help button is 21 square whatever its title, in a 25-point frame.
    #expect(button.intrinsicContentSize == CGSize(width: 21, height: 21))
    #expect(button.alignmentRectInsets == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    button.bezelStyle = .push
    button.isBordered = false
    // Borderless: the title alone, 20 × (15.6 → 16), no insets.
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 16))
    #expect(button.alignmentRectInsets == .zero)

    let icon = ImageContent(width: 20, height: 20)
    let imageOnly = Self.fixed(AppKitButton(image: icon, target: nil, action: nil))
    // The image + 24; 20 tall.
    #expect(imageOnly.intrinsicContentSize == CGSize(width: 44, height: 20))
    let titled = Self.fixed(AppKitButton(title: "OK", image: icon, target: nil, action: nil))
    // 13 + 4 + 20 + 24.
    #expect(titled.intrinsicContentSize == CGSize(width: 61, height: 20))
    #expect(titled.imagePosition == .imageLeading)
  }

  @Test("Text fields: labels, bezeled fields per size, placeholders, secure and search fields")
  func textFieldSizes() {
    let field = Self.fixed(AppKitTextField(string: "abcd"))
    field.controlSize = .small
    // 4 × 5.5 = 22, + 4; max(13.2 → 14 + 5, 19).
    #expect(field.intrinsicContentSize == CGSize(width: 26, height: 19))
    field.controlSize = .mini
    // 4 × 4.5 = 18, + 4; max(10.8 → 11 + 5, 16).
    #expect(field.intrinsicContentSize == CGSize(width: 22, height: 16))
    let empty = Self.fixed(AppKitTextField(string: ""))
    empty.placeholderString = "Name"
    // The placeholder's 26 + 4.
    #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 21))
    #expect(empty.isShowingPlaceholder)
    let secure = Self.fixed(AppKitSecureTextField(string: "abc"))
    // Three bullets, 19.5 → 20, + 4.
    #expect(secure.intrinsicContentSize == CGSize(width: 24, height: 21))
    let search = Self.fixed(AppKitSearchField(string: ""))
    search.placeholderString = "Search"
    // 6 × 6.5 = 39 + 44 for the icons; 22 tall.
    #expect(search.intrinsicContentSize == CGSize(width: 83, height: 22))
    let label = AppKitTextField(labelWithString: "x")
    #expect(!label.isBezeled && !label.isEditable && !label.isSelectable && !label.drawsBackground)
    #expect(label.drawnBackgroundColor == nil)
    #expect(empty.drawnBackgroundColor == .white)
  }

  @Test("A wrapping label wraps at its preferred width, or at its own width once laid out")
  func wrappingLabel() {
    let label = Self.fixed(AppKitTextField(wrappingLabelWithString: "aaaa bbbb cccc"))
    #expect(label.maximumNumberOfLines == 0 && label.lineBreakMode == .byWordWrapping)
    // No width yet: one line, 14 × 6.5 = 91 wide.
    #expect(label.intrinsicContentSize == CGSize(width: 91, height: 16))
    label.preferredMaxLayoutWidth = 60
    // "aaaa bbbb" is 58.5 ≤ 60, with " cccc" 91: two lines, 58.5 → 59 wide, 31.2 → 32 tall.
    #expect(label.intrinsicContentSize == CGSize(width: 59, height: 32))
    // The last baseline: the first (13) a line (15.6) lower, 28.6, from the bottom: 32 − 28.6.
    #expect(abs((label.lastBaselineOffsetFromBottom ?? 0) - 3.4) < 1e-9)
    label.maximumNumberOfLines = 1
    #expect(label.intrinsicContentSize == CGSize(width: 91, height: 16))

    let own = Self.fixed(AppKitTextField(wrappingLabelWithString: "aaaa bbbb cccc dddd"))
    let root = View(frame: CGRect(x: 0, y: 0, width: 104, height: 100))
    own.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(own)
    LayoutConstraint.activate([
      own.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      own.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      own.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    // The text area is 104 wide (the frame reaches 2 past it each side, 108): "aaaa bbbb cccc"
    // (91) fits, with " dddd" (123.5) it does not: two lines, 32 tall.
    #expect(own.modelFrame == CGRect(x: -2, y: 0, width: 108, height: 32))
  }

  @Test("Pop-up buttons by size, and their items")
  func popUpButtons() {
    let popUp = Self.fixed(PopUpButton(frame: .zero, pullsDown: false))
    popUp.addItems(withTitles: ["One", "Three", "One"])
    // A title added again moves to the end, as AppKit keeps titles unique.
    #expect(popUp.itemTitles == ["Three", "One"])
    #expect(popUp.numberOfItems == 2)
    // The first item added is selected, and stays selected when it moves.
    #expect(popUp.titleOfSelectedItem == "One" && popUp.indexOfSelectedItem == 1)
    popUp.selectItem(at: 0)
    #expect(popUp.titleOfSelectedItem == "Three")
    popUp.selectItem(withTitle: "One")
    #expect(popUp.indexOfSelectedItem == 1 && popUp.stringValue == "One")
    popUp.selectItem(at: 5)
    #expect(popUp.indexOfSelectedItem == -1 && popUp.titleOfSelectedItem == nil)
    // 5 × 6.5 = 32.5 → 33, + 35; 20 tall.
    #expect(popUp.intrinsicContentSize == CGSize(width: 68, height: 20))
    popUp.controlSize = .small
    // 5 × 5.5 = 27.5 → 28, + 30; 17 tall, in 1 + 17 + 4 = 22.
    #expect(popUp.intrinsicContentSize == CGSize(width: 58, height: 17))
    #expect(popUp.alignmentRectInsets == EdgeInsets(top: 1, left: 3, bottom: 4, right: 3))
    popUp.removeItem(at: 0)
    #expect(popUp.itemTitles == ["One"])
    let pullDown = PopUpButton(frame: .zero, pullsDown: true)
    pullDown.addItems(withTitles: ["Actions", "Copy"])
    pullDown.selectItem(at: 1)
    #expect(pullDown.titleOfShownItem == "Actions")
  }

  @Test("Segmented controls, sliders and progress indicators by size")
  func otherControls() {
    let segments = Self.fixed(AppKitSegmentedControl(labels: ["A", "BB"], trackingMode: .selectOne, target: nil, action: nil))
    segments.setWidth(50, forSegment: 0)
    // 50 + (13 + 16) + 1.
    #expect(segments.intrinsicContentSize == CGSize(width: 80, height: 20))
    segments.segmentCount = 3
    segments.setLabel("C", forSegment: 2)
    #expect(segments.label(forSegment: 2) == "C" && segments.label(forSegment: 3) == nil)
    segments.selectedSegment = 1
    segments.selectedSegment = 2
    #expect(segments.selectedSegment == 2 && !segments.isSelected(forSegment: 1))
    segments.controlSize = .small
    #expect(segments.intrinsicContentSize.height == 17)

    let slider = AppKitSlider(value: 5, minValue: 0, maxValue: 10, target: nil, action: nil)
    #expect(slider.doubleValue == 5 && slider.integerValue == 5)
    slider.doubleValue = 12
    #expect(slider.doubleValue == 10)
    #expect(slider.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 28))
    slider.numberOfTickMarks = 11
    #expect(slider.intrinsicContentSize.height == 34)
    #expect(slider.tickMarkValue(at: 3) == 3)
    slider.controlSize = .small
    #expect(slider.intrinsicContentSize.height == 27)
    slider.isVertical = true
    #expect(slider.intrinsicContentSize == CGSize(width: 27, height: View.noIntrinsicMetric))

    let bar = ProgressIndicator()
    bar.controlSize = .mini
    // A 10-point frame less 1 above and below.
    #expect(bar.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 8))
    bar.style = .spinning
    #expect(bar.intrinsicContentSize == CGSize(width: 10, height: 10))
    bar.startAnimation(nil)
    #expect(bar.isAnimating)
    bar.stopAnimation(nil)
    #expect(!bar.isAnimating)
  }

  @Test("A control's value read as text and numbers")
  func values() {
    let field = AppKitTextField(string: "3.75 apples")
    #expect(field.doubleValue == 3.75)
    #expect(field.integerValue == 3 && field.intValue == 3 && field.floatValue == 3.75)
    field.doubleValue = 2
    #expect(field.stringValue == "2")
    field.doubleValue = 2.5
    #expect(field.stringValue == "2.5")
    field.integerValue = -7
    #expect(field.stringValue == "-7" && field.doubleValue == -7)
    field.objectValue = nil
    #expect(field.stringValue == "" && field.doubleValue == 0)
    field.stringValue = "none"
    #expect(field.doubleValue == 0)
  }

  @Test("sizeToFit gives the frame the content and the alignment insets, keeping the origin")
  func sizeToFit() {
    let root = AppKitView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let button = Self.fixed(AppKitButton(title: "OK", kind: .push))
    root.addSubview(button)
    button.frame = CGRect(x: 10, y: 10, width: 0, height: 0)
    button.sizeToFit()
    // 37 + 7 + 7 by 20 + 5 + 7, its bottom-left corner kept at (10, 10) in the unflipped root.
    #expect(button.frame == CGRect(x: 10, y: 10, width: 51, height: 32))
  }
}
