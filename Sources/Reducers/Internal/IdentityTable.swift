import Synchronization

/// A fixed-size cache keyed by object identity: values worked out once per key object and read
/// on every action afterwards.
///
/// A slot is picked from the key's address, so a lookup is one slot read and an identity check,
/// with no hashing; a key whose slot another key took is simply worked out again. A key object
/// that could be freed (a key path) is held by its entry, so no other object can take its
/// address, and so its identity, while the entry lasts.
@usableFromInline
final class IdentityTable<Value: Sendable>: Sendable {
  @usableFromInline
  struct Entry: @unchecked Sendable {
    // `@unchecked`: the held key object is only kept alive, never read.
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let keyObject: AnyObject?
    @usableFromInline let value: Value

    @inlinable
    init(key: ObjectIdentifier, keyObject: AnyObject?, value: Value) {
      self.key = key
      self.keyObject = keyObject
      self.value = value
    }
  }

  @usableFromInline let slots: Lock<[Entry?]>
  @usableFromInline let mask: UInt

  /// Creates a table of `slotCount` slots, a power of two.
  @usableFromInline
  init(slotCount: Int) {
    precondition(slotCount > 0 && slotCount & (slotCount - 1) == 0, "slotCount: a power of two")
    slots = Lock(Array(repeating: nil, count: slotCount))
    mask = UInt(slotCount - 1)
  }

  @inlinable
  func slot(_ key: ObjectIdentifier) -> Int {
    Int((UInt(bitPattern: key) >> 4) & mask)
  }

  /// The value stored for `key`, if its slot still holds it.
  @inlinable
  func value(for key: ObjectIdentifier) -> Value? {
    let slot = slot(key)
    return slots.withLock { slots in
      guard let entry = slots[slot], entry.key == key else { return nil }
      return entry.value
    }
  }

  /// Stores `value` for `key`, holding `keyObject` (the object `key` identifies) if it is one
  /// that could be freed.
  @inlinable
  func store(_ value: Value, for key: ObjectIdentifier, holding keyObject: AnyObject?) {
    let slot = slot(key)
    slots.withLock { $0[slot] = Entry(key: key, keyObject: keyObject, value: value) }
  }
}
