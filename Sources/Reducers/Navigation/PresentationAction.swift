/// An action of a presented child, or the request to dismiss it.
///
/// A parent embeds it for each thing it presents:
/// `case destination(PresentationAction<Destination.Action>)`. Case key paths pass through it,
/// so `\.destination.edit.saveButtonTapped` means
/// `.destination(.presented(.edit(.saveButtonTapped)))` and `\.destination.dismiss` means
/// `.destination(.dismiss)`.
public enum PresentationAction<Action> {
  /// Dismisses the presented child: the parent sees it, then the state becomes `nil`.
  case dismiss
  /// An action of the presented child.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension PresentationAction: CasePathable {
  /// Wraps a child action: `\.destination.edit` passes through `.presented`.
  @inlinable
  public static func embedCase(_ value: Action) -> Self { .presented(value) }

  /// The child action, if this is one.
  @inlinable
  public func extractCase() -> Action? {
    if case .presented(let action) = self { return action }
    return nil
  }
}

/// What the `dismiss` and `presented` case properties need; not for users to conform to.
public protocol _PresentationActionProtocol: CasePathable {
  /// The dismiss case.
  static var _dismiss: Self { get }
  /// Whether this is the dismiss case.
  var _isDismiss: Bool { get }
}

extension PresentationAction: _PresentationActionProtocol {
  /// The dismiss case.
  @inlinable
  public static var _dismiss: Self { .dismiss }

  /// Whether this is the dismiss case.
  @inlinable
  public var _isDismiss: Bool {
    if case .dismiss = self { return true }
    return false
  }
}

extension Case where Value: _PresentationActionProtocol {
  /// The dismiss action: `\.destination.dismiss`.
  @inlinable
  public var dismiss: Case<Root, Void> {
    appendingCase({ _ in Value._dismiss }, { $0._isDismiss ? () : nil }, name: "dismiss")
  }

  /// Any action of the presented child: `\.destination.presented`.
  @inlinable
  public var presented: Case<Root, Value.Cases> {
    appendingCase(Value.embedCase, { $0.extractCase() }, name: "presented")
  }
}
