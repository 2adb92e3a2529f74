import Reducers

/// A case key path and a value in its case, for
/// ``expectCasePaths(of:_:fileID:filePath:line:column:)``: `.init(\.counter, .counter(.increment))`.
public struct CasePathSample<Root: CasePathable & Equatable> {
  let path: String
  let sample: Root
  let extract: (Root) -> Any?
  let embedExtracted: (Root) -> Root?

  /// A sample of the case `keyPath` names.
  ///
  /// - Parameters:
  ///   - keyPath: The case key path: `\.counter`.
  ///   - sample: A value in that case: `.counter(.increment)`.
  public init<Value>(_ keyPath: CaseKeyPath<Root, Value>, _ sample: Root) {
    let path = Case(keyPath)
    self.path = "\\." + path.pathName
    self.sample = sample
    extract = { path.extract($0) }
    embedExtracted = { path.extract($0).map(path.embed) }
  }
}
