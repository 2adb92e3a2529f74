/// Strings written as Swift string literals, the one spelling every message, dump, diff and
/// generated test uses.
package enum StringLiteral {
  /// A one-line string literal: quotes, backslashes and control characters escaped.
  package static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
