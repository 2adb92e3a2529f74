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
