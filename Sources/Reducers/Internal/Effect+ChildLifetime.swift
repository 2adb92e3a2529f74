/// A child that is there: its identity for navigation (its `Identifiable` id, its enum case),
/// `nil` inside when it has none. Comparing two is cheap; the ``NavigationElement`` that names
/// the child in a feature path is only built when an effect needs it.
@usableFromInline
package struct PresentChild: Equatable {
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

extension Effect {
  /// The effects of a child and its parent, plus cancelling every effect the child started if it
  /// went away: the child there before the action (`before`) is not the child there after.
  ///
  /// The one rule every scoping operator applies (`ifLet`, `ifCaseLet`, presentation `ifLet`);
  /// `after` is only computed when there was a child before.
  @inlinable
  package static func child(
    _ child: Self,
    then parent: Self,
    at site: CallSite,
    leaving before: PresentChild?,
    for after: @autoclosure () -> PresentChild?
  ) -> Self {
    guard let before, after() != before else { return child.merge(with: parent) }
    return .merge(
      child, parent, .cancel(navigation: NavigationPath.root.prepending(before.element(at: site))))
  }
}
