import Testing

@testable import Reducers

/// `ChunkedArray`, the storage of `IdentifiedArray`: it must behave exactly like `Array`, and
/// copies must share every chunk a change does not touch.
@Suite struct ChunkedArrayTests {
  /// A deterministic sequence of pseudo-random numbers (SplitMix64), so failures replay.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Expects the chunked array to hold the model's elements, chunked as the invariant says.
  func expectMatches(
    _ chunked: ChunkedArray<Int>, _ model: [Int], _ step: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(Array(chunked) == model, "\(step)", sourceLocation: sourceLocation)
    #expect(chunked.count == model.count, "\(step)", sourceLocation: sourceLocation)
    let sizes = chunked.chunks.map(\.elements.count)
    #expect(
      sizes.dropLast().allSatisfy { $0 == ChunkedArray<Int>.chunkSize }
        && (sizes.last ?? 1) > 0 && (sizes.last ?? 0) <= ChunkedArray<Int>.chunkSize,
      "chunk sizes \(sizes) after \(step)", sourceLocation: sourceLocation)
  }

  @Test(arguments: [1, 2, 3])
  func behavesLikeAnArrayUnderRandomEdits(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    var chunked = ChunkedArray<Int>()
    var model: [Int] = []
    for step in 0..<2_000 {
      let value = step
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1, 2:
        chunked.append(value)
        model.append(value)
        expectMatches(chunked, model, "append")
      case 3 where !model.isEmpty:
        #expect(chunked.removeLast() == model.removeLast())
        expectMatches(chunked, model, "removeLast")
      case 4:
        let index = Int.random(in: 0...model.count, using: &random)
        chunked.insert(value, at: index)
        model.insert(value, at: index)
        expectMatches(chunked, model, "insert at \(index)")
      case 5 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &random)
        #expect(chunked.remove(at: index) == model.remove(at: index))
        expectMatches(chunked, model, "remove at \(index)")
      case 6 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &random)
        chunked[index] = -value
        model[index] = -value
        expectMatches(chunked, model, "set at \(index)")
      case 7 where !model.isEmpty:
        // Take an element out, change it, put it back: what `subscript(id:)` does.
        let index = Int.random(in: 0..<model.count, using: &random)
        let taken = chunked.take(at: index)
        #expect(taken == model[index])
        chunked.putBack(taken + 1, at: index)
        model[index] += 1
        expectMatches(chunked, model, "take and put back at \(index)")
      case 8 where !model.isEmpty:
        // Take an element out and remove its place: `subscript(id:)` set to `nil`.
        let index = Int.random(in: 0..<model.count, using: &random)
        #expect(chunked.take(at: index) == model.remove(at: index))
        chunked.closeGap(at: index)
        expectMatches(chunked, model, "take and close the gap at \(index)")
      default:
        let lower = Int.random(in: 0...model.count, using: &random)
        let upper = Int.random(in: lower...model.count, using: &random)
        let replacement = Array(repeating: value, count: Int.random(in: 0..<70, using: &random))
        chunked.replaceSubrange(lower..<upper, with: replacement)
        model.replaceSubrange(lower..<upper, with: replacement)
        expectMatches(chunked, model, "replace \(lower)..<\(upper)")
      }
    }
  }

  @Test func aChangeInACopyCopiesOneChunkAndLeavesTheOriginalAlone() {
    let original = ChunkedArray(0..<1_000)
    var copy = original
    copy[500] = -1
    let shared = zip(original.chunks, copy.chunks).filter { $0 === $1 }.count
    #expect(shared == original.chunks.count - 1)
    #expect(original[500] == 500)
    #expect(copy[500] == -1)
    #expect(original != copy)
    copy[500] = 500
    #expect(original == copy, "equal elements in unshared chunks still compare equal")
  }

  @Test func takingFromACopyCopiesOnlyTheElementsChunk() {
    let original = ChunkedArray(0..<1_000)
    var copy = original
    let taken = copy.take(at: 500)
    copy.putBack(taken * 2, at: 500)
    let shared = zip(original.chunks, copy.chunks).filter { $0 === $1 }.count
    #expect(shared == original.chunks.count - 1)
    #expect(copy[500] == 1_000 && original[500] == 500)
  }

  @Test func aChangeToAnUnsharedArrayHappensInPlace() {
    var array = ChunkedArray(0..<1_000)
    let before = array.chunks.map(ObjectIdentifier.init)
    array[999] = 7
    array[0] = 7
    #expect(array.chunks.map(ObjectIdentifier.init) == before)
  }

  @Test func equalArraysHashEquallyAndLikeArray() {
    let chunked = ChunkedArray(0..<200)
    var rebuilt = ChunkedArray<Int>()
    for value in 0..<200 { rebuilt.append(value) }
    #expect(chunked == rebuilt)
    #expect(chunked.hashValue == rebuilt.hashValue)
    #expect(chunked.hashValue == Array(0..<200).hashValue)
    #expect(ChunkedArray([1, 2]) != ChunkedArray([1, 2, 3]))
  }
}
