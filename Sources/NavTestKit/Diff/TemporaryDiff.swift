// Stand-in until the structural diff engine lands.
func dump(_ value: Any) -> String {
  var text = ""
  Swift.dump(value, to: &text)
  return text
}

func diff(_ expected: Any, _ actual: Any) -> String? {
  let lhs = dump(expected).split(separator: "\n")
  let rhs = dump(actual).split(separator: "\n")
  guard lhs != rhs else { return nil }
  return (lhs.map { "− \($0)" } + rhs.map { "+ \($0)" }).joined(separator: "\n")
}
