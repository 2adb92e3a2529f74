import Foundation
import Reducers

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The persisted sync-ups: a JSON file, empty until the first sync-up is added.
  ///
  /// The file is the `syncUpsFileURL` dependency, so an application can point it elsewhere
  /// (the terminal app's `--data PATH`); under test, file storage is in memory and per test.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  public static var syncUps: Self {
    @Dependency(\.syncUpsFileURL) var url
    return Self[.fileStorage(url), default: []]
  }
}
