/// A place in source code: the file, line and column where an operator or assertion was written.
///
/// Operators such as `ifLet` and `forEach` remember the `CallSite` they were written at so that a
/// runtime report names the line a person has to look at, not a line inside the library.
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
  /// The `#fileID` of the call site, like `"SyncUpFeatures/SyncUpDetail.swift"`.
  public let fileID: StaticString
  /// The `#filePath` of the call site.
  public let filePath: StaticString
  /// The line of the call site.
  public let line: UInt
  /// The column of the call site.
  public let column: UInt

  /// Creates a call site; with no arguments, the caller's own location.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The location as `"Module/File.swift:42"`, the form reports quote.
  public var description: String { "\(fileID):\(line)" }

  /// Compares two call sites by file, line and column.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.line == rhs.line, lhs.column == rhs.column else { return false }
    // A literal's text is usually the very same bytes; compare them only when it is not.
    if lhs.fileID.hasPointerRepresentation, rhs.fileID.hasPointerRepresentation,
      lhs.fileID.utf8Start == rhs.fileID.utf8Start
    {
      return true
    }
    return "\(lhs.fileID)" == "\(rhs.fileID)"
  }

  /// Hashes the line and column, which tell almost all call sites apart.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
  }
}
