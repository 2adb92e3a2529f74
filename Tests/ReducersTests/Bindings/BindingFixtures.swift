import Reducers

/// A form with bindable fields, and a parent that embeds it.
struct ProfileForm: Reducer {
  struct State: Equatable {
    var name = ""
    var age = 0
    var log: [String] = []
  }

  enum Action: BindableAction, Equatable, Sendable, CasePathable {
    case binding(BindingAction<State>)
    case saveButtonTapped

    var binding: BindingAction<State>? {
      if case .binding(let action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        state.log.append("saw \(state.name)")
        return .none
      case .saveButtonTapped:
        state.log.append("saved")
        return .none
      }
    }
  }
}

enum ProfileParentAction: Equatable, Sendable, CasePathable {
  case form(ProfileForm.Action)
  case closeButtonTapped
}
