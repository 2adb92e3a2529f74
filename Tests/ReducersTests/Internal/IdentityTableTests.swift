import Testing

@testable import Reducers

/// `IdentityTable`, the cache behind case paths and navigation traits: a key finds only its own
/// value, and a key that lost its slot is simply missing.
@Suite struct IdentityTableTests {
  final class Key: Sendable {}

  @Test func aKeyFindsOnlyItsOwnValue() {
    let table = IdentityTable<Int>(slotCount: 1)  // every key shares the one slot
    let first = Key()
    let second = Key()
    #expect(table.value(for: ObjectIdentifier(first)) == nil)
    table.store(1, for: ObjectIdentifier(first), holding: first)
    #expect(table.value(for: ObjectIdentifier(first)) == 1)
    #expect(table.value(for: ObjectIdentifier(second)) == nil)
    table.store(2, for: ObjectIdentifier(second), holding: second)
    #expect(table.value(for: ObjectIdentifier(second)) == 2)
    #expect(table.value(for: ObjectIdentifier(first)) == nil, "the slot now holds another key")
  }

  @Test func anEntryKeepsItsKeyObjectAlive() {
    let table = IdentityTable<Int>(slotCount: 4)
    weak var held: Key?
    do {
      let key = Key()
      held = key
      table.store(7, for: ObjectIdentifier(key), holding: key)
    }
    #expect(held != nil, "a freed key's address could be reused by another object")
    if let held { #expect(table.value(for: ObjectIdentifier(held)) == 7) }
  }
}
