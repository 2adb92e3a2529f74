import Foundation

/// A key for a shared value stored as JSON in a file.
///
/// Create it with `.fileStorage(url)`; the value must be `Codable`:
///
/// ```swift
/// @Shared(.fileStorage(URL(fileURLWithPath: "/var/lib/app/sync-ups.json")))
/// var syncUps: IdentifiedArrayOf<SyncUp> = []
/// ```
///
/// The key captures the ``DependencyValues/defaultFileStorage`` current where it is created: the
/// real file system in an application, a fresh in-memory one per test store in tests. See
/// ``FileStorage`` for how writes are coalesced and why a file that can't be loaded is never
/// overwritten.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  /// The file, standardised.
  public let url: URL
  /// The storage the file is read from and written to.
  public let storage: FileStorage

  /// Creates a key for the file at `url` in `storage`.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - storage: The storage; the current `defaultFileStorage` dependency unless given.
  public init(url: URL, storage: FileStorage? = nil) {
    self.url = url.standardizedFileURL
    self.storage = storage ?? DependencyValues.current.defaultFileStorage
  }

  /// The file's URL.
  public var id: URL { url }

  /// The storage's registry.
  public var registry: SharedRegistry { storage.registry }

  /// Reads and decodes the file: `nil` when it is missing, or when it can't be loaded (reported).
  ///
  /// A file with fields the value does not keep (from a newer version, or added by hand) can't
  /// be loaded either: saving would write it without them. Like any file that can't be loaded,
  /// it is never overwritten.
  public func load() -> Value? {
    switch storage.read(url) {
    case .success(nil):
      storage.loadSucceeded(url)
      return nil
    case .success(let data?):
      let value: Value
      do {
        value = try JSONDecoder().decode(Value.self, from: data)
      } catch {
        let reason = FileStorageError.summary(ofDecodingError: error, data: data)
        storage.loadFailed(FileStorageError(.unreadable, url: url, reason: reason))
        return nil
      }
      if let reencoded = try? Self.encoder.encode(value) {
        let unknown = UnknownJSONFields.paths(in: data, missingFrom: reencoded)
        guard unknown.isEmpty else {
          let reason = UnknownJSONFields.summary(of: unknown)
          storage.loadFailed(FileStorageError(.unreadable, url: url, reason: reason))
          return nil
        }
      }
      storage.loadSucceeded(url)
      return value
    case .failure(let error):
      storage.loadFailed(error)
      return nil
    }
  }

  /// Encodes the value as JSON and hands it to the storage, which writes it atomically.
  ///
  /// - Parameter value: The value to store.
  public func save(_ value: Value) {
    do {
      storage.save(try Self.encoder.encode(value), to: url)
    } catch {
      let failure = FileStorageError(
        .writeFailed(fileExisted: storage.fileSystem.exists(url)), url: url, reason: "\(error)")
      reportIssue(failure.description)
    }
  }

  /// How the value is written: indented, with sorted keys, so a change to the file reads well
  /// in a diff.
  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }

  /// Why the file couldn't be loaded, while its writes are refused.
  public var loadError: (any Error)? {
    storage.loadError(for: url)
  }

  /// The key as written: `.fileStorage("/path/sync-ups.json")`.
  public var description: String {
    ".fileStorage(\(String(reflecting: url.path)))"
  }
}

extension SharedKey {
  /// Returns a key for a shared value stored as JSON in the file at `url`.
  ///
  /// ```swift
  /// @Shared(.fileStorage(url)) var settings = Settings()
  /// ```
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: A key in the current `defaultFileStorage`.
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}
