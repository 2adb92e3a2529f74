import Foundation
import Reducers

/// The form that adds or edits a sync-up: title, duration, theme and attendees.
///
/// The view edits the fields through binding actions; the form keeps at least one attendee and
/// moves the focus to where the user will type next.
///
/// ```swift
/// store.send(.binding(.set(\.syncUp.title, "Engineering")))
/// store.send(.addAttendeeButtonTapped)  // focus moves to the new attendee
/// ```
public struct SyncUpForm: Reducer, Sendable {
  /// The sync-up being edited, and the field with the keyboard focus.
  public struct State: Equatable, Sendable {
    /// The field with the keyboard focus, if any.
    public var focus: Field?
    /// The sync-up being edited.
    public var syncUp: SyncUp

    /// A field of the form that can hold the focus.
    public enum Field: Hashable, Sendable {
      /// An attendee's name.
      case attendee(Attendee.ID)
      /// The title.
      case title
    }

    /// Creates the form for a sync-up, adding a blank attendee when it has none.
    ///
    /// The new attendee's id comes from the `uuid` dependency.
    ///
    /// - Parameters:
    ///   - focus: The field with the focus; the title unless given.
    ///   - syncUp: The sync-up to edit.
    public init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
      }
    }
  }

  /// What the user does in the form.
  public enum Action: BindableAction, Equatable, Sendable, CasePathable {
    /// The user tapped "New attendee".
    case addAttendeeButtonTapped
    /// The user edited a field.
    case binding(BindingAction<State>)
    /// The user deleted attendees.
    case deleteAttendees(atOffsets: IndexSet)
    // Its `binding` property, which `BindableAction` asks for, the case-path plugin writes.
  }

  @Dependency(\.uuid) var uuid

  /// Creates the form's reducer.
  public init() {}

  /// Applies edits, then adds and removes attendees and moves the focus.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: Attendee.ID(uuid()))
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case .deleteAttendees(let indices):
        guard state.syncUp.attendees.remove(atOffsets: indices, naming: "attendees") else {
          return .none
        }
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
        }
        guard let first = indices.first else { return .none }
        let index = min(first, state.syncUp.attendees.count - 1)
        state.focus = .attendee(state.syncUp.attendees[index].id)
        return .none
      }
    }
  }
}
