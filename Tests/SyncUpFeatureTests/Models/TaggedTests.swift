import Foundation
import Reducers
import SyncUpFeatures
import Testing

@Suite struct TaggedTests {
  @Test func wrapsItsRawValue() {
    let id = Attendee.ID(rawValue: UUID(3))
    #expect(id == Attendee.ID(UUID(3)))
    #expect(id.rawValue == UUID(3))
    #expect(id.description == "00000000-0000-0000-0000-000000000003")
  }

  @Test func newIdsAreRandom() {
    #expect(SyncUp.ID() != SyncUp.ID())
  }

  @Test func ordersByRawValue() {
    #expect(Meeting.ID(UUID(1)) < Meeting.ID(UUID(2)))
    #expect(!(Meeting.ID(UUID(2)) < Meeting.ID(UUID(1))))
    // Strict: an id is not before itself, so sorting equal ids keeps them as they are.
    #expect(!(Meeting.ID(UUID(1)) < Meeting.ID(UUID(1))))
  }

  @Test func codesAsItsRawValueAlone() throws {
    let data = try JSONEncoder().encode([Attendee.ID(UUID(1))])
    #expect(String(decoding: data, as: UTF8.self) == #"["00000000-0000-0000-0000-000000000001"]"#)
    #expect(try JSONDecoder().decode([Attendee.ID].self, from: data) == [Attendee.ID(UUID(1))])
  }
}
