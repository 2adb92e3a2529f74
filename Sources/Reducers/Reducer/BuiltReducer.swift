/// A reducer held together with its ``Reducer/body``, built the first time an action reaches it
/// and reused for every action after that.
///
/// A body is a value: `Scope`s, `ifLet`s and `Reduce`s holding key paths, case paths and
/// closures. Building it for every action, at every level of a feature tree, costs more than
/// running it (key path objects, case path lookups, and tearing the built value down again).
/// Every operator that runs a child reducer holds the child in a `BuiltReducer`, and stores
/// run their root reducer through one, so a store builds each body in its tree once, when an
/// action first reaches it, in the dependency context that action runs in.
///
/// A reducer without a body (`Body == Never`: `Reduce`, `Scope`, the builder's blocks) keeps
/// nothing and runs its `reduce(into:action:)` directly.
@usableFromInline
struct BuiltReducer<Base: Reducer> {
  /// The reducer as written.
  @usableFromInline let base: Base
  /// What owns the place `base`'s built body is kept in; `nil` when `base` has no body. One
  /// word: a `BuiltReducer` is copied onto the stack with the operator holding it, at every
  /// level, for every action. The place itself is passed on as a plain pointer (`_BodySlot`),
  /// so that running the body retains nothing.
  @usableFromInline let storage: _BodyStorage?

  /// Holds `base`, with a place for its body when it has one.
  @inlinable
  init(_ base: consuming Base) {
    self.base = base
    storage = Base.Body.self == Never.self ? nil : _BodyStorage()
  }

  /// Runs the reducer: its kept body when it has one.
  @inlinable @inline(__always)
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base._reduce(
      into: &state, action: action, keepingBodyIn: storage.map { _BodySlot(body: $0.slot) })
  }
}

/// The place a reducer's built body is kept, owned by a `_BodyStorage`; not part of the API.
public struct _BodySlot {
  /// The built body, boxed in a `BuiltBody`; `nil` until the first action.
  @usableFromInline let body: UnsafeMutablePointer<Unmanaged<AnyObject>?>

  @usableFromInline
  init(body: UnsafeMutablePointer<Unmanaged<AnyObject>?>) {
    self.body = body
  }
}

/// What owns the place a `BuiltReducer` keeps its reducer's built body in.
///
/// One slot, written once, when the first action reaches the reducer, and read on every action
/// at every level after that. A store runs its reducer from one isolation at a time, so the
/// slot is read and written without locks. It is memory of its own rather than a stored
/// property: reading a class's `var` costs an exclusivity check, and reading through the
/// object kept it retained for the whole call into the body.
@usableFromInline
final class _BodyStorage {
  /// The built body, boxed in a `BuiltBody` and retained by this storage; `nil` until the
  /// first action.
  @usableFromInline let slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>

  @usableFromInline
  init() {
    slot = .allocate(capacity: 1)
    slot.initialize(to: nil)
  }

  deinit {
    slot.pointee?.release()
    slot.deallocate()
  }
}

/// A reducer's built body, in the object a `_BodyStorage` holds.
@usableFromInline
final class BuiltBody<Body: Reducer> {
  /// The body, itself built: a body that is a feature keeps that feature's body too.
  @usableFromInline let reducer: BuiltReducer<Body>

  @inlinable
  init(_ body: consuming Body) {
    reducer = BuiltReducer(body)
  }

  /// Runs the body where it is kept. (It is copied onto the stack bit for bit, without
  /// retains, to be run: about 30 instructions a level. Kept behind a pointer instead, every
  /// reference in it was retained for the copy.)
  @inlinable
  func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    reducer.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// This reducer as the function a store runs, keeping every body in the tree once built.
  ///
  /// - Returns: A function that reduces an action into the state, as ``reduce(into:action:)``
  ///   does.
  @inlinable
  package func keepingBodies() -> (inout State, Action) -> Effect<Action> {
    // A reducer without a body runs as it is: nothing to keep, and a closure that captures an
    // empty reducer needs no context allocated (`store.create` costs 4 % more otherwise).
    if Body.self == Never.self { return { self.reduce(into: &$0, action: $1) } }
    let reducer = BuiltReducer(self)
    return { reducer.reduce(into: &$0, action: $1) }
  }
}
