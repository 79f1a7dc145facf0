import Testing
import UIKit

// Associated objects as UIKit extensions use them: a key is the address of a static variable.
private enum Keys {
  nonisolated(unsafe) static var badge: UInt8 = 0
  nonisolated(unsafe) static var owner: UInt8 = 0
  nonisolated(unsafe) static var name: UInt8 = 0
}

/// A stored property added by an extension, the way real UIKit code writes one.
extension UIView {
  var badgeText: String? {
    get { objc_getAssociatedObject(self, &Keys.badge) as? String }
    set { objc_setAssociatedObject(self, &Keys.badge, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

@Suite("objc_getAssociatedObject / objc_setAssociatedObject")
struct AssociatedObjectTests {
  @Test("A value set under a key is read back from the same object only, and nil removes it")
  func setGetRemove() {
    let first = UIView(), second = UIView()
    #expect(first.badgeText == nil)
    first.badgeText = "3"
    #expect(first.badgeText == "3")
    #expect(second.badgeText == nil)
    first.badgeText = "4"
    #expect(first.badgeText == "4")
    first.badgeText = nil
    #expect(first.badgeText == nil)
  }

  @Test("Keys are told apart by address")
  func keysByAddress() {
    let view = UIView()
    objc_setAssociatedObject(view, &Keys.badge, "badge", .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(view, &Keys.name, "name", .OBJC_ASSOCIATION_COPY)
    #expect(objc_getAssociatedObject(view, &Keys.badge) as? String == "badge")
    #expect(objc_getAssociatedObject(view, &Keys.name) as? String == "name")
    objc_removeAssociatedObjects(view)
    #expect(objc_getAssociatedObject(view, &Keys.badge) == nil)
    #expect(objc_getAssociatedObject(view, &Keys.name) == nil)
  }

  @Test("RETAIN keeps the value alive; ASSIGN does not")
  func retainAndAssign() {
    let view = UIView()
    weak var retained: UIView?
    weak var assigned: UIView?
    do {
      let a = UIView(), b = UIView()
      retained = a
      assigned = b
      objc_setAssociatedObject(view, &Keys.owner, a, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      objc_setAssociatedObject(view, &Keys.name, b, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(view, &Keys.name) as? UIView === b)
    }
    #expect(retained != nil)
    #expect(objc_getAssociatedObject(view, &Keys.owner) as? UIView === retained)
    #expect(assigned == nil)
    #expect(objc_getAssociatedObject(view, &Keys.name) == nil)
  }

  @Test("COPY stores a copy of an NSCopying object")
  func copyPolicy() {
    let view = UIView()
    let text = NSMutableString(string: "abc")
    objc_setAssociatedObject(view, &Keys.name, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    text.append("def")
    #expect((objc_getAssociatedObject(view, &Keys.name) as? NSString) == "abc")
  }

  @Test("An object's associations end with it: its values are released, a later object never sees them")
  func lifetime() {
    final class Payload {}
    var payloads: [() -> Payload?] = []
    for _ in 0..<1000 {
      let view = UIView()
      #expect(view.badgeText == nil)
      view.badgeText = "old"
      let payload = Payload()
      payloads.append { [weak payload] in payload }
      objc_setAssociatedObject(view, &Keys.owner, payload, .OBJC_ASSOCIATION_RETAIN)
    }
    // The table drops the entries of dead objects whenever it reaches 256 entries, so of the
    // 1000 payloads (each held only by a view that is gone) at most about 256 are still held.
    let held = payloads.filter { $0() != nil }.count
    #expect(held < 300)
  }

  @Test("The policies carry the runtime's raw values")
  func rawValues() {
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
  }
}
