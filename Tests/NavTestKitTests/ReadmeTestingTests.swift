import Foundation
import NavTestKit
import Reducers
import Testing

// README's "Testing it" section runs here verbatim, against README's feature (`Counter2` in
// ReadmeExampleTests.swift, named `Counter` in README).
@MainActor
@Test func readmeFact() async {
  let store = TestStore(initialState: Counter2.State()) { Counter2() }
  await store.send(.incrementButtonTapped) { $0.count = 1 }
  await store.send(.factButtonTapped)
  await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
}

@Test func readmeShowsThisTest() throws {
  let root = String(#filePath.split(separator: "/Tests/")[0])
  let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
  let source = try String(contentsOfFile: #filePath, encoding: .utf8)
  let start = try #require(source.range(of: "@MainActor\n@Test func readmeFact"))
  let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
  let test = String(source[start.lowerBound..<end.upperBound])
    .replacingOccurrences(of: "Counter2", with: "Counter")
    .replacingOccurrences(of: "readmeFact", with: "fact")
  #expect(readme.contains(test))
}
