import Foundation
import Reducers
import Testing

/// What `StackState` promises about its value: equality of ids and elements in order, and
/// nothing else; coding as a plain array, with ids drawn anew when decoding.
@Suite struct StackStateTests {
  /// Runs `body` with a fresh id generator, so the first element gets `#0`.
  func withFreshIDs<T>(_ body: () throws -> T) rethrows -> T {
    try withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      try body()
    }
  }

  @Test func encodesAsAPlainArrayOfElements() throws {
    let data = try withFreshIDs { try JSONEncoder().encode(StackState(["a", "b"])) }
    #expect(String(decoding: data, as: UTF8.self) == #"["a","b"]"#)
  }

  @Test func decodingDrawsNewIdsForTheElements() throws {
    try withFreshIDs {
      let original = StackState(["a", "b"])
      #expect(original.ids == [0, 1])
      let decoded = try JSONDecoder().decode(
        StackState<String>.self, from: JSONEncoder().encode(original))
      #expect(decoded.elements == ["a", "b"])
      #expect(decoded.ids == [2, 3])
      #expect(decoded != original, "the same elements under other ids are another stack")
    }
  }

  @Test func equalityComparesIdsAndElementsInOrder() {
    withFreshIDs {
      let stack = StackState(["a", "b"])
      var sameIDs = stack
      #expect(sameIDs == stack)
      sameIDs[id: 1] = "c"
      #expect(sameIDs != stack, "another element under the same id")
      #expect(StackState(["a", "b"]) != stack, "the same elements under other ids")
    }
  }

  @Test func equalityAndHashingIgnoreTheRecordOfRemovals() {
    withFreshIDs {
      var recorded = StackState(["a", "b", "c"])
      var plain = recorded
      _ = recorded.beginRecordingRemovals()
      recorded.removeLast()
      plain.removeLast()
      #expect(recorded._removedIDs == [2])
      #expect(plain._removedIDs == [])
      #expect(recorded == plain)
      #expect(recorded.hashValue == plain.hashValue)
      #expect(recorded.description == plain.description)
    }
  }
}
