/// Key paths as a reader writes them at the call site: `\.syncUp.title`.
package enum KeyPathText {
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

  /// The key path as Swift source without its root type (`\.syncUp.title`), or `nil` when it
  /// goes through something a printed key path does not name: a subscript, a computed
  /// property, an optional chain.
  package static func source<Root>(_ keyPath: PartialKeyPath<Root>) -> String? {
    let text = relative(keyPath)
    // `\.` alone has one empty component, which is no identifier.
    guard text.hasPrefix("\\.") else { return nil }
    let components = text.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
    let isIdentifier = { (component: Substring) in
      guard let first = component.first, first.isLetter || first == "_" else { return false }
      return component.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }
    return components.allSatisfy(isIdentifier) ? text : nil
  }
}
