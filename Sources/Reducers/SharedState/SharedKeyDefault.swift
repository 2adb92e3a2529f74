/// A key with a default value baked in, so that `@Shared(.key) var value` needs no initial value.
///
/// Spell it `Default` on the base key's type and build it with `Self[key, default: value]`:
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
///   static var syncUps: Self {
///     Self[.fileStorage(URL(fileURLWithPath: "/var/lib/app/sync-ups.json")), default: []]
///   }
/// }
///
/// @Shared(.syncUps) var syncUps            // [] until something is saved
/// @Shared(.syncUps) var seeded = [.mock]   // an explicit initial value wins over the default
/// ```
///
/// The key is the base key for identity and storage: `.syncUps` and the plain
/// `.fileStorage(url)` give the same reference. The default is used only when the storage holds no
/// value yet.
public struct SharedKeyDefault<Base: SharedKey>: SharedKey {
  /// The key that stores the value.
  public let base: Base
  /// Returns the value to start from when the storage holds none.
  let defaultValue: @Sendable () -> Base.Value

  private init(base: Base, defaultValue: @escaping @Sendable () -> Base.Value) {
    self.base = base
    self.defaultValue = defaultValue
  }

  /// Returns a key that stores values under `key` and starts from `value` when storage has none.
  ///
  /// - Parameters:
  ///   - key: The key that stores the value.
  ///   - value: The default value, computed only when it is needed.
  /// - Returns: The key with a default.
  public static subscript(
    _ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The base key's identity.
  public var id: Base.ID { base.id }

  /// The base key's registry.
  public var registry: SharedRegistry { base.registry }

  /// Loads through the base key.
  public func load() -> Base.Value? { base.load() }

  /// Saves through the base key.
  ///
  /// - Parameter value: The value to store.
  public func save(_ value: Base.Value) { base.save(value) }

  /// The base key's load error.
  public var loadError: (any Error)? { base.loadError }

  /// The base key's description, like `.fileStorage("/path/sync-ups.json")`.
  public var description: String { base.description }
}
