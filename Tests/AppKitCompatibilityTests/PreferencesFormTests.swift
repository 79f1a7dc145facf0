import AppKit
import Testing

/// Text measured at a fixed advance, so that the frames below are derived by hand: every
/// character half the font's size (6.5 points at 13), a line 1.2 times it (15.6, 16 rounded up),
/// the first baseline 0.95 times it below the text's top (12.35, 13 rounded up).
private func fixedText<Control: NSControl>(_ control: Control) -> Control {
  control.measurer = FixedAdvanceTextMeasurer()
  control.translatesAutoresizingMaskIntoConstraints = false
  return control
}

/// A preferences pane as Mac code builds one in code: labels, a field, a check box, a pop-up and
/// a row of push buttons placed with anchors, the buttons sending their actions to the controller.
private final class PreferencesViewController: NSViewController, ActionTarget {
  let nameLabel = fixedText(NSTextField(labelWithString: "Name:"))
  let nameField = fixedText(NSTextField(string: ""))
  let updatesBox = fixedText(NSButton(checkboxWithTitle: "Check for updates", target: nil, action: nil))
  let intervalLabel = fixedText(NSTextField(labelWithString: "Every:"))
  let intervalPopUp = fixedText(NSPopUpButton(frame: .zero, pullsDown: false))
  lazy var saveButton = fixedText(NSButton(title: "Save", target: self, action: Selector("save:")))
  // A nil target: the action goes up the responder chain to this controller.
  let cancelButton = fixedText(NSButton(title: "Cancel", target: nil, action: Selector("cancel:")))
  var performed: [String] = []

  override func loadView() {
    view = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 200))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.placeholderString = "Your name"
    intervalPopUp.addItems(withTitles: ["Daily", "Weekly", "Monthly"])
    saveButton.keyEquivalent = "\r"
    // The label keeps its width; the field takes the rest of the row.
    nameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    for control in [nameLabel, nameField, updatesBox, intervalLabel, intervalPopUp, saveButton, cancelButton] as [NSView] {
      view.addSubview(control)
    }
    NSLayoutConstraint.activate([
      nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      nameLabel.firstBaselineAnchor.constraint(equalTo: nameField.firstBaselineAnchor),
      nameField.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
      nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      nameField.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      updatesBox.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
      updatesBox.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 12),
      intervalPopUp.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
      intervalPopUp.topAnchor.constraint(equalTo: updatesBox.bottomAnchor, constant: 12),
      intervalLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      intervalLabel.centerYAnchor.constraint(equalTo: intervalPopUp.centerYAnchor),
      saveButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      saveButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
      cancelButton.trailingAnchor.constraint(equalTo: saveButton.leadingAnchor, constant: -12),
      cancelButton.bottomAnchor.constraint(equalTo: saveButton.bottomAnchor),
      cancelButton.widthAnchor.constraint(equalTo: saveButton.widthAnchor),
    ])
  }

  func perform(_ action: Selector, sender: Any?) {
    performed.append(action.name)
  }
}

@Suite("A preferences form of AppKit controls, laid out as on a Mac")
struct PreferencesFormTests {
  @Test("Frames: AppKit's, y up, each control's frame around its alignment rectangle")
  func frames() {
    let controller = PreferencesViewController()
    let window = NSWindow(contentViewController: controller)
    window.layoutIfNeeded()
    // The content view is 400 × 200 and unflipped: a frame's y is 200 − its top − its height.
    // The field's alignment rectangle is 20 below the top, 21 tall; its frame reaches 2 past it
    // at each side. Its text starts 61 from the left: the label's text 20 + 33 ("Name:", 5 ×
    // 6.5 = 32.5 → 33) + 8, and ends 20 from the right: 319 wide, the frame 323 from 59.
    #expect(controller.nameField.frame == NSRect(x: 59, y: 159, width: 323, height: 21))
    // The label's baseline (13 below its top) meets the field's (3 + 13 below its top, 36 from
    // the view's top): its top at 23, its 16 tall frame from 18, 33 + 4 wide.
    #expect(controller.nameLabel.frame == NSRect(x: 18, y: 161, width: 37, height: 16))
    // The check box: its 16-point box 12 below the field's bottom (41): top 53, its frame 1
    // above (52) and 2 before it (59); 16 + 4 + 111 ("Check for updates", 17 × 6.5 = 110.5)
    // = 131 wide, the frame 133 × 18: y = 200 − 52 − 18.
    #expect(controller.updatesBox.frame == NSRect(x: 59, y: 130, width: 133, height: 18))
    // The pop-up: its 20-point bezel 12 below the box's bottom (69): top 81, as wide as
    // "Monthly" (45.5 → 46) + 35 = 81; the frame 2 above, 3 at the sides and below: 87 × 25 at
    // x 58, top 79: y = 200 − 79 − 25.
    #expect(controller.intervalPopUp.frame == NSRect(x: 58, y: 96, width: 87, height: 25))
    // "Every:" (39 wide, 16 tall) centred on the bezel's middle, 91: top 83.
    #expect(controller.intervalLabel.frame == NSRect(x: 18, y: 101, width: 43, height: 16))
    // The push buttons' bezels are 20 tall, 20 above the bottom; their frames 5 above and 7
    // below: y = 20 − 7 = 13, 32 tall. "Cancel" needs 39 + 24 = 63; "Save" (26 + 24 = 50) is
    // made as wide, since only its hugging (250) gives way. Save's bezel ends at 380, its frame
    // 7 further: 387 − 77 = 310; Cancel's bezel ends 12 before Save's (317): 305, frame from
    // 305 + 7 − 77 = 235.
    #expect(controller.saveButton.frame == NSRect(x: 310, y: 13, width: 77, height: 32))
    #expect(controller.cancelButton.frame == NSRect(x: 235, y: 13, width: 77, height: 32))
  }

