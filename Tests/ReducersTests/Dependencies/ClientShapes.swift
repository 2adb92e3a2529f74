import Foundation
import Reducers

// Dependency clients shaped as public TCA apps write them with `@DependencyClient` (a user
// defaults wrapper nested in an extension, a file manager whose endpoints throw without being
// async, a cursor client of Void endpoints, a stream with a default, multi-line endpoint types,
// a doc comment on every endpoint), each written here with `: DependencyClient` for the
// attribute. That they compile is the test; `ClientShapesTests` calls one endpoint of each.

extension UserDefaults {
  /// User defaults as a dependency.
  public struct Dependency: DependencyClient {
    public var boolForKey: @Sendable (String) -> Bool = { _ in false }
    public var dataForKey: @Sendable (String) -> Data?
    public var doubleForKey: @Sendable (String) -> Double = { _ in 0 }
    public var stringForKey: @Sendable (String) -> String? = { _ in "" }
    public var remove: @Sendable (String) async -> Void
    public var setBool: @Sendable (Bool?, _ key: String) async -> Void
    public var setData: @Sendable (Data?, _ key: String) async -> Void
  }
}

/// Files, each endpoint throwing.
public struct FileManagerService: DependencyClient {
  public var getFileContents: @Sendable (URL) throws -> Data
  public var getUserDirectory: @Sendable () throws -> URL
  public var exists: @Sendable (URL) throws -> Bool
}

/// The mouse cursor.
public struct CursorClient: DependencyClient {
  /// Hides the cursor.
  public var hide: @Sendable () -> Void

  /// Unhides the cursor.
  public var unhide: @Sendable () -> Void
}

/// A global hotkey.
enum ShortcutEvent: String, Sendable { case selectRegion, liveOverlay }

/// Global shortcuts, and the events they fire.
struct GlobalShortcutsClient: DependencyClient {
  /// Emits whenever a registered global hotkey fires.
  var events: @Sendable () -> AsyncStream<ShortcutEvent> = { .finished }
  /// Registers the global hotkey for an event, or clears it when `hotKey` is nil.
  var setShortcut: @Sendable (_ event: ShortcutEvent, _ hotKey: String?) -> Void
}

/// A transcript tuner.
struct TuningClient: DependencyClient {
  /// Tunes `text`, and returns the improved text.
  var tune:
    @Sendable (
      _ text: String,
      _ apiKey: String,
      _ dictionary: [String: String]
    ) async throws -> String
  /// Validates `apiKey`.
  var validateKey: @Sendable (_ apiKey: String) async throws -> Void
  var make:
    @Sendable (_ descriptor: Int32, _ queue: DispatchQueue?)
      -> Int = { descriptor, _ in
        Int(descriptor)
      }
}

/// A client whose endpoints run where they were formed (`@isolated(any)`), awaited even when
/// they are not async.
struct HapticsClient: DependencyClient {
  /// Plays a pattern `count` times.
  var play: @isolated(any) @Sendable (_ count: Int) -> Void
  /// Whether the device can play patterns.
  var isSupported: @isolated(any) @Sendable () async -> Bool = { true }
}
