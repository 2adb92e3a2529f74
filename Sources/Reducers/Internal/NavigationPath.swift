/// One step from a feature to a child it scopes to: the operator's call site and the child's
/// identity (its `Identifiable` id, its enum case, or its element id).
///
/// A `Scope` is a step too (``isScope``), with no identity: two features scoped from one parent
/// run the same reducers at the same call sites, and only the scope tells their children's
/// effects apart. Cancel ids skip it (see ``EffectID``).
@usableFromInline
package struct NavigationElement: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let site: CallSite
  @usableFromInline let identity: AnyHashableSendable?
  @usableFromInline let isScope: Bool

  @inlinable
  init(site: CallSite, identity: AnyHashableSendable?) {
    self.site = site
    self.identity = identity
    self.isScope = false
  }

  /// The step into a child a `Scope` at `site` runs.
  @inlinable
  init(scope site: CallSite) {
    self.site = site
    self.identity = nil
    self.isScope = true
  }

  @usableFromInline
  package var description: String {
    identity.map { "\(site)[\($0.base)]" } ?? "\(site)"
  }
}

/// Where a feature sits in the tree of features: the steps from the root store to it.
///
/// Effects are registered under the path of the feature that returned them, so a parent can
/// cancel everything under a child's path, and cancel ids are scoped to the feature that used
/// them and its descendants.
@usableFromInline
package struct NavigationPath: Hashable, Sendable {
  private(set) var elements: [NavigationElement] = []

  @usableFromInline static let root = NavigationPath()

  /// The same path, one level further from the root.
  @usableFromInline
  func prepending(_ element: NavigationElement) -> NavigationPath {
    var copy = self
    copy.elements.insert(element, at: 0)
    return copy
  }

  /// How many features down from the root the path leads: its steps, scopes left out.
  package var featureDepth: Int {
    elements.count { !$0.isScope }
  }

  /// Whether this path starts with every element of `prefix`.
  func hasPrefix(_ prefix: NavigationPath) -> Bool {
    elements.starts(with: prefix.elements)
  }
}
