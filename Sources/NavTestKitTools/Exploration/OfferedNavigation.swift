import Reducers

/// The navigation steps the explorer offers on a screen by itself: of those the state
/// declares (``DeclaredNavigationStep``), the ones a person can take on the screen on top.
///
/// On top is the last level of the navigation tree: a presented sheet, alert or dialog offers
/// its dismissal and its buttons; a stack element with nothing presented over it offers a pop
/// of each element of its stack, its own first (the back button), then each one under it. A
/// step the test's `actions:` lists already is not offered twice.
enum OfferedNavigation {
  /// The actions of the declared steps of the kinds `kinds` names that a person can take on
  /// top of `levels`, in the order they were declared, less those `listed` has already.
  static func actions<Action>(
    _ declared: [DeclaredNavigationStep<Action>], of kinds: NavigationSteps,
    on levels: [NavigationTree.Level], listed: [Action]
  ) -> [Action] {
    guard let top = levels.indices.last, top > 0 else { return [] }
    let offered = declared.filter { step in
      switch step.kind {
      case .dismiss:
        return kinds.contains(.dismissals)
          && ActionAddress.level(of: step.action, in: levels) == top
      case .button:
        return kinds.contains(.buttons)
          && ActionAddress.level(of: step.action, in: levels) == top
      case .pop(_, let stack):
        guard kinds.contains(.pops), case .stack(let id) = levels[top].kind else { return false }
        return stack.contains(id)
      }
    }.map(\.action)
    guard !offered.isEmpty, !listed.isEmpty else { return offered }
    // Actions carry no equality: one the test lists is the same step when it prints the same
    // (compared only where the case paths agree, so a long action is rarely printed).
    let listedPaths = listed.map(NavigationMap.casePath(of:))
    return offered.filter { action in
      let path = NavigationMap.casePath(of: action)
      let text = String(describing: action)
      return !zip(listed, listedPaths).contains { other, otherPath in
        otherPath == path && String(describing: other) == text
      }
    }
  }
}
