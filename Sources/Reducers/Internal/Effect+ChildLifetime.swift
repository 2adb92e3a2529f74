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

extension Effect {
  /// The effects, plus cancelling every effect of a child of the operator at `site` other than
  /// the one there now (`current`, `nil` when there is none), when any effect is in flight.
  ///
  /// An operator that keeps no record in the state (`ifLet` on an optional, `ifCaseLet`,
  /// `forEach` on an identified array) cannot see a child that another reducer removed or
  /// replaced: before it in the same action, or after it the last time it ran. The effects such
  /// a child left behind are found in the store's registry by where they were started. Callers
  /// add it only while an effect is in flight somewhere: otherwise there is nothing to find.
  @inlinable
  package func cancellingStrays(
    at site: CallSite, keeping isKept: @escaping @Sendable (AnyHashableSendable?) -> Bool
  ) -> Self {
    merge(
      with: Self(operation: .cancel(.strays(parent: .root, site: site, isKept: isKept))))
  }
}

extension Effect {
  /// ``child(_:then:at:leaving:for:)`` for an operator that keeps nothing in the state (`ifLet`
  /// on an optional, `ifCaseLet`): while an effect is in flight anywhere, also cancels the
  /// effects of any other child under `site` (see ``cancellingStrays(at:keeping:)``). `after` is
  /// the child there now; it is computed once, and only when needed.
  @inlinable
  package static func scopedChild(
    _ child: Self,
    then parent: Self,
    at site: CallSite,
    leaving before: PresentChild?,
    now after: () -> PresentChild?
  ) -> Self {
    guard EffectRegistry.isAnyEffectInFlight else {
      return .child(child, then: parent, at: site, leaving: before, for: after())
    }
    let after = after()
    return .child(child, then: parent, at: site, leaving: before, for: after)
      .cancellingStrays(at: site, keeping: { after == PresentChild(identity: $0) })
  }
}
