/// A value that prints itself as one fixed line in dumps and diffs.
///
/// The dump checks for this conformance before it reflects a value, so a conforming type prints
/// exactly its ``customDumpDescription`` and its stored properties never show. Use it for leaf
/// values whose internals mean nothing to a reader, like a stack element id that should read
/// `#0`:
///
/// ```swift
/// extension StackElementID: CustomDumpStringConvertible {
///   package var customDumpDescription: String { "#\(generation)" }
/// }
/// ```
///
/// Two values with the same description count as unchanged in a diff unless they are `Equatable`
/// and `==` says otherwise.
package protocol CustomDumpStringConvertible {
  /// The single line that stands for the value in a dump: `#0`.
  var customDumpDescription: String { get }
}
