import Reducers

/// The add-contact sheet: a name field, a "Save" button and a "Cancel" button.
///
/// The sheet never touches the contacts list. Saving tells the parent through a delegate
/// action, then dismisses the sheet with the `dismiss` dependency; cancelling only dismisses.
public struct AddContactFeature: Reducer, Sendable {
  /// The state of the sheet: the contact being written.
  public struct State: Equatable, Sendable {
    /// The new contact; its id was drawn when the sheet opened.
    public var contact: Contact

    /// Creates the sheet's state for a new contact.
    ///
    /// - Parameter contact: The contact to edit.
    public init(contact: Contact) {
      self.contact = contact
    }
  }

  /// What the user does on the sheet, and what the sheet tells its parent.
  public enum Action: Sendable, CasePathable {
    /// The user tapped "Cancel".
    case cancelButtonTapped
    /// What the sheet tells the contacts list; the sheet itself does nothing with it.
    case delegate(Delegate)
    /// The user tapped "Save".
    case saveButtonTapped
    /// The user typed in the name field.
    case setName(String)

    /// What the sheet tells its parent.
    public enum Delegate: Sendable, CasePathable {
      /// The user saved this contact: the parent adds it to its list.
      case saveContact(Contact)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the sheet's reducer.
  public init() {}

  /// Edits the name, and on save or cancel tells the parent and dismisses.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .delegate:
        return .none

      case .saveButtonTapped:
        return .run { [contact = state.contact] send in
          await send(.delegate(.saveContact(contact)))
          await dismiss()
        }

      case .setName(let name):
        state.contact.name = name
        return .none
      }
    }
  }
}
