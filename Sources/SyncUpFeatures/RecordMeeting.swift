import Foundation
import Reducers

/// The meeting in progress: a timer, whose turn it is to speak, and a live transcript.
///
/// Each attendee gets an equal share of the sync-up's duration; the timer hands the turn on
/// when a share is used up and saves the meeting when time is up. The user can move to the next
/// speaker or end early, and then save or discard. While an alert is up the timer is paused.
public struct RecordMeeting: Reducer, Sendable {
  /// The meeting's progress and transcript.
  public struct State: Equatable, Sendable {
    /// The presented alert, if any.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The seconds the meeting has run.
    public var secondsElapsed: Int
    /// The position of the attendee whose turn it is: always one of `syncUp.attendees` (0 when
    /// there are none). Second `t` of a `d`-second meeting belongs to attendee `⌊t · n / d⌋` of
    /// `n`, so turns differ by at most a second and the last attendee speaks to the end.
    public var speakerIndex: Int
    /// The sync-up being met, shared so the saved meeting shows everywhere.
    @Shared public var syncUp: SyncUp
    /// What the speech recognizer heard so far.
    public var transcript: String

    /// The time left in the meeting.
    public var durationRemaining: Duration {
      syncUp.duration - .seconds(secondsElapsed)
    }

    /// Creates a meeting of a shared sync-up.
    ///
    /// - Parameters:
    ///   - alert: The presented alert.
    ///   - secondsElapsed: The seconds the meeting has run.
    ///   - speakerIndex: The position of the attendee speaking.
    ///   - syncUp: The sync-up being met.
    ///   - transcript: What was heard so far.
    public init(
      alert: AlertState<Action.Alert>? = nil,
      secondsElapsed: Int = 0,
      speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>,
      transcript: String = ""
    ) {
      self.alert = alert
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }
  }

  /// What the user does during the meeting, and what the timer and recognizer report.
  public enum Action: Sendable, CasePathable {
    /// A button of the alert, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// The user tapped "End meeting".
    case endMeetingButtonTapped
    /// The user tapped the next-speaker button.
    case nextButtonTapped
    /// The screen appeared: start the timer and, when allowed, speech recognition.
    case onTask
    /// Speech recognition failed.
    case speechFailure
    /// Speech recognition heard more.
    case speechResult(SpeechRecognitionResult)
    /// A second passed.
    case timerTick

    /// The actions of the meeting's alerts.
    public enum Alert: Equatable, Sendable, CasePathable {
      /// The user chose to end the meeting without saving it.
      case confirmDiscard
      /// The user chose to end the meeting and save it.
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient

  /// Creates the meeting's reducer.
  public init() {}

  /// Runs the timer and recognizer, hands the turn on, and saves or discards the meeting.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        state.$syncUp.withLock { $0.insert(transcript: state.transcript) }
        return .run { _ in await dismiss() }

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = state.firstSecond(of: state.speakerIndex)
        return .none

      case .onTask:
        return .run { send in await startMeeting(send: send) }

      case .speechFailure:
        if !state.transcript.isEmpty {
          state.transcript += " ❌"
        }
        state.alert = .speechRecognizerFailed
        return .none

      case .speechResult(let result):
        state.transcript = result.bestTranscription.formattedString
        return .none

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        // Time up is checked first, not only on a speaker change as in the reference app, so a
        // duration the attendees don't divide evenly still ends the meeting on time.
        if state.secondsElapsed >= Int(state.syncUp.duration.components.seconds) {
          state.$syncUp.withLock { $0.insert(transcript: state.transcript) }
          return .run { _ in await dismiss() }
        }
        // The speaker whose share of the meeting this second falls in: always an attendee,
        // also when the attendees do not divide the duration evenly or a share is under a
        // second. Never back: "next" may have moved on already.
        state.speakerIndex = max(state.speakerIndex, state.speaker(at: state.secondsElapsed))
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension RecordMeeting.State {
  /// The meeting's length in whole seconds.
  private var durationSeconds: Int {
    Int(syncUp.duration.components.seconds)
  }

  /// The position of the attendee who speaks at `second`: the meeting is split evenly, second
  /// `t` of `d` belonging to attendee `⌊t · n / d⌋` of `n`; the last attendee past the end.
  fileprivate func speaker(at second: Int) -> Int {
    let count = syncUp.attendees.count
    guard count > 0, durationSeconds > 0 else { return 0 }
    return min(count - 1, second * count / durationSeconds)
  }

  /// The first second attendee `index` speaks at: `⌈index · d / n⌉`, so that
  /// `speaker(at: firstSecond(of: index)) == index`.
  fileprivate func firstSecond(of index: Int) -> Int {
    let count = max(syncUp.attendees.count, 1)
    return (index * durationSeconds + count - 1) / count
  }
}

extension SyncUp {
  /// Saves a meeting that ends now, the latest first, with an id from the `uuid` dependency.
  fileprivate mutating func insert(transcript: String) {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    meetings.insert(Meeting(id: Meeting.ID(uuid()), date: now, transcript: transcript), at: 0)
  }
}
