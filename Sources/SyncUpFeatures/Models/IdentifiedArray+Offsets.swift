import Foundation
import Reducers

extension IdentifiedArray {
  /// Removes the elements at `offsets` when every one of them is in the array; otherwise reports
  /// the request, naming `what` the elements are, and removes nothing.
  ///
  /// A delete a list sends with offsets it read before the list changed (an effect removed a
  /// row meanwhile) would trap, or remove rows the person did not choose: neither is right, so
  /// the rows stay and the report says why.
  ///
  /// - Returns: Whether the elements were removed.
  @discardableResult
  mutating func remove(
    atOffsets offsets: IndexSet,
    naming what: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    // An index set holds no negative offsets: the last one tells whether all are in range.
    guard let last = offsets.last, last >= count else {
      remove(atOffsets: offsets)
      return true
    }
    reportIssue(
      """
      Can't delete \(what) at offset \(last): there \(count == 1 ? "is" : "are") only \(count).

        Offsets: \(offsets.map(String.init).joined(separator: ", "))

      Nothing was deleted. To fix, send offsets read from the list as it is now.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return false
  }
}
