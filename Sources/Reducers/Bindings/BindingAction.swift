/// A change a view made to one field of a feature's state: a key path and the value written.
///
/// A feature whose view edits its state directly (text fields, sliders, pickers) adds one action
/// case, `binding(BindingAction<State>)`, conforms its `Action` to ``BindableAction``, and runs a
/// ``BindingReducer`` first in its body. The view sends what the user typed:
///
/// ```swift
/// store.send(.binding(.set(\.syncUp.title, "Engineering")))
/// ```
///
/// Two binding actions are equal when they write the same key path with equal values, so actions
/// that carry one stay `Equatable`.
///
/// Case key paths reach the value written to one field as a member, as TCA's do:
/// `\.binding.syncUp` names "a binding that writes `syncUp`", and tests send and receive
/// through it:
///
/// ```swift
/// await store.send(\.destination.add.binding.syncUp, syncUp) { ... }
/// ```
///
/// A deeper field, or one named like a member of `Case` (`description`, `embed`, `extract`),
/// is reached with the key-path subscript: `\.binding[\.syncUp.title]`.
public struct BindingAction<Root>: Sendable {
  /// The field the action writes.
  public let keyPath: any PartialKeyPath<Root> & Sendable
  /// The value the action writes.
  public let value: any Sendable
  private let isValueEqual: @Sendable (any Sendable) -> Bool
  private let write: @Sendable (inout Root) -> Void

  private init(
    keyPath: any PartialKeyPath<Root> & Sendable,
    value: any Sendable,
    isValueEqual: @escaping @Sendable (any Sendable) -> Bool,
    write: @escaping @Sendable (inout Root) -> Void
  ) {
    self.keyPath = keyPath
    self.value = value
    self.isValueEqual = isValueEqual
    self.write = write
  }

  /// Returns the action that writes `value` to the field at `keyPath`.
  ///
  /// ```swift
  /// .binding(.set(\.focus, .title))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to write.
  ///   - value: The value to write.
  /// - Returns: The binding action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      isValueEqual: { ($0 as? Value) == value },
      write: { $0[keyPath: keyPath] = value }
    )
  }

  /// Writes the value to the field of `root`.
  ///
  /// - Parameter root: The state to change.
  public func apply(to root: inout Root) {
    write(&root)
  }

  /// The value written, if the action writes the field at `keyPath`.
  ///
  /// - Parameter keyPath: The field to match.
  /// - Returns: The value, or `nil` for an action that writes another field.
  public func value<Value>(at keyPath: PartialKeyPath<Root>) -> Value? {
    guard self.keyPath == keyPath else { return nil }
    return value as? Value
  }
}

extension BindingAction {
  /// Whether a binding action writes the field a key path names, for `switch` patterns.
  ///
  /// ```swift
  /// case .binding(\.title):
  ///   state.isDirty = true
  ///   return .none
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - bindingAction: A binding action.
  /// - Returns: Whether the action writes that field.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool
  {
    (keyPath as AnyKeyPath) == (bindingAction.keyPath as AnyKeyPath)
  }
}

extension BindingAction: Equatable {
  /// Whether both actions write the same field with equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isValueEqual(rhs.value)
  }
}

extension BindingAction: CustomStringConvertible, CustomDebugStringConvertible {
  /// The action as written: `.set(\.title, "Engineering")`.
  public var description: String {
    ".set(\(KeyPathText.relative(keyPath)), \(String(reflecting: value)))"
  }

  /// The action as written: `.set(\.title, "Engineering")`.
  public var debugDescription: String { description }
}

/// A binding action as the Swift-source printer of NavTestKit writes it; ``BindingAction``
/// conforms.
package protocol _BindingActionSource {
  /// The field's key path as source (`\.syncUp.title`), or `nil` when it cannot be written.
  var _keyPathSource: String? { get }
  /// The value written.
  var _value: any Sendable { get }
}

extension BindingAction: _BindingActionSource {
  package var _keyPathSource: String? { KeyPathText.source(keyPath) }
  package var _value: any Sendable { value }
}
