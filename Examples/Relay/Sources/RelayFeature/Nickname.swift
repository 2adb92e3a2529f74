import Reducers

/// The nickname sheet: a bound text field, saved back to the room.
public struct Nickname: Reducer, Sendable {
  /// The sheet.
  public struct State: Equatable, Sendable {
    /// The nickname typed.
    public var nickname: String

    /// The sheet for a nickname.
    ///
    /// - Parameter nickname: The nickname to start from.
    public init(nickname: String) {
      self.nickname = nickname
    }
  }

  /// What the sheet does.
  public enum Action: BindableAction, Sendable, CasePathable {
    /// The field changed.
    case binding(BindingAction<State>)
    /// What the sheet tells the room.
    case delegate(Delegate)
    /// The user tapped "Save".
    case saveButtonTapped

    /// What the sheet tells the room.
    public enum Delegate: Equatable, Sendable, CasePathable {
      /// The user saved this nickname.
      case saved(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The sheet's reducer.
  public init() {}

  /// Applies the binding; "Save" tells the room and closes the sheet.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none
      case .saveButtonTapped:
        return .run { [nickname = state.nickname] send in
          await send(.delegate(.saved(nickname)))
          await dismiss()
        }
      }
    }
  }
}
