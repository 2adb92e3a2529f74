import Foundation
import Reducers
import SyncUpFeatures
import Synchronization

/// UUIDs that count up, `UUID(0)`, `UUID(1)`, …, starting past every counted id already in the
/// data, so a reproducible run that adds to an existing file never reuses an id.
final class SequentialUUIDs: Sendable {
  private let next = Lock(0)

  /// The generator to install as the `uuid` dependency.
  var generator: UUIDGenerator {
    UUIDGenerator { self.take() }
  }

  /// The count of the next id: `n` for `UUID(n)`.
  var nextCount: Int {
    next.withLock { $0 }
  }

  /// Moves the count past every id of the sync-ups, their attendees and their meetings that is a
  /// counted id (`UUID(n)`); random ids are left alone.
  func skip(past syncUps: IdentifiedArrayOf<SyncUp>) {
    var ids: [UUID] = []
    for syncUp in syncUps {
      ids.append(syncUp.id.rawValue)
      ids += syncUp.attendees.map(\.id.rawValue)
      ids += syncUp.meetings.map(\.id.rawValue)
    }
    let largest = ids.compactMap(Self.count(of:)).max()
    if let largest {
      next.withLock { $0 = max($0, largest + 1) }
    }
  }

  private func take() -> UUID {
    next.withLock { next in
      defer { next += 1 }
      return UUID(next)
    }
  }

  /// `n` for `UUID(n)`: the last six bytes, when the first ten are zero.
  private static func count(of uuid: UUID) -> Int? {
    let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
    guard bytes.prefix(10).allSatisfy({ $0 == 0 }) else { return nil }
    return bytes.suffix(6).reduce(0) { $0 << 8 | Int($1) }
  }
}
