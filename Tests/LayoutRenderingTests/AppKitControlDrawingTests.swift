import Foundation
import LayoutDocuments
import OpenAutoLayout
import Testing

@testable import LayoutRendering
@testable import TextMeasurement

/// AppKit's controls in a drawing: their text where they measured it, in AppKit's label colour,
/// named by AppKit's class names.
@Suite("Drawing AppKit's controls")
struct AppKitControlDrawingTests {
  /// A label, a push button, a check box and a pop-up button in a 300 × 120 unflipped view, text
  /// at a fixed advance (6.5 points a character at 13 points, the first baseline 13 below a
  /// line's top).
  static func form() -> (root: AppKitView, label: AppKitTextField, button: AppKitButton, box: AppKitButton, popUp: PopUpButton) {
    let root = AppKitView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    let label = AppKitTextField(labelWithString: "Name:")
    let button = AppKitButton(title: "Save", target: nil, action: nil)
    let box = AppKitButton(checkboxWithTitle: "Remember", target: nil, action: nil)
    let popUp = PopUpButton(frame: .zero, pullsDown: false)
    popUp.addItems(withTitles: ["Daily", "Weekly"])
    for control in [label, button, box, popUp] as [AppKitControl] {
      control.measurer = FixedAdvanceTextMeasurer()
      control.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(control)
    }
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      popUp.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      popUp.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 12),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    return (root, label, button, box, popUp)
  }

  @Test("Each control's text is drawn where it measured it")
  func textLines() throws {
    let form = Self.form()
    let scene = RenderScene(view: form.root)
    #expect(scene.items.map(\.id) == ["NSView", "NSTextField", "NSButton", "NSButton", "NSPopUpButton"])
    #expect(scene.items.map(\.kind) == [.view, .label, .button, .button, .button])
    // Rectangles are top-down, whatever AppKit's y-up frames say: the label's text 20 from the
    // left and top, its frame 2 further left and 33 + 4 wide; the button's bezel ends 20 from
    // the right (280) and bottom (100), its frame 7 beyond them: 287 − 64, 107 − 32.
    #expect(scene.items[1].rect == CGRect(x: 18, y: 20, width: 37, height: 16))
    #expect(scene.items[2].rect == CGRect(x: 223, y: 75, width: 64, height: 32))
    let label = try #require(scene.items[1].textLines?.first)
    // The label's text starts 2 inside its frame, its baseline 13 below the top.
    #expect(label.text == "Name:" && label.x == 2 && label.baseline == 13)
    let button = try #require(scene.items[2].textLines?.first)
    // "Save" (26 wide) centred in the 50-point bezel that starts 7 inside the frame: 7 + 12;
    // the baseline 19 below the frame's top.
    #expect(button.text == "Save" && button.x == 19 && button.baseline == 19)
    let box = try #require(scene.items[3].textLines?.first)
    // After the box: 2 (the frame's inset) + 16 + 4.
    #expect(box.text == "Remember" && box.x == 22)
    let popUp = try #require(scene.items[4].textLines?.first)
    // The selected title, 8 into the bezel (3 inside the frame).
    #expect(popUp.text == "Daily" && popUp.x == 11)
    // Titles in AppKit's label colour, not the tint.
    #expect(scene.items[2].style.textColor == Color(white: 0, alpha: 0.85))
    // A label draws no background; an editable field its white one.
    #expect(scene.items[1].color == nil)
    let field = AppKitTextField(string: "")
    field.placeholderString = "Name"
    #expect(RenderScene(view: field).items[0].color == .white)
    #expect(RenderItem.drawnText(of: field).placeholder == "Name")
  }
}
