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
    let effect = BindingReducer<ProfileForm.State, ProfileForm.Action>()
      .reduce(into: &state, action: .saveButtonTapped)
    #expect(state == ProfileForm.State(name: "Blob"))
    #expect(effect.isNone)
  }
}
