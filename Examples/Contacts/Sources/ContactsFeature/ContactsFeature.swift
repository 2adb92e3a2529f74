import Reducers

/// The contacts list: add a contact in a sheet, delete one after an alert confirms it.
///
/// Both things the list can present live in one optional ``Destination`` state, so the list
/// can never show the sheet and the alert at once, and a single `ifLet` runs whichever is
/// presented.
public struct ContactsFeature: Reducer, Sendable {
  /// The state of the list: the contacts and what is presented over them.
  public struct State: Equatable, Sendable {
    /// The contacts, in the order they were added.
    public var contacts: IdentifiedArrayOf<Contact>
    /// The add-contact sheet or the delete alert, or `nil` when neither is on screen.
    @Presents public var destination: Destination.State?

    /// Creates the list's state.
    ///
    /// - Parameters:
    ///   - contacts: The contacts to show.
    ///   - destination: What is presented, if anything.
    public init(contacts: IdentifiedArrayOf<Contact> = [], destination: Destination.State? = nil) {
      self.contacts = contacts
      self.destination = destination
    }
  }

  /// What the user does on the list, and what its destinations send.
  public enum Action: Sendable, CasePathable {
    /// The user tapped "+".
    case addButtonTapped
    /// The user tapped the trash button of a contact.
    case deleteButtonTapped(id: Contact.ID)
    /// An action of the sheet or the alert, or their dismissal.
    case destination(PresentationAction<Destination.Action>)

    /// The actions of the delete alert's buttons; `Equatable` because the alert, which holds
    /// them, is state.
    public enum Alert: Equatable, Sendable, CasePathable {
      /// The user confirmed deleting the contact.
      case confirmDeletion(id: Contact.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  /// Creates the list's reducer.
  public init() {}

  /// Presents the sheet and the alert, and acts on what they send back.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(
          AddContactFeature.State(contact: Contact(id: uuid(), name: ""))
        )
        return .none

      case .deleteButtonTapped(let id):
        state.destination = .alert(.deleteConfirmation(id: id))
        return .none

      case .destination(.presented(.addContact(.delegate(.saveContact(let contact))))):
        state.contacts.append(contact)
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.contacts.remove(id: id)
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

extension AlertState where Action == ContactsFeature.Action.Alert {
  /// The alert that asks before deleting a contact.
  ///
  /// - Parameter id: The contact to delete.
  /// - Returns: An alert whose destructive "Delete" button confirms the deletion.
  public static func deleteConfirmation(id: Contact.ID) -> Self {
    AlertState {
      TextState("Are you sure?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Delete") }
    }
  }
}
