import Foundation
import Reducers
import Testing

extension IdentifiedArrayTests {
  @Test func equatableComparesElementsInOrder() {
    let array: IdentifiedArrayOf<Todo> = [milk, eggs]
    #expect(array == IdentifiedArray(uniqueElements: [milk, eggs]))
    #expect(array == IdentifiedArray([milk, eggs], id: \.id))
    #expect(array != [eggs, milk])
    #expect(array != [milk])
    var changed = array
    changed[id: 2]?.isComplete = true
    #expect(array != changed)
    changed[id: 2]?.isComplete = false
    #expect(array == changed)
  }

  @Test func hashableAgreesWithEquality() {
    let array: IdentifiedArrayOf<Todo> = [milk, eggs]
    var rebuilt: IdentifiedArrayOf<Todo> = [eggs]
    rebuilt.insert(milk, at: 0)
    #expect(array.hashValue == rebuilt.hashValue)
    let set: Set<IdentifiedArrayOf<Todo>> = [array, rebuilt, [eggs, milk]]
    #expect(set.count == 2)
    #expect(set.contains([eggs, milk]))
  }

  @Test func codableRoundTripEncodesAPlainArray() throws {
    let array: IdentifiedArrayOf<Todo> = [milk, Todo(id: 2, title: "Eggs", isComplete: true)]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(array)
    #expect(data == (try encoder.encode(array.elements)))
    let expectedJSON =
      #"[{"id":1,"isComplete":false,"title":"Milk"},"#
      + #"{"id":2,"isComplete":true,"title":"Eggs"}]"#
    #expect(String(decoding: data, as: UTF8.self) == expectedJSON)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data)
    #expect(decoded == array)
    expectOffsetsConsistent(decoded)
  }

  @Test func decodingRepeatedIDsThrowsDataCorrupted() throws {
    let json = """
      [
        {"id": 1, "title": "Milk", "isComplete": false},
        {"id": 2, "title": "Eggs", "isComplete": false},
        {"id": 1, "title": "Oat milk", "isComplete": false}
      ]
      """
    do {
      _ = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: Data(json.utf8))
      Issue.record("Decoding a payload with a repeated id succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.intValue) == [2])
      #expect(context.debugDescription == "Duplicate id 1 (also the id of the element at offset 0)")
    }
  }

  @Test func aRepeatedIDInANestedArrayIsLocatedThere() throws {
    struct List: Decodable { let todos: IdentifiedArrayOf<Todo> }
    let json = """
      [
        {"todos": []},
        {"todos": [
          {"id": 5, "title": "Milk", "isComplete": false},
          {"id": 6, "title": "Eggs", "isComplete": false},
          {"id": 5, "title": "Oat milk", "isComplete": false}
        ]}
      ]
      """
    do {
      _ = try JSONDecoder().decode([List].self, from: Data(json.utf8))
      Issue.record("Decoding a payload with a repeated id succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      #expect(path == ["[1]", "todos", "[2]"])
      #expect(context.debugDescription == "Duplicate id 5 (also the id of the element at offset 0)")
    }
  }

  @Test func descriptionsPrintLikeAnArray() {
    let array: IdentifiedArrayOf<Todo> = [milk, eggs]
    #expect(array.description == "[Todo(1, Milk), Todo(2, Eggs)]")
    #expect(array.debugDescription == "[Todo(1, Milk), Todo(2, Eggs)]")
    #expect(String(describing: IdentifiedArray(["a", "b"], id: \.self)) == #"["a", "b"]"#)
    #expect(IdentifiedArrayOf<Todo>().description == "[]")
  }

  @Test func mirrorShowsElementsAsACollection() {
    let array: IdentifiedArrayOf<Todo> = [milk, eggs]
    let mirror = Mirror(reflecting: array)
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.compactMap { $0.value as? Todo } == [milk, eggs])
  }

  @Test func sendableArraysCrossConcurrencyDomains() async {
    let array: IdentifiedArrayOf<Todo> = [milk, eggs]
    let titles = await Task.detached { array.map(\.title) }.value
    #expect(titles == ["Milk", "Eggs"])
  }
}
