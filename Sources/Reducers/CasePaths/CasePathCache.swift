import Synchronization

/// Case paths already built from case key paths.
///
/// A reducer's `body` is rebuilt for every action, and every `Scope`, `ifLet` and `forEach` in
/// it turns its case key path into a ``Case``: a key path projection and closure allocations per
/// step, per operator, per action. A key path literal outside generic code is one object for the
/// life of the process, so the path built for it the first time serves every later action.
///
/// The cache is a fixed table indexed by the key path object's address: a lookup is one slot
/// read and an identity check, and a key path whose slot another one took is simply built again.
/// (A literal in generic code is a new object each time it is evaluated; such entries come and
/// go without growing anything.)
@usableFromInline
enum CasePathCache {
  /// The number of slots: a power of two.
  @usableFromInline static let slotCount = 1_024

  @usableFromInline static let slots = Mutex<[Entry?]>(Array(repeating: nil, count: slotCount))

  /// A built path, with the key path it was built from (held, so its identity stays unique).
  @usableFromInline
  struct Entry: @unchecked Sendable {
    // `@unchecked`: a key path is an immutable object, safe to share, though its static type
    // here does not say `Sendable`.
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline let path: AnyObject

    @inlinable
    init(keyPath: AnyKeyPath, path: AnyObject) {
      self.keyPath = keyPath
      self.path = path
    }
  }

  /// A case path in a class, so one table holds paths of any types without boxing in `Any`.
  @usableFromInline
  final class Box<Root, Value>: Sendable {
    @usableFromInline let path: Case<Root, Value>

    @inlinable
    init(_ path: Case<Root, Value>) {
      self.path = path
    }
  }

  /// The case path `keyPath` names, built the first time this key path object is seen.
  @inlinable
  static func path<Root, Value>(for keyPath: CaseKeyPath<Root, Value>) -> Case<Root, Value> {
    let slot = Int((UInt(bitPattern: ObjectIdentifier(keyPath)) >> 4) & UInt(slotCount - 1))
    let cached = slots.withLock { slots -> AnyObject? in
      guard let entry = slots[slot], entry.keyPath === keyPath else { return nil }
      return entry.path
    }
    if let cached {
      // Built from this very key path object, whose type fixes `Root` and `Value`.
      return unsafeDowncast(cached, to: Box<Root, Value>.self).path
    }
    let path = Case<Root, Root>.identity[keyPath: keyPath]
    slots.withLock { $0[slot] = Entry(keyPath: keyPath, path: Box(path)) }
    return path
  }
}
