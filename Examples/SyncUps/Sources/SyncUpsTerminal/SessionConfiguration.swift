import Foundation
import Reducers
import SyncUpFeatures

/// What a session of the app runs against: its data file, its storage, and its time.
public struct SessionConfiguration: Sendable {
  /// The JSON file of the sync-ups; `nil` for the `syncUpsFileURL` dependency's live value,
  /// `$XDG_DATA_HOME/sync-ups/sync-ups.json` or `~/.local/share/sync-ups/sync-ups.json`.
  public var dataURL: URL?
  /// A fixed starting moment with a manual clock and counted ids, or `nil` for real time.
  public var fixedTime: FixedTime?
  /// The storage that reads and writes the file.
  public var storage: FileStorage

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - dataURL: The data file; the default location unless given.
  ///   - fixedTime: A fixed starting moment, for reproducible runs.
  ///   - storage: The file storage; a new one over the real file system unless given. The
  ///     `sync-ups` executable passes `FileStorage.live`, which also flushes at exit.
  public init(dataURL: URL? = nil, fixedTime: FixedTime? = nil, storage: FileStorage = FileStorage()) {
    self.dataURL = dataURL
    self.fixedTime = fixedTime
    self.storage = storage
  }
}

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
  /// The ids of pushed screens, shared with the stack.
  let stackIDs = StackElementIDGenerator()
  /// The storage of the data file.
  let storage: FileStorage
  /// The data file.
  let dataURL: URL
  /// The time zone dates print in.
  let timeZone: TimeZone

  /// Builds the live dependencies, with a fixed time when the configuration has one.
  init(_ configuration: SessionConfiguration) {
    let speech = TerminalSpeech()
    var values = DependencyValues.isolated(context: .live)
    values.defaultFileStorage = configuration.storage
    if let url = configuration.dataURL {
      values.syncUpsFileURL = url
    }
    values.speechClient = speech.client
    values.openSettings = { speech.resetPermission() }
    if let fixed = configuration.fixedTime {
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
    self.storage = configuration.storage
    self.dataURL = values.syncUpsFileURL.standardizedFileURL
    self.values = values
    self.values.stackElementID = stackIDs
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
