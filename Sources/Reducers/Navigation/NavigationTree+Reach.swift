import Foundation
@_spi(Reflection) import Swift

extension NavigationTree {
  /// Whether a value of a type can hold navigation the tree reads, decided once per type from
  /// its declared fields, so the tree never reflects the parts of a state that cannot.
  ///
  /// The tree looks into presentations, stacks, and the stored fields of structs; it never
  /// looks into enums, optionals, classes or collections. So a type can hold navigation when it
  /// is a presentation or a stack, or a struct with a field that can: a field of an existential
  /// type (`Any`, `any P`) can hold anything, and a type that reflects itself its own way
  /// (`CustomReflectable`) may show anything, unless it is a collection or a plain value the
  /// runtime knows (``NavigationLeaf``).
  package static func canHoldNavigation(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = reach.withLock({ $0[key] }) { return known }
    var visiting: Set<ObjectIdentifier> = []
    let result = decide(type, visiting: &visiting)
    reach.withLock { $0[key] = result }
    return result
  }

  private static let reach = Lock<[ObjectIdentifier: Bool]>([:])

  private static func decide(_ type: Any.Type, visiting: inout Set<ObjectIdentifier>) -> Bool {
    if type is any _PresentationNode.Type || type is any _StackNode.Type { return true }
    if type is any NavigationLeaf.Type { return false }
    if type is any CustomReflectable.Type { return true }
    let key = ObjectIdentifier(type)
    // A type met again while deciding it (through a field of its own type's generic
    // argument): say yes, the safe answer.
    guard visiting.insert(key).inserted else { return true }
    defer { visiting.remove(key) }
    // The declared fields of a struct or a tuple; an enum, an optional or a function has
    // none the tree reads, and a class is not walked (`false` at once). A field of an
    // existential type is never walked into: it can hold anything.
    var holds = false
    _ = _forEachField(of: type) { _, _, fieldType, kind in
      if kind == .existential || decide(fieldType, visiting: &visiting) {
        holds = true
        return false
      }
      return true
    }
    return holds
  }
}

/// A type the navigation tree never finds navigation in, though it reflects itself its own way:
/// numbers, optionals, the standard collections, strings, and Foundation's plain values.
package protocol NavigationLeaf {}

extension Bool: NavigationLeaf {}
extension Int: NavigationLeaf {}
extension Int8: NavigationLeaf {}
extension Int16: NavigationLeaf {}
extension Int32: NavigationLeaf {}
extension Int64: NavigationLeaf {}
extension UInt: NavigationLeaf {}
extension UInt8: NavigationLeaf {}
extension UInt16: NavigationLeaf {}
extension UInt32: NavigationLeaf {}
extension UInt64: NavigationLeaf {}
extension Double: NavigationLeaf {}
extension Float: NavigationLeaf {}
extension Character: NavigationLeaf {}
extension Optional: NavigationLeaf {}
extension Array: NavigationLeaf {}
extension ContiguousArray: NavigationLeaf {}
extension Dictionary: NavigationLeaf {}
extension Set: NavigationLeaf {}
extension String: NavigationLeaf {}
extension Substring: NavigationLeaf {}
extension IdentifiedArray: NavigationLeaf {}
extension Date: NavigationLeaf {}
extension UUID: NavigationLeaf {}
extension URL: NavigationLeaf {}
extension Data: NavigationLeaf {}
extension Duration: NavigationLeaf {}
extension Decimal: NavigationLeaf {}
