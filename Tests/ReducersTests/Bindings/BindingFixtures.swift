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

extension Case where Value: CasePathable<ProfileForm.Action> {
  var saveButtonTapped: Case<Root, Void> { at(.saveButtonTapped) { if case .saveButtonTapped = $0 { () } else { nil } } }
}

extension Case where Value: CasePathable<ProfileParentAction> {
  var form: Case<Root, ProfileForm.Action> { at(ProfileParentAction.form) { if case .form(let v) = $0 { v } else { nil } } }
  var closeButtonTapped: Case<Root, Void> { at(.closeButtonTapped) { if case .closeButtonTapped = $0 { () } else { nil } } }
}
