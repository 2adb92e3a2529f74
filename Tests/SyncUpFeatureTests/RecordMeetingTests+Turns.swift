import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

/// A meeting's length and its attendees, for the turn tests.
struct MeetingShape: Sendable, CustomTestStringConvertible {
  let seconds: Int
  let attendees: Int

  var testDescription: String { "\(seconds) s, \(attendees) attendees" }

  var syncUp: SyncUp {
    SyncUp(
      id: SyncUp.ID(UUID(0)),
      attendees: IdentifiedArray(
        uniqueElements: (0..<attendees).map {
          Attendee(id: Attendee.ID(UUID($0 + 1)), name: "A\($0)")
        }),
      duration: .seconds(seconds),
      title: "Turns"
    )
  }
}

extension RecordMeetingTests {
  /// Even and uneven splits, a single attendee, and shares under a second.
  nonisolated static let shapes = [
    MeetingShape(seconds: 60, attendees: 7), MeetingShape(seconds: 8, attendees: 5),
    MeetingShape(seconds: 7, attendees: 3), MeetingShape(seconds: 59, attendees: 6),
    MeetingShape(seconds: 60, attendees: 6), MeetingShape(seconds: 10, attendees: 10),
    MeetingShape(seconds: 60, attendees: 1), MeetingShape(seconds: 3, attendees: 7),
    MeetingShape(seconds: 1, attendees: 3), MeetingShape(seconds: 2, attendees: 2),
  ]

  func turnsStore(_ shape: MeetingShape) -> TestStore<RecordMeeting.State, RecordMeeting.Action> {
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: shape.syncUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.date.now = .meetingEnd
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off
    return store
  }

  @Test(arguments: shapes)
  func theSpeakerIsAlwaysAnAttendeeAndTheMeetingEndsOnTime(shape: MeetingShape) async {
    let store = turnsStore(shape)
    var speakers: [Int] = []
    for _ in 1..<shape.seconds {
      await store.send(.timerTick)
      speakers.append(store.state.speakerIndex)
      #expect(!store.isDismissed, "the meeting ended before its time")
    }
    #expect(speakers.allSatisfy { (0..<shape.attendees).contains($0) }, "\(speakers)")
    #expect(speakers == speakers.sorted(), "turns go back: \(speakers)")
    if shape.seconds >= shape.attendees, shape.seconds > 1 {
      // Everyone speaks, the last attendee in the last second, and no turn is more than a
      // second longer than another (second 0 belongs to the first attendee too).
      let turns = (0..<shape.attendees).map { index in
        speakers.filter { $0 == index }.count + (index == 0 ? 1 : 0)
      }
      #expect(turns.allSatisfy { $0 > 0 }, "\(turns)")
      #expect(speakers.last == shape.attendees - 1)
      #expect((turns.max() ?? 0) - (turns.min() ?? 0) <= 1, "\(turns)")
    }
    await store.send(.timerTick)
    #expect(store.isDismissed, "the meeting did not end when its time was up")
    #expect(store.state.secondsElapsed == shape.seconds)
    #expect(store.state.syncUp.meetings.count == 1)
  }

  @Test(arguments: shapes)
  func nextMovesToTheStartOfTheNextTurnUntilTheLastAttendee(shape: MeetingShape) async {
    let store = turnsStore(shape)
    for index in 1..<shape.attendees {
      await store.send(.nextButtonTapped)
      #expect(store.state.speakerIndex == index)
      // The turn starts at ⌈index · d / n⌉: the first second the timer gives that attendee.
      let start = (index * shape.seconds + shape.attendees - 1) / shape.attendees
      #expect(store.state.secondsElapsed == start)
      #expect(store.state.alert == nil)
    }
    await store.send(.nextButtonTapped)
    #expect(store.state.speakerIndex == shape.attendees - 1)
    #expect(store.state.alert == .endMeeting(isDiscardable: false))
  }
}
