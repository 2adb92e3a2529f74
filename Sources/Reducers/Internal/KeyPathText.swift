/// Key paths as a reader writes them at the call site: `\.syncUp.title`.
enum KeyPathText {
  /// The key path without its root type: `\.name` for `\Form.State.name`.
  ///
  /// Key paths print their root's unqualified name (`\State.name`); when that prefix is there it
  /// is dropped, otherwise the printed form is kept as it is.
  static func relative<Root>(_ keyPath: PartialKeyPath<Root>) -> String {
    let text = String(describing: keyPath)
    let prefix = "\\" + String(describing: Root.self)
    guard text.hasPrefix(prefix + ".") else { return text }
    return "\\" + text.dropFirst(prefix.count)
  }
}
