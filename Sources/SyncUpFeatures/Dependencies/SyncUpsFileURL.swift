import Foundation
import Reducers

extension DependencyValues {
  /// The file the sync-ups are saved to.
  ///
  /// Live, it is `$XDG_DATA_HOME/sync-ups/sync-ups.json`, or
  /// `$HOME/.local/share/sync-ups/sync-ups.json` when that variable is unset (the account's
  /// home directory when `HOME` is unset too); tests get a fixed
  /// path that is never written (file storage is in memory under test). Override it to keep the
  /// data elsewhere:
  ///
  /// ```swift
  /// withDependencies { $0.syncUpsFileURL = URL(fileURLWithPath: path) } operation: { ... }
  /// ```
  public var syncUpsFileURL: URL {
    get { self[SyncUpsFileURLKey.self] }
    set { self[SyncUpsFileURLKey.self] = newValue }
  }
}

/// Where the sync-ups live by default.
package enum SyncUpsFileURLKey: DependencyKey {
  package static var liveValue: URL {
    defaultURL(
      environment: ProcessInfo.processInfo.environment,
      home: FileManager.default.homeDirectoryForCurrentUser
    )
  }

  package static var testValue: URL {
    URL(fileURLWithPath: "/sync-ups-tests/sync-ups.json")
  }

  /// The XDG data location: `$XDG_DATA_HOME/sync-ups/sync-ups.json` when the variable is set to
  /// an absolute path, `$HOME/.local/share/sync-ups/sync-ups.json` otherwise.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - home: The account's home directory, used when `HOME` is not an absolute path.
  /// - Returns: The file's URL.
  package static func defaultURL(environment: [String: String], home: URL) -> URL {
    let dataHome: URL
    if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
      dataHome = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      let home =
        environment["HOME"].flatMap { path in
          path.hasPrefix("/") ? URL(fileURLWithPath: path, isDirectory: true) : nil
        } ?? home
      dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
    }
    return
      dataHome
      .appendingPathComponent("sync-ups", isDirectory: true)
      .appendingPathComponent("sync-ups.json")
  }
}
