// The Objective-C runtime's associated objects, which UIKit and AppKit code reach through
// `import UIKit` or `import AppKit` to give extensions stored properties (layout DSLs keep their
// constraints on views this way). Apple's platforms have the real runtime; elsewhere these
// functions stand in for it. They are the model's so that a program importing both modules sees
// one declaration.
#if !canImport(ObjectiveC)
import Foundation

/// How ``objc_setAssociatedObject(_:_:_:_:)`` keeps a value, as the Objective-C runtime's
/// `objc_AssociationPolicy`, with its raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference (the runtime's is unretained; weak is the safe equivalent). A value that
  /// is not an object is kept as it is.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy (`NSCopying`'s, for objects that adopt it; values are copies already).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference; every access is atomic here, whatever the policy.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy; every access is atomic here, whatever the policy.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key`, as the Objective-C runtime does; nil removes
/// the association.
///
/// `object` must be a class instance: a value type is boxed anew at every call, so nothing can
/// be found under it later (as with the Objective-C runtime's bridging). `key` is compared by
/// address, as the runtime compares it: pass the address of a static or global variable.
///
/// Associations end when the object is gone; the values of an object that is gone are released
/// at a later call, not at once.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
  AssociatedObjects.shared.set(value.map { AssociatedValue($0, policy: policy) }, for: key, on: object as AnyObject)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.value(for: key, on: object as AnyObject)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(on: object as AnyObject)
}

/// A value as a policy keeps it.
enum AssociatedValue {
  case strong(Any)
  case weak(WeakObject)

  init(_ value: Any, policy: objc_AssociationPolicy) {
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      // Only a class instance can be held weakly; `as AnyObject` would box anything else.
      if type(of: value) is AnyClass {
        self = .weak(WeakObject(value as AnyObject))
      } else {
        self = .strong(value)
      }
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      self = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      self = .strong(value)
    }
  }

  var value: Any? {
    switch self {
    case .strong(let value): value
    case .weak(let box): box.object
    }
  }
}

final class WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// Every object's associations, by object identity, behind a lock (UIKit code may associate
/// from any thread). An entry holds its object weakly: an entry whose object is gone is
/// replaced when the identity is reused, and swept when the table has doubled.
final class AssociatedObjects: @unchecked Sendable {
  static let shared = AssociatedObjects()

  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: AssociatedValue] = [:]
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepAt = 256

  func set(_ value: AssociatedValue?, for key: UnsafeRawPointer, on object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    var entry = liveEntry(id, for: object) ?? Entry(owner: object)
    entry.values[key] = value
    entries[id] = entry.values.isEmpty ? nil : entry
    if entries.count >= sweepAt { sweep() }
  }

  func value(for key: UnsafeRawPointer, on object: AnyObject) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return liveEntry(ObjectIdentifier(object), for: object)?.values[key]?.value
  }

  func removeAll(on object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    if liveEntry(id, for: object) != nil { entries[id] = nil }
  }

  /// The entry of `object`, unless the one under its identity belonged to an object now gone.
  private func liveEntry(_ id: ObjectIdentifier, for object: AnyObject) -> Entry? {
    guard let entry = entries[id] else { return nil }
    return entry.owner === object ? entry : nil
  }

  private func sweep() {
    entries = entries.filter { $0.value.owner != nil }
    sweepAt = max(256, entries.count * 2)
  }
}
#endif
