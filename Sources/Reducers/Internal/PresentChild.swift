/// A child that is there: its identity for navigation (its `Identifiable` id, its enum case),
/// `nil` inside when it has none. Comparing two is cheap; the ``NavigationElement`` that names
/// the child in a feature path is only built when an effect needs it.
@usableFromInline
package struct PresentChild: Equatable, Sendable {
  @usableFromInline let identity: AnyHashableSendable?

  @inlinable
  init(identity: AnyHashableSendable?) {
    self.identity = identity
  }

  /// The step to this child from the operator at `site`.
  @inlinable
  func element(at site: CallSite) -> NavigationElement {
    NavigationElement(site: site, identity: identity)
  }
}
