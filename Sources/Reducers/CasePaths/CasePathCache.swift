/// Case paths already built from case key paths.
///
/// A reducer's `body` is built by every store that runs it (once, see `BuiltReducer`) and by
/// every `reduce(into:action:)` called outside a store, and every `Scope`, `ifLet` and `forEach`
/// in it turns its case key path into a ``Case``: a key path projection and closure allocations
/// per step, per operator. A key path literal outside generic code is one object for the life
/// of the process, so the path built for it the first time serves every later build.
///
/// The cache is an ``IdentityTable`` keyed by the key path object. (A literal in generic code
/// is a new object each time it is evaluated; such entries come and go without growing
/// anything.)
@usableFromInline
enum CasePathCache {
  @usableFromInline static let table = IdentityTable<any AnyObject & Sendable>(slotCount: 1_024)

  /// The case path `keyPath` names, built the first time this key path object is seen.
  @inlinable
  static func path<Root, Value>(for keyPath: CaseKeyPath<Root, Value>) -> Case<Root, Value> {
    let key = ObjectIdentifier(keyPath)
    if let cached = table.value(for: key) {
      // Built from this very key path object, whose type fixes `Root` and `Value`.
      return Case(storage: unsafeDowncast(cached, to: CaseStorage<Root, Value>.self))
    }
    let path = Case<Root, Root>.identity[keyPath: keyPath]
    table.store(path.storage, for: key, holding: keyPath)
    return path
  }
}
