extension Effect {
  /// The effects of a child and its parent, plus cancelling every effect the child started if it
  /// went away: its identity before the action (`before`) is not its identity after.
  ///
  /// The one rule every scoping operator applies (`ifLet`, `ifCaseLet`, presentation `ifLet`);
  /// `after` is only computed when there was a child before.
  package static func child(
    _ child: Self,
    then parent: Self,
    leaving before: NavigationElement?,
    for after: @autoclosure () -> NavigationElement?
  ) -> Self {
    guard let before, after() != before else { return child.merge(with: parent) }
    return .merge(child, parent, .cancel(navigation: NavigationPath.root.prepending(before)))
  }
}
