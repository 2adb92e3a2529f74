import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite struct UUIDTests {
    @Test func incrementingYieldsZeroOneTwo() {
      let uuid = UUIDGenerator.incrementing
      #expect(
        [uuid(), uuid(), uuid()].map(\.uuidString) == [
          "00000000-0000-0000-0000-000000000000",
          "00000000-0000-0000-0000-000000000001",
          "00000000-0000-0000-0000-000000000002",
        ]
      )
    }

    @Test(arguments: [
      (3, "00000000-0000-0000-0000-000000000003"),
      (10, "00000000-0000-0000-0000-00000000000A"),
      (255, "00000000-0000-0000-0000-0000000000FF"),
      (0x1234_5678_9ABC, "00000000-0000-0000-0000-123456789ABC"),
    ])
    func integerInitialiserSpellsTheLastTwelveDigits(value: Int, expected: String) {
      #expect(UUID(value).uuidString == expected)
    }

    @Test func copiesShareTheCounterButNewGeneratorsStartOver() {
      let first = UUIDGenerator.incrementing
      let copy = first
      #expect(first() == UUID(0))
      #expect(copy() == UUID(1))
      #expect(first() == UUID(2))
      let second = UUIDGenerator.incrementing
      #expect(second() == UUID(0))
    }

    @Test func constantAlwaysReturnsTheSameUUID() {
      let uuid = UUIDGenerator.constant(UUID(9))
      #expect([uuid(), uuid()] == [UUID(9), UUID(9)])
    }

    @Test func dependencyUsesTheOverride() {
      let ids = withDependencies {
        $0.uuid = .incrementing
      } operation: {
        @Dependency(\.uuid) var uuid
        return [uuid(), uuid()]
      }
      #expect(ids == [UUID(0), UUID(1)])
    }

    @Test func liveValueIsRandom() {
      var values = DependencyValues.isolated(context: .live)
      let uuid = values.uuid
      #expect(uuid() != uuid())
      values.uuid = .constant(UUID(4))
      #expect(values.uuid() == UUID(4))
    }
  }
}
