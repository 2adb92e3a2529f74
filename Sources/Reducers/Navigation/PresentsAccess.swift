/// Reads and exchanges `@Presents` state through one closure made from its key path.
///
/// `\.$destination` names a computed property (the wrapper's projected value), and the key path
/// runtime reaches one through its getter and setter and a write-back buffer whose generic type
/// it looks up every time: about 1,400 instructions a write, two writes per level of
/// presentation, for every action. Made where `ifLet` is called, with the key path literal
/// captured by this one closure and used by nothing else, the optimiser propagates the literal
/// into the closure and replaces the key path with direct calls to the property's accessors
/// (send.nested10 in nav-bench: 36k to 12k instructions per send).
///
/// What that needs, measured with this toolchain: `ifLet` always inlined and taking the key path
/// `consuming` (a borrowed one is copied, and a literal with two uses is not propagated), and
/// this initialiser taking it borrowed (`consuming` here defeats it). A key path that is not a
/// literal where `ifLet` is called still works, through the key path runtime.
@usableFromInline
struct PresentsAccess<Root, State> {
  @usableFromInline
  enum Operation {
    case exchange, read, remember
  }

  @usableFromInline let body: (inout Root, inout Presents<State>, Operation) -> Void

  /// Captures `keyPath` in the one closure; always inlined, so a literal stays visible. The
  /// parameter stays borrowed (see above).
  @inlinable @inline(__always)
  init(_ keyPath: WritableKeyPath<Root, Presents<State>>) {
    body = { root, presents, operation in
      switch operation {
      case .exchange: swap(&presents, &root[keyPath: keyPath])
      case .read: presents = root[keyPath: keyPath]
      case .remember: root[keyPath: keyPath].lastPresented = presents.lastPresented
      }
    }
  }

  /// Swaps `presents` with the state in `root`.
  @inlinable
  func exchange(_ presents: inout Presents<State>, in root: inout Root) {
    body(&root, &presents, .exchange)
  }

  /// The state in `root`.
  @inlinable
  func read(from root: inout Root) -> Presents<State> {
    var presents = Presents<State>(wrappedValue: nil)
    body(&root, &presents, .read)
    return presents
  }

  /// Writes down in `root`'s wrapper which child is presented (see `Presents.lastPresented`).
  @inlinable
  func remember(_ child: PresentChild?, in root: inout Root) {
    var presents = Presents<State>(wrappedValue: nil)
    presents.lastPresented = child
    body(&root, &presents, .remember)
  }

  /// Dismisses what `root` presents.
  @inlinable
  func clear(in root: inout Root) {
    var empty = Presents<State>(wrappedValue: nil)
    body(&root, &empty, .exchange)
  }
}
