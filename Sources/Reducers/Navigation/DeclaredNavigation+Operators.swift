// How each composition operator walks the navigation its state declares (see
// `DeclaredNavigationStep`): into the reducers it holds, with their part of the state, and
// their steps embedded in its action the way it embeds their actions.

extension ReducerBuilder._Sequence: _NavigationDeclaring {
  package func _declaredNavigation(in state: State) -> [DeclaredNavigationStep<Action>] {
    r0.base.declaredNavigation(in: state) + r1.base.declaredNavigation(in: state)
  }
}

extension ReducerBuilder._Optional: _NavigationDeclaring {
  package func _declaredNavigation(in state: State) -> [DeclaredNavigationStep<Action>] {
    wrapped?.base.declaredNavigation(in: state) ?? []
  }
}

extension ReducerBuilder._Conditional: _NavigationDeclaring {
  package func _declaredNavigation(in state: State) -> [DeclaredNavigationStep<Action>] {
    switch self {
    case .first(let first): first.declaredNavigation(in: state)
    case .second(let second): second.declaredNavigation(in: state)
    }
  }
}

extension ReducerBuilder._SequenceMany: _NavigationDeclaring {
  package func _declaredNavigation(in state: State) -> [DeclaredNavigationStep<Action>] {
    reducers.flatMap { $0.base.declaredNavigation(in: state) }
  }
}

extension CombineReducers: _NavigationDeclaring {
  package func _declaredNavigation(in state: State) -> [DeclaredNavigationStep<Action>] {
    reducers.base.declaredNavigation(in: state)
  }
}

extension _DependencyReducer: _NavigationDeclaring {
  package func _declaredNavigation(in state: Base.State) -> [DeclaredNavigationStep<Base.Action>] {
    base.base.declaredNavigation(in: state)
  }
}

extension _OnChangeReducer: _NavigationDeclaring {
  package func _declaredNavigation(in state: Base.State) -> [DeclaredNavigationStep<Base.Action>] {
    base.base.declaredNavigation(in: state)
  }
}

extension _PrintChangesReducer: _NavigationDeclaring {
  package func _declaredNavigation(in state: Base.State) -> [DeclaredNavigationStep<Base.Action>] {
    base.base.declaredNavigation(in: state)
  }
}

extension Scope: _NavigationDeclaring {
  package func _declaredNavigation(
    in state: ParentState
  ) -> [DeclaredNavigationStep<ParentAction>] {
    let childState: Child.State?
    switch toChildState {
    case .storedAt(let offset):
      childState = withUnsafeBytes(of: state) { parent in
        // The parent's stored property of the child's type, `offset` bytes in (as `reduce`
        // reaches it); read, so copied.
        (parent.baseAddress.unsafelyUnwrapped + offset)
          .assumingMemoryBound(to: Child.State.self).pointee
      }
    case .keyPath(let keyPath): childState = state[keyPath: keyPath]
    case .casePath(let casePath): childState = casePath.extract(state)
    }
    guard let childState else { return [] }
    return child.base.declaredNavigation(in: childState).map {
      $0.embedded(toChildAction.embed)
    }
  }
}

extension _IfLetReducer: _NavigationDeclaring {
  package func _declaredNavigation(
    in state: Parent.State
  ) -> [DeclaredNavigationStep<Parent.Action>] {
    let childSteps = state[keyPath: toChildState].map { childState in
      child.base.declaredNavigation(in: childState).map { $0.embedded(toChildAction.embed) }
    }
    return (childSteps ?? []) + parent.base.declaredNavigation(in: state)
  }
}

extension _IfCaseLetReducer: _NavigationDeclaring {
  package func _declaredNavigation(
    in state: Parent.State
  ) -> [DeclaredNavigationStep<Parent.Action>] {
    let childSteps = toChildState.extract(state).map { childState in
      child.base.declaredNavigation(in: childState).map { $0.embedded(toChildAction.embed) }
    }
    return (childSteps ?? []) + parent.base.declaredNavigation(in: state)
  }
}

extension _ForEachReducer: _NavigationDeclaring {
  package func _declaredNavigation(
    in state: Parent.State
  ) -> [DeclaredNavigationStep<Parent.Action>] {
    let elements = state[keyPath: toElementsState]
    var steps: [DeclaredNavigationStep<Parent.Action>] = []
    for (id, element) in zip(elements.ids, elements) {
      steps += self.element.base.declaredNavigation(in: element).map { step in
        step.embedded { toElementAction.embed(.element(id: id, action: $0)) }
      }
    }
    return steps + parent.base.declaredNavigation(in: state)
  }
}

extension _PresentationReducer: _NavigationDeclaring {
  package func _declaredNavigation(
    in state: Parent.State
  ) -> [DeclaredNavigationStep<Parent.Action>] {
    var root = state
    guard let presented = access.read(from: &root).wrappedValue else {
      return parent.base.declaredNavigation(in: state)
    }
    var childSteps = destination.base.declaredNavigation(in: presented)
    // An alert in a case of a destination enum has no reducer to say which action case its
    // buttons are sent in: the case of the same name, when the action can embed one by name.
    if !childSteps.contains(where: { $0.kind == .button }) {
      childSteps += DeclaredNavigation.buttonsInCase(of: presented, as: Destination.Action.self)
    }
    let embed = toPresentationAction.embed
    return childSteps.map { $0.embedded { embed(.presented($0)) } }
      + [DeclaredNavigationStep(kind: .dismiss, action: embed(.dismiss))]
      + parent.base.declaredNavigation(in: state)
  }
}

extension _StackReducer: _NavigationDeclaring {
  package func _declaredNavigation(
    in state: Parent.State
  ) -> [DeclaredNavigationStep<Parent.Action>] {
    let stack = state[keyPath: toStackState]
    var steps: [DeclaredNavigationStep<Parent.Action>] = []
    for (id, element) in zip(stack.ids, stack.elements) {
      steps += self.element.base.declaredNavigation(in: element).map { step in
        step.embedded { toStackAction.embed(.element(id: id, action: $0)) }
      }
    }
    // The top element's pop first: the back button; then each one under it.
    let ids = Array(stack.ids)
    for id in ids.reversed() {
      steps.append(
        DeclaredNavigationStep(
          kind: .pop(id, stack: ids), action: toStackAction.embed(.popFrom(id: id))))
    }
    return steps + parent.base.declaredNavigation(in: state)
  }
}