  @Test("Target–action and values, as the form's code uses them")
  func actionsAndValues() {
    let controller = PreferencesViewController()
    _ = controller.view
    controller.saveButton.performClick(nil)
    controller.cancelButton.performClick(nil)
    #expect(controller.performed == ["save:", "cancel:"])
    controller.updatesBox.performClick(nil)
    #expect(controller.updatesBox.state == NSControl.StateValue.on)
    controller.intervalPopUp.selectItem(withTitle: "Weekly")
    #expect(controller.intervalPopUp.indexOfSelectedItem == 1)
    #expect(controller.intervalPopUp.titleOfSelectedItem == "Weekly")
    controller.nameField.stringValue = "Ada"
    #expect(controller.nameField.stringValue == "Ada")
    #expect(controller.saveButton.keyEquivalent == "\r")
  }

  @Test("AppKit's fonts, colours, images and control sizes compile and measure as AppKit's")
  func appKitNames() {
    #expect(NSFont.systemFontSize == 13 && NSFont.smallSystemFontSize == 11 && NSFont.labelFontSize == 10)
    #expect(NSFont.systemFontSize(for: .small) == 11 && NSFont.systemFontSize(for: .mini) == 9)
    #expect(NSFont.systemFont(ofSize: NSFont.systemFontSize).pointSize == 13)
    #expect(NSFont.menuFont(ofSize: 0).pointSize == 14 && NSFont.labelFont(ofSize: 0).pointSize == 10)
    #expect(NSFont.boldSystemFont(ofSize: 12).weight == 700)
    #expect(NSFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium).weight == 500)
    let label = NSTextField(labelWithString: "Status")
    label.font = .systemFont(ofSize: NSFont.smallSystemFontSize)
    label.textColor = .secondaryLabelColor
    label.alignment = .center
    label.lineBreakMode = .byTruncatingTail
    #expect(label.font?.pointSize == 11)
    #expect(NSColor.labelColor.alpha == 0.85 && NSColor.windowBackgroundColor.red == 236.0 / 255)
    #expect(NSColor(calibratedRed: 1, green: 0.5, blue: 0, alpha: 1) == NSColor(red: 1, green: 0.5, blue: 0, alpha: 1))

    let gear = NSImage(systemSymbolName: "gear", accessibilityDescription: "Settings")
    #expect(gear?.size == NSSize(width: 13, height: 13))
    let imageView = NSImageView(image: NSImage(size: NSSize(width: 32, height: 24)))
    imageView.imageScaling = .scaleProportionallyUpOrDown
    #expect(imageView.intrinsicContentSize == NSSize(width: 32, height: 24))

    let small = NSButton(title: "OK", target: nil, action: nil)
    small.controlSize = .small
    small.bezelStyle = .rounded
    #expect(small.alignmentRectInsets == NSEdgeInsets(top: 4, left: 6, bottom: 7, right: 6))
    let spinner = NSProgressIndicator()
    spinner.style = .spinning
    spinner.controlSize = .small
    spinner.sizeToFit()
    #expect(spinner.frame.size == NSSize(width: 16, height: 16))
    let slider = NSSlider(value: 0.5, minValue: 0, maxValue: 1, target: nil, action: nil)
    slider.numberOfTickMarks = 5
    #expect(slider.intrinsicContentSize.height == 34)
    let segments = NSSegmentedControl(labels: ["One", "Two"], trackingMode: .selectOne, target: nil, action: nil)
    segments.selectedSegment = 0
    #expect(segments.segmentCount == 2 && segments.selectedSegment == 0)
    let search = NSSearchField()
    #expect(search.intrinsicContentSize.height == 22)
    let views: [NSControl] = [label, small, slider, segments, search, imageView]
    #expect(views.count == 6)
  }
}
