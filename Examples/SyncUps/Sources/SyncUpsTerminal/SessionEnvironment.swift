import Foundation
import Reducers
import SyncUpFeatures

/// The dependencies of a session, and the handles the session needs on them.
struct SessionEnvironment {
  /// The values every reducer and effect of the session runs with.
  var values: DependencyValues
  /// The terminal's speech recognition.
  let speech: TerminalSpeech
  /// The manual clock of a fixed-time session, moved by `wait`; `nil` for the real clock.
  let manualClock: TestClock<Duration>?
  /// The counted ids of a fixed-time session; `nil` for random ids.
  let uuids: SequentialUUIDs?
  /// The moment a fixed-time session started at; `nil` for real time.
  let fixedTime: FixedTime?
  /// The ids of pushed screens, shared with the stack.
  let stackIDs = StackElementIDGenerator()
  /// The storage of the data file.
  let storage: FileStorage
  /// The data file.
  let dataURL: URL
  /// The time zone dates print in.
  let timeZone: TimeZone

  /// Builds the live dependencies, with a fixed time when one is given.
  ///
  /// - Parameters:
  ///   - dataURL: The JSON file of the sync-ups, or `nil` for the `syncUpsFileURL` dependency's
  ///     live value: `$XDG_DATA_HOME/sync-ups/sync-ups.json` or
  ///     `~/.local/share/sync-ups/sync-ups.json`.
  ///   - fixedTime: A fixed starting moment with a manual clock and counted ids, or `nil` for
  ///     real time and random ids.
  ///   - storage: The storage that reads and writes the file.
  init(dataURL: URL?, fixedTime: FixedTime?, storage: FileStorage) {
    let speech = TerminalSpeech()
    self.fixedTime = fixedTime
    var values = DependencyValues.isolated(context: .live)
    values.defaultFileStorage = storage
    if let dataURL {
      values.syncUpsFileURL = dataURL
    }
    values.speechClient = speech.client
    values.openSettings = { speech.resetPermission() }
    if let fixed = fixedTime {
      let clock = TestClock()
      let start = clock.now
      let uuids = SequentialUUIDs()
      values.continuousClock = clock
      values.date = DateGenerator {
        fixed.date.addingTimeInterval(Self.seconds(start.duration(to: clock.now)))
      }
      values.uuid = uuids.generator
      manualClock = clock
      self.uuids = uuids
      timeZone = fixed.timeZone
    } else {
      manualClock = nil
      uuids = nil
      timeZone = .current
    }
    self.speech = speech
    self.storage = storage
    self.dataURL = values.syncUpsFileURL.standardizedFileURL
    self.values = values
    self.values.stackElementID = stackIDs
  }

  /// The duration in seconds, for any duration: `Duration.components` traps past `Int64.max`
  /// seconds.
  private static func seconds(_ duration: Duration) -> TimeInterval {
    duration / .seconds(1)
  }
}
