/// A key that stores a shared value: where it is loaded from and saved to, and its identity.
///
/// The library provides ``InMemoryKey`` (`.inMemory("name")`) and ``FileStorageKey``
/// (`.fileStorage(url)`). A key is created where a `@Shared` is declared and captures the storage
/// current there, usually a dependency (``DependencyValues/defaultInMemoryStorage``,
/// ``DependencyValues/defaultFileStorage``), so each test store's references live in that test's
/// storage.
///
/// Two keys with equal ``id``s and the same ``registry`` give one reference: the first `Shared`
/// created for the key loads the value; later ones, while it is alive, are the same reference.
///
/// To give a key a default, so that features write `@Shared(.syncUps) var syncUps`, add a static
/// property that wraps it in ``SharedKeyDefault`` (spelled `Default` on any key):
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
///   static var syncUps: Self {
///     Self[.fileStorage(URL(fileURLWithPath: "/var/lib/app/sync-ups.json")), default: []]
///   }
/// }
/// ```
public protocol SharedKey<Value>: Sendable, CustomStringConvertible {
  /// The type of the stored value.
  associatedtype Value: Sendable
  /// The type of the key's identity.
  associatedtype ID: Hashable & Sendable

  /// The identity of the stored value within its storage, such as a name or a file URL.
  var id: ID { get }

  /// The live references of the key's storage, where equal keys find their shared reference.
  var registry: SharedRegistry { get }

  /// Returns the stored value, or `nil` when the storage holds none yet.
  ///
  /// A key that fails to load reports the problem itself and returns `nil`; the reference then
  /// starts from its default value, and ``loadError`` tells why.
  func load() -> Value?

  /// Stores a new value; called after every `withLock`.
  ///
  /// - Parameter value: The value to store.
  func save(_ value: Value)

  /// The error met by the last ``load()``, if it failed.
  var loadError: (any Error)? { get }
}

extension SharedKey {
  /// No load error: the default for keys whose storage cannot fail.
  public var loadError: (any Error)? { nil }

  /// A key with a baked-in default value, for `Self[key, default: value]`.
  public typealias Default = SharedKeyDefault<Self>
}
