import ConstraintSolver

/// The view each engine variable belongs to, to turn the solver's changed variables into views
/// to lay out.
///
/// A layout pass after a resize looks up every variable that moved, so this is a hot path:
/// `Dictionary` hashes each key with SipHash and copies a weak reference out of every entry it
/// reads. This table mixes the variable's address with a few shifts and multiplications and
/// probes linearly to the index of its view's entry; the four variables of a view share one
/// entry, which also notes the last ``take(_:)`` that reported it, so duplicates are dropped
/// without a `Set`.
///
/// Guides are not recorded: only views are laid out. The solver forgets variables no constraint
/// mentions, so a variable's address can come back for another view's variable once the first
/// view is gone: ``register(_:)`` replaces an entry whose view is gone, and such entries are
/// swept out as the table doubles.
struct VariableOwners {
  private struct Owner {
    var reference: WeakView
    var view: View? { reference.view }
    /// The ``take(_:)`` round that last reported the view.
    var round: UInt32 = 0
  }

  /// Variable addresses; 0 marks an empty slot (no object lives at address 0).
  private var keys: [UInt] = []
  /// For each key, the index of its entry in `owners`.
  private var entries: [Int32] = []
  private var owners: [Owner] = []
  private var count = 0
  /// 64 minus log₂ of the key capacity.
  private var shift: UInt = 64
  /// The size of `owners` at which entries of views that are gone are swept out.
  private var sweepThreshold = 16
  private var round: UInt32 = 0
  /// This table's ``ProcessStamp``, which a view keeps once registered here. An entry goes only
  /// when its view is gone, so a view holding the stamp is still registered.
  private let stamp = ProcessStamp.next()

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    // MurmurHash3's finalizer, so that every bit of the address reaches every bit of the slot.
    // A multiplication alone maps addresses allocated in strides (a view's four variables, one
    // view after another) onto a lattice of slots; with views a little smaller, a stack of a
    // thousand hidden and shown again clustered it so that a look-up probed some forty slots.
    var mixed = UInt64(key)
    mixed ^= mixed >> 33
    mixed &*= 0xFF51_AFD7_ED55_8CCD
    mixed ^= mixed >> 33
    mixed &*= 0xC4CE_B9FE_1A85_EC53
    mixed ^= mixed >> 33
    return Int(truncatingIfNeeded: mixed >> UInt64(shift))
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always)
  private func slot(of key: UInt) -> (index: Int, found: Bool) {
    var index = home(key)
    while true {
      let candidate = keys[index]
      if candidate == key { return (index, true) }
      if candidate == 0 { return (index, false) }
      index = (index + 1) & (keys.count - 1)
    }
  }

  /// Notes that `view`'s variables belong to it; nothing happens when they already do.
  ///
  /// - Complexity: O(1) expected; O(*n*) when the table grows or is swept, amortized O(1).
  mutating func register(_ view: View) {
    if view.variableOwnersStamp == stamp { return }
    view.variableOwnersStamp = stamp
    // The variables' addresses, as the view's quad keeps them: the keys, read without retaining
    // the view's variables.
    let addresses = view.engineQuad.addresses
    if !keys.isEmpty {
      let (index, found) = slot(of: addresses.0)
      if found, owners[Int(entries[index])].view != nil { return }
    }
    if owners.count >= sweepThreshold {
      sweep()
      sweepThreshold = max(16, 2 * owners.count)
    }
    owners.append(Owner(reference: WeakView(view: view)))
    let entry = Int32(truncatingIfNeeded: owners.count - 1)
    for address in [addresses.0, addresses.1, addresses.2, addresses.3] {
      insert(address, entry)
    }
  }

  /// The owners of the variables `forEachVariable` reports by address, each once even when
  /// several of its variables are there, in the order of their first variable; variables of no
  /// view are left out. `forEachVariable` is called exactly once. Read the views with
  /// ``forEachView(of:_:)``.
  mutating func take(_ forEachVariable: ((UInt) -> Void) -> Void) -> [Int32] {
    round &+= 1
    if round == 0 { round = 1 }
    var taken: [Int32] = []
    forEachVariable { address in
      guard !keys.isEmpty else { return }
      let (index, found) = slot(of: address)
      guard found else { return }
      let entry = entries[index]
      guard owners[Int(entry)].round != round else { return }
      owners[Int(entry)].round = round
      taken.append(entry)
    }
    return taken
  }

  /// Calls `body` with the view of each owner in `taken` (from ``take(_:)``) that is not gone.
  /// The views are not retained: `body` must not release the last reference to one.
  func forEachView(of taken: [Int32], _ body: (View) -> Void) {
    for owner in taken {
      owners[Int(owner)].reference.unretainedView?._withUnsafeGuaranteedRef(body)
    }
  }

  private mutating func insert(_ key: UInt, _ entry: Int32) {
    if (count + 1) * 2 > keys.count { grow(to: max(64, keys.count * 2)) }
    let (index, found) = slot(of: key)
    entries[index] = entry
    if !found {
      keys[index] = key
      count += 1
    }
  }

  /// Makes room for `views` more views: the table is sized once for them, and no sweep runs
  /// until they are in (a build adds views and frees none, so a sweep would find nothing).
  mutating func reserveCapacity(views: Int) {
    guard views > 0 else { return }
    let wanted = owners.count + views
    owners.reserveCapacity(wanted)
    // Four keys per view, the table at most half full, as `insert` keeps it.
    var capacity = max(64, keys.count)
    while capacity < 8 * wanted { capacity *= 2 }
    if capacity > keys.count { grow(to: capacity) }
    sweepThreshold = max(sweepThreshold, wanted)
  }

  /// Rebuilds the table with room for `capacity` keys (a power of two), keeping every key.
  private mutating func grow(to capacity: Int) {
    let old = (keys, entries)
    keys = .filled(with: 0, count: capacity)
    entries = .filled(with: 0, count: capacity)
    shift = UInt(64 - capacity.trailingZeroBitCount)
    count = 0
    for (index, key) in old.0.enumerated() where key != 0 {
      let (slot, _) = slot(of: key)
      keys[slot] = key
      entries[slot] = old.1[index]
      count += 1
    }
  }

  /// Drops the entries of views that are gone, and the keys that led to them.
  private mutating func sweep() {
    var renumbered = [Int32](repeating: -1, count: owners.count)
    var live: [Owner] = []
    for (index, owner) in owners.enumerated() where owner.view != nil {
      renumbered[index] = Int32(truncatingIfNeeded: live.count)
      live.append(owner)
    }
    let old = (keys, entries)
    owners = live
    keys = Array(repeating: 0, count: old.0.count)
    entries = Array(repeating: 0, count: old.0.count)
    count = 0
    for (index, key) in old.0.enumerated() where key != 0 {
      let entry = renumbered[Int(old.1[index])]
      guard entry >= 0 else { continue }
      let (slot, _) = slot(of: key)
      keys[slot] = key
      entries[slot] = entry
      count += 1
    }
  }
}
