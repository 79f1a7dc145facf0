import Cocoa
import Testing

// Most Mac code begins with `import Cocoa` (Anchorage's sources do): it is AppKit here too.

@Suite("import Cocoa")
struct CocoaImportTests {
  @Test("AppKit's names come with Cocoa, and lay out with AppKit's y-up frames")
  func cocoaIsAppKit() {
    let container = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 100))
    let child = NSView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 30),
    ])
    container.layoutSubtreeIfNeeded()
    // Unflipped container 100 high: the child's bottom is at 100 − 10 − 30 = 60.
    #expect(child.frame == NSRect(x: 20, y: 60, width: 50, height: 30))
  }
}
