/// A type whose values the test recorder and the navigation explorer write as a call of its
/// initializer: `SyncUp(id: …, attendees: […], title: "Engineering")`.
///
/// The Swift-source printer of NavTestKit writes enums, strings, numbers, UUIDs, dates,
/// durations, optionals, arrays and identified arrays on its own. A struct it cannot write, since
/// nothing at run time says which initializer builds it or whether that initializer is visible
/// where the test is pasted; a state change that holds one is asserted non-exhaustively, with a
/// comment. Conforming says how:
///
/// ```swift
/// extension SyncUp: SourceInitializable {}      // its initializer takes every stored property
///
/// extension Tagged: SourceInitializable {
///   public var sourceArguments: [SourceArgument]? { [SourceArgument(nil, rawValue)] }
/// }
/// ```
///
/// A type whose initializer builds some values differently (one that draws a new id when a list
/// is empty, say) returns `nil` for those: the printer then treats the value as one it cannot
/// write.
///
/// The default ``sourceArguments`` are the stored properties in declaration order, by name,
/// which is what a memberwise initializer (or one written to match it) takes. A property
/// behind `@Presents` passes its value; one behind `@Shared` passes its reference, which the
/// printer writes as the place in the state it aliases (`store.state.syncUpsList.$syncUps`);
/// other property wrappers (`@Dependency`) are left out. Conform only where that call compiles,
/// is public (or the test imports the module `@testable`), and builds an equal value: the
/// printer trusts it.
public protocol SourceInitializable {
  /// The arguments of the initializer call that builds this value, in order, or `nil` when
  /// no call builds a value equal to this one.
  var sourceArguments: [SourceArgument]? { get }

  /// The type as the call names it, or `nil` for its own name (`SyncUp`, `SyncUpDetail.State`):
  /// a shorter alias that means the same type, like `SyncUp.ID` for `Tagged<SyncUp, UUID>`.
  var sourceTypeName: String? { get }
}

/// One argument of an initializer call the Swift-source printer writes.
public struct SourceArgument {
  /// The argument's label, or `nil` for an unlabelled argument.
  public let label: String?
  /// The argument's value, which the printer writes in turn.
  public let value: Any

  /// Creates an argument.
  ///
  /// - Parameters:
  ///   - label: The label, or `nil` for an unlabelled argument.
  ///   - value: The value.
  public init(_ label: String?, _ value: Any) {
    self.label = label
    self.value = value
  }
}

extension SourceInitializable {
  /// `nil`: the type's own name.
  public var sourceTypeName: String? { nil }

  /// The stored properties in declaration order, by name; see ``SourceInitializable``.
  public var sourceArguments: [SourceArgument]? {
    Mirror(reflecting: self).children.compactMap { child in
      guard let label = child.label else { return nil }
      guard label.hasPrefix("_") else { return SourceArgument(label, child.value) }
      let name = String(label.dropFirst())
      if let presentation = child.value as? any _PresentationNode {
        return SourceArgument(name, presentation._presented as Any)
      }
      if child.value is any AnyShared { return SourceArgument(name, child.value) }
      return nil
    }
  }
}
