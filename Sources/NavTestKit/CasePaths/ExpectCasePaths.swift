import Reducers

/// Checks hand-written case paths against one sample value per case: each path extracts its
/// own sample, gives it back unchanged through `embed`, and extracts nothing from the samples
/// of other cases. The first two failures mean the `at(…)` line embeds or matches the wrong
/// case; the last that its pattern matches more than one.
///
/// ```swift
/// @Test func casePaths() {
///   expectCasePaths(of: Feature.Action.self, [
///     .init(\.counter, .counter(.increment)),
///     .init(\.resetTapped, .resetTapped),
///   ])
/// }
/// ```
///
/// The case paths the build-tool plugin generates need no such test; hand-written ones do: the
/// compiler accepts a property whose pattern matches another case of the same payload type.
/// Give one sample per case: a case with no sample is not checked.
///
/// - Parameters:
///   - type: The enum.
///   - samples: A value in each case, with the case key path that names it.
///   - fileID: The file the failures are reported in.
///   - filePath: The file path the failures are reported in.
///   - line: The line the failures are reported at.
///   - column: The column the failures are reported at.
public func expectCasePaths<Root: CasePathable & Equatable>(
  of type: Root.Type,
  _ samples: [CasePathSample<Root>],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  for sample in samples {
    let value = customDumpLine(sample.sample)
    guard let roundTrip = sample.embedExtracted(sample.sample) else {
      TestFailure.record(
        """
        The case path \(sample.path) does not extract its own case from \(value).

        To fix: the pattern in its `at(…)` line names another case; match \(caseName(of: sample.sample)).
        """, at: site)
      continue
    }
    if roundTrip != sample.sample {
      TestFailure.record(
        """
        The case path \(sample.path) embeds what it extracts from \(value) as \(customDumpLine(roundTrip)).

        To fix: the first argument of its `at(…)` line builds another case; use \(TypeName.of(Root.self)).\(caseName(of: sample.sample)).
        """, at: site)
    }
    for other in samples where caseName(of: other.sample) != caseName(of: sample.sample) {
      guard sample.extract(other.sample) != nil else { continue }
      TestFailure.record(
        """
        The case path \(sample.path) also extracts a value from \(customDumpLine(other.sample)), a sample of \(other.path).

        To fix: its pattern matches more than its own case; match \(caseName(of: sample.sample)) alone.
        """, at: site)
    }
  }
}

/// The case a value is in: `counter` for `.counter(.increment)`.
private func caseName(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  return mirror.children.first?.label ?? String(describing: value)
}
