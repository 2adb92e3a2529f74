import Foundation
import Reducers
import SyncUpFeatures
import Testing

@Suite struct SyncUpTests {
  @Test func newSyncUpHasTheReferenceDefaults() {
    let syncUp = SyncUp(id: SyncUp.ID(UUID(0)))
    #expect(syncUp.attendees == [])
    #expect(syncUp.duration == .seconds(300))
    #expect(syncUp.meetings == [])
    #expect(syncUp.theme == .bubblegum)
    #expect(syncUp.title == "")
  }

  @Test(arguments: [
    (Duration.seconds(60), 6, Duration.seconds(10)),
    (.seconds(6), 3, .seconds(2)),
    (.seconds(7), 3, .seconds(7) / 3),
    (.seconds(300), 0, .seconds(300)),
  ])
  func durationPerAttendeeSharesTheDuration(duration: Duration, attendees: Int, share: Duration) {
    let syncUp = SyncUp(
      id: SyncUp.ID(UUID(0)),
      attendees: IdentifiedArray(
        uniqueElements: (0..<attendees).map { Attendee(id: Attendee.ID(UUID($0 + 1))) }),
      duration: duration
    )
    #expect(syncUp.durationPerAttendee == share)
  }

  @Test func encodesTheDurationAsSeconds() throws {
    let syncUp = SyncUp(
      id: SyncUp.ID(UUID(0)),
      attendees: [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")],
      duration: .seconds(90),
      meetings: [
        Meeting(id: Meeting.ID(UUID(2)), date: Date(timeIntervalSince1970: 0), transcript: "Hi")
      ],
      theme: .navy,
      title: "Engineering"
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .secondsSince1970
    let json = String(decoding: try encoder.encode(syncUp), as: UTF8.self)
    #expect(
      json == """
        {"attendees":[{"id":"00000000-0000-0000-0000-000000000001","name":"Blob"}],\
        "duration":90,"id":"00000000-0000-0000-0000-000000000000",\
        "meetings":[{"date":0,"id":"00000000-0000-0000-0000-000000000002","transcript":"Hi"}],\
        "theme":"navy","title":"Engineering"}
        """)
  }

  @Test func decodesWhatItEncodes() throws {
    var syncUp = SyncUp.mock
    syncUp.duration = .milliseconds(1_500)
    let data = try JSONEncoder().encode(IdentifiedArray(uniqueElements: [syncUp, .productMock]))
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: data)
    #expect(decoded == [syncUp, .productMock])
  }

  @Test(arguments: ["-1", "86400.5", "1e19", "1e300"])
  func decodingRejectsADurationOutsideADay(seconds: String) {
    let json = Data(
      """
      {"attendees":[],"duration":\(seconds),"id":"00000000-0000-0000-0000-000000000000",\
      "meetings":[],"theme":"navy","title":"Engineering"}
      """.utf8)
    do {
      _ = try JSONDecoder().decode(SyncUp.self, from: json)
      Issue.record("Decoded a sync-up lasting \(seconds) seconds")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["duration"])
      #expect(context.debugDescription.hasSuffix("is not a number of seconds from 0 to 86400"))
    } catch {
      Issue.record("Unexpected error: \(error)")
    }
  }

  @Test(arguments: [0, 86_400])
  func decodingAcceptsADurationFromNothingToADay(seconds: Int) throws {
    let json = Data(
      """
      {"attendees":[],"duration":\(seconds),"id":"00000000-0000-0000-0000-000000000000",\
      "meetings":[],"theme":"navy","title":"Engineering"}
      """.utf8)
    #expect(try JSONDecoder().decode(SyncUp.self, from: json).duration == .seconds(seconds))
  }

  @Test(arguments: [Duration.seconds(-1), .seconds(86_401)])
  func encodingRefusesADurationItCouldNotReadBack(duration: Duration) {
    var syncUp = SyncUp.mock
    syncUp.duration = duration
    #expect {
      try JSONEncoder().encode(syncUp)
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["duration"]
        && context.debugDescription.hasSuffix("is not from 0 to 24 hours")
    }
  }

  @Test func decodingReportsAMissingField() {
    let json = Data(#"{"id":"00000000-0000-0000-0000-000000000000","title":"x"}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SyncUp.self, from: json)
    }
  }

  @Test func mocksAreTheReferenceSyncUps() {
    #expect(SyncUp.mock.title == "Design")
    #expect(SyncUp.mock.theme == .orange)
    #expect(SyncUp.mock.duration == .seconds(60))
    #expect(
      SyncUp.mock.attendees.map(\.name)
        == ["Blob", "Blob Jr", "Blob Sr", "Blob Esq", "Blob III", "Blob I"])
    #expect(SyncUp.mock.meetings.count == 1)
    #expect(SyncUp.mock.meetings[0].transcript.hasPrefix("Lorem ipsum dolor sit amet"))
    #expect(SyncUp.mock.meetings[0].date.timeIntervalSinceNow < -60 * 60 * 24 * 6)

    #expect(SyncUp.engineeringMock.title == "Engineering")
    #expect(SyncUp.engineeringMock.theme == .periwinkle)
    #expect(SyncUp.engineeringMock.duration == .seconds(600))
    #expect(SyncUp.engineeringMock.attendees.map(\.name) == ["Blob", "Blob Jr"])

    #expect(SyncUp.productMock.title == "Product")
    #expect(SyncUp.productMock.theme == .poppy)
    #expect(SyncUp.productMock.duration == .seconds(1_800))
    #expect(SyncUp.productMock.attendees.map(\.name) == ["Blob Sr", "Blob Jr"])
  }
}
