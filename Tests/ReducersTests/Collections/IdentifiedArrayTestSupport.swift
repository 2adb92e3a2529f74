import Reducers
import Synchronization
import Testing

/// A to-do with a mutable id, so that tests can change ids through the subscripts.
struct Todo: Identifiable, Hashable, Codable, Sendable, CustomStringConvertible {
  var id: Int
  var title: String
  var isComplete = false

  var description: String { "Todo(\(id), \(title))" }
}

/// A value that is not `Identifiable`, identified by its `name`.
struct Setting: Equatable, Sendable {
  var name: String
  var value: Int
}

/// An object whose reference count tells whether an element was copied during a mutation.
final class Token: Sendable {}

/// An element that can check, from inside a mutation, whether it is the only copy of itself.
struct TrackedRow: Identifiable, Sendable {
  var id: Int
  var token = Token()
  var values: [Int] = []

  /// Returns whether no other copy of this row exists while it is being mutated.
  mutating func isOnlyCopy() -> Bool {
    isKnownUniquelyReferenced(&token)
  }
}

let milk = Todo(id: 1, title: "Milk")
let eggs = Todo(id: 2, title: "Eggs")
let bread = Todo(id: 3, title: "Bread")
let jam = Todo(id: 4, title: "Jam")
let flour = Todo(id: 5, title: "Flour")

/// Collects the issues reported while a closure runs, in place of standard error.
final class IssueRecorder: IssueReporter {
  private let issues = Lock<[ReportedIssue]>([])

  func report(_ issue: ReportedIssue) {
    issues.withLock { $0.append(issue) }
  }

  var messages: [String] { issues.withLock { $0.map(\.message) } }
}

/// Runs `body` and returns the messages of the issues it reported.
func recordingIssues(_ body: () throws -> Void) rethrows -> [String] {
  let recorder = IssueRecorder()
  try IssueReporting.$reporter.withValue(recorder) {
    try body()
  }
  return recorder.messages
}

/// Expects every id of the array to find the offset of its own element, and ids to be unique.
func expectOffsetsConsistent<ID: Hashable, Element>(
  _ array: IdentifiedArray<ID, Element>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let ids = array.ids
  #expect(Set(ids).count == ids.count, "ids are not unique", sourceLocation: sourceLocation)
  for (offset, id) in ids.enumerated() {
    #expect(array.index(id: id) == offset, "id \(id)", sourceLocation: sourceLocation)
    #expect(array.contains(id: id), "id \(id)", sourceLocation: sourceLocation)
  }
}

/// The identities of the array's storage chunks, to tell whether a mutation copied any.
func storageChunks<ID: Hashable, Element>(_ array: IdentifiedArray<ID, Element>)
  -> [ObjectIdentifier]
{
  array.storageIdentity
}

/// The address of an array's buffer, to tell whether a mutation copied it.
func bufferAddress(_ values: [Int]?) -> UInt? {
  values?.withUnsafeBufferPointer { buffer in
    buffer.baseAddress.map { UInt(bitPattern: $0) }
  } ?? nil
}

/// Assigns `nil` through an `inout` access, which uses the subscript's `_modify`.
func clear<Value>(_ value: inout Value?) {
  value = nil
}

/// Assigns a value through an `inout` access, which uses the subscript's `_modify`.
func assign<Value>(_ value: inout Value?, _ newValue: Value) {
  value = newValue
}

/// `Array` reference for `remove(atOffsets:)`: keeps the elements at other offsets.
func referenceRemove<Element>(_ array: [Element], atOffsets offsets: [Int]) -> [Element] {
  array.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
}

/// `Array` reference for SwiftUI's `move(fromOffsets:toOffset:)`, by a different algorithm than
/// the library's: insert copies at the destination, then remove the originals from the back.
func referenceMove<Element>(
  _ array: [Element], fromOffsets source: [Int], toOffset destination: Int
) -> [Element] {
  var result = array
  let moved = source.sorted().map { array[$0] }
  result.insert(contentsOf: moved, at: destination)
  for offset in source.sorted(by: >) {
    result.remove(at: offset < destination ? offset : offset + moved.count)
  }
  return result
}
