import Reducers
import Testing

@MainActor
@Suite struct BindingReducerTests {
  @Test func appliesBindingActionsBeforeTheFeaturesLogic() {
    let store = Store(initialState: ProfileForm.State()) { ProfileForm() }
    store.send(.binding(.set(\.name, "Blob")))
    #expect(store.state == ProfileForm.State(name: "Blob", log: ["saw Blob"]))
  }

  @Test func leavesOtherActionsToTheFeature() {
    var state = ProfileForm.State(name: "Blob")
    let effect = BindingReducer<ProfileForm.State, ProfileForm.Action, ProfileForm.Action>()
      .reduce(into: &state, action: .saveButtonTapped)
    #expect(state == ProfileForm.State(name: "Blob"))
    #expect(effect.isNone)
  }

  @Test func appliesTheBindingsNestedInTheViewActionsItIsGiven() {
    let store = Store(initialState: LoginForm.State()) { LoginForm() }
    store.send(.view(.binding(.set(\.email, "blob@pointfree.co"))))
    #expect(store.state.email == "blob@pointfree.co")
    store.send(.view(.loginButtonTapped))
    #expect(store.state.submitted == ["blob@pointfree.co"])
    store.send(.delegate(.cancelled))
    #expect(
      store.state == LoginForm.State(email: "blob@pointfree.co", submitted: ["blob@pointfree.co"]))
  }

  @Test func aViewActionIsMadeByItsViewCase() {
    let action = LoginForm.Action.view(.loginButtonTapped)
    guard case .view(.loginButtonTapped) = action else {
      Issue.record("view(_:) made \(action)")
      return
    }
    let binding = Case<LoginForm.Action, String>(\.view.binding.email)
    guard case .view(.binding(let set)) = binding.embed("x"), set == .set(\.email, "x") else {
      Issue.record("\\.view.binding.email embeds \(binding.embed("x"))")
      return
    }
  }
}

/// A login form written as TCA's view-action features are: its view's actions nested in
/// `case view(View)`, the bindings among them.
struct LoginForm: Reducer {
  struct State: Equatable {
    var email = ""
    var submitted: [String] = []
  }

  enum Action: ViewAction, CasePathable {
    case view(View)
    case delegate(Delegate)

    enum View: BindableAction, CasePathable {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }

    enum Delegate: Sendable, CasePathable { case cancelled }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      if case .view(.loginButtonTapped) = action { state.submitted.append(state.email) }
      return .none
    }
  }
}
