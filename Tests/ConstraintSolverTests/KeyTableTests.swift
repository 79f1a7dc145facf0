@testable import ConstraintSolver
import SolverTestSupport
import Testing

/// `KeyTable` (open addressing over dense entries, removal by shifting the probe run back and
/// moving the last entry into the gap) against `Dictionary`, and the sets built on it.
@Suite("The solver's hash tables", .timeLimit(.minutes(10)))
struct KeyTableTests {
  @Test("Random inserts, updates, in-place changes and removals agree with Dictionary at every step")
  func againstDictionary() {
    var generator = SplitMix64(seed: 20_261_127)
    for round in 0..<40 {
      var ours = KeyTable<Int>()
      var reference: [UInt64: Int] = [:]
      // Small key ranges keep probe runs crowded; large ones make the table grow and shrink.
      let range = UInt64([8, 30, 200, 5_000][round % 4])
      // Keys that are multiples of 16, as object addresses are, besides dense ids.
      let stride: UInt64 = round % 2 == 0 ? 1 : 16
      for step in 0..<3_000 {
        let key = (UInt64.random(in: 0..<range, using: &generator) + 1) * stride
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<4:
          let value = Int.random(in: 0..<1_000, using: &generator)
          ours[key] = value
          reference[key] = value
        case 4..<6:
          ours.modify(key, default: -1) { $0 += 2 }
          reference[key, default: -1] += 2
        case 6..<8:
          let removed = ours.removeValue(forKey: key)
          #expect(removed == reference.removeValue(forKey: key), "round \(round) step \(step)")
        case 8:
          // One look-up that inserts, changes or removes: an odd value goes.
          let change: (Int?) -> Int? = { old in
            let new = (old ?? 0) + 3
            return new % 2 == 1 ? nil : new
          }
          ours.update(key, change)
          reference[key] = change(reference[key])
        default:
          if step % 500 == 0 {
            ours.removeAll()
            reference.removeAll()
          } else if step % 500 == 250 {
            // Reserving rebuilds the index around the entries present.
            ours.reserveCapacity(Int.random(in: 0..<Int(2 * range), using: &generator))
          }
        }
        #expect(ours[key] == reference[key], "round \(round) step \(step) key \(key)")
        #expect(ours.count == reference.count)
      }
      for probe in 1...(range + 1) {
        #expect(ours[probe * stride] == reference[probe * stride], "round \(round) key \(probe * stride)")
      }
      let entries = Dictionary(uniqueKeysWithValues: ours.entries.map { ($0.key, $0.value) })
      #expect(entries == reference)
    }
  }

  @Test("A reserved table takes that many keys without growing its index")
  func reservation() {
    var table = KeyTable<Int>()
    table.reserveCapacity(1_000)
    let reserved = table.indexCapacity
    // The least power of two that keeps 1 000 keys at most half full.
    #expect(reserved == 2_048)
    for key in 1...1_000 { table[UInt64(key) * 16] = key }
    #expect(table.indexCapacity == reserved)
    #expect((1...1_000).allSatisfy { table[UInt64($0) * 16] == $0 })
    // Reserving less than is there, or nothing, keeps the index as it is.
    table.reserveCapacity(10)
    table.reserveCapacity(-5)
    #expect(table.indexCapacity == reserved)
    // The next doubling is past the reservation, as without one.
    for key in 1_001...1_100 { table[UInt64(key) * 16] = key }
    #expect(table.indexCapacity == 2 * reserved)
    #expect(table.count == 1_100)
  }

  @Test("A table indexed by id grows by doubling, but not past a capacity reserved for the id")
  func extendingWithinReservation() {
    var slots: [Int32] = []
    slots.reserveCapacity(100)
    let reserved = slots.capacity
    slots.extend(toInclude: 9, with: -1)
    #expect(slots.count == 10 && slots.allSatisfy { $0 == -1 })
    slots.extend(toInclude: 12, with: -1)
    #expect(slots.count == 20)
    slots.extend(toInclude: 50, with: -1)
    // Doubling 20 makes 40, too few for index 50: it takes 51, within the reservation.
    #expect(slots.count == 51 && slots.capacity == reserved)
    slots.extend(toInclude: reserved - 1, with: -1)
    #expect(slots.count == reserved && slots.capacity == reserved)
    // Past the reservation it doubles again.
    slots.extend(toInclude: reserved, with: 0)
    #expect(slots.count == 2 * reserved && slots.last == 0)
  }

  @Test("Ids and objects map to distinct nonzero keys; the sets answer membership")
  func keysAndSets() {
    #expect(KeyTable<Int>.key(Int32(0)) == 1)
    #expect(KeyTable<Int>.key(Int32(-1)) == UInt64(UInt32.max) + 1)
    var ids = SymbolIDSet([0, 5, 5, 1_000])
    #expect(ids.contains(0) && ids.contains(5) && ids.contains(1_000) && !ids.contains(1))
    let first = ids.insert(7), second = ids.insert(7)
    #expect(first && !second)

    let objects = (0..<100).map { _ in Variable() }
    var set = IdentitySet()
    for object in objects.prefix(50) {
      let inserted = set.insert(ObjectIdentifier(object))
      #expect(inserted)
    }
    let again = set.insert(ObjectIdentifier(objects[0]))
    #expect(!again)
    #expect(objects.prefix(50).allSatisfy { set.contains(ObjectIdentifier($0)) })
    #expect(!objects.suffix(50).contains { set.contains(ObjectIdentifier($0)) })
    let removedOnce = set.remove(ObjectIdentifier(objects[3])), removedTwice = set.remove(ObjectIdentifier(objects[3]))
    #expect(removedOnce && !removedTwice)
    #expect(!set.contains(ObjectIdentifier(objects[3])))

    var table = IdentityTable<Int>()
    for (index, object) in objects.enumerated() { table[ObjectIdentifier(object)] = index }
    let removedValue = table.removeValue(forKey: ObjectIdentifier(objects[10]))
    #expect(removedValue == 10)
    let read = Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) })
    #expect(read.count == 99)
    #expect(objects.enumerated().allSatisfy { index, object in
      read[ObjectIdentifier(object)] == (index == 10 ? nil : index)
    })
  }
}
