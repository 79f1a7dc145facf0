import Foundation
import OpenAutoLayout
import OpenAutoLayoutAppKit
import Testing

@Suite("AppKit's diagnostics")
struct AppKitDiagnosticsTests {
  @Test("a conflict among NSViews is logged in AppKit's words, with AppKit's class names")
  func unsatisfiableLog() throws {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = NSView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    var logged: [String] = []
    root.layoutDiagnostics.log = { logged.append($0) }
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 100),
      child.widthAnchor.constraint(equalToConstant: 150),
    ])
    root.layoutSubtreeIfNeeded()
    let text = try #require(logged.first)
    #expect(text.contains("Unable to simultaneously satisfy constraints:\n("))
    #expect(text.contains("NSView:0x"))
    #expect(!text.contains("UIView"))
    #expect(text.hasSuffix("set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger."))
  }

  @Test("autoresizing constraints of an NSView are described with AppKit's mask flags")
  func autoresizingDescription() throws {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = NSView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    child.autoresizingMask = [.width, .minYMargin]
    root.addSubview(child)
    root.layoutSubtreeIfNeeded()
    let descriptions = root.constraints.filter { $0.firstItem === child }.map(\.logDescription)
    #expect(!descriptions.isEmpty)
    // minX, width, maxX: -&-; minY, height, maxY: &--.
    #expect(descriptions.allSatisfy { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x") && $0.contains(" h=-&- v=&-- NSView:0x") })
  }

  @Test("the subtree description lists each view with its flags, mask and AppKit frame")
  func subtreeDescription() {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let pinned = NSView()
    pinned.identifier = NSUserInterfaceItemIdentifier("pinned")
    pinned.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(pinned)
    // Only a left and a width: the vertical position and height are free.
    NSLayoutConstraint.activate([
      pinned.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      pinned.widthAnchor.constraint(equalToConstant: 30),
    ])
    let sized = NSView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    sized.autoresizingMask = [.maxXMargin]
    root.addSubview(sized)
    root.layoutSubtreeIfNeeded()
    let lines = root.subtreeDescription().split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("[         ] h=--& v=--& NSView 0x") && lines[0].hasSuffix(" f=(0,0,200,100) b=(-)"))
    #expect(lines[1].hasPrefix("\t[ A AMB   ] h=--- v=--- NSView 0x") && lines[1].contains(" 'pinned' f=(10,"))
    #expect(lines[2].hasPrefix("\t[         ] h=--& v=--& NSView 0x") && lines[2].hasSuffix(" f=(5,6,7,8) b=(-)"))
  }

  @Test("hasAmbiguousLayout and exerciseAmbiguityInLayout work on NSViews")
  func ambiguity() {
    let root = NSView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.layoutDiagnostics.log = { _ in }
    let child = NSView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalToConstant: 30),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
    ])
    root.layoutSubtreeIfNeeded()
    #expect(child.hasAmbiguousLayout)
    let before = child.frame
    child.exerciseAmbiguityInLayout()
    #expect(child.frame.minX != before.minX)
    // Only x moves: the top stays at the top of a 100-high unflipped view.
    #expect(child.frame.minY == 70)
  }
}
