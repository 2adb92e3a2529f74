import Reducers

extension ContactsFeature {
  /// Everything the contacts list can present: the add-contact sheet or the delete alert.
  ///
  /// The alert is plain data and needs no reducer; only the sheet's feature is scoped in.
  public struct Destination: Reducer, Sendable {
    /// What is on screen over the list.
    @dynamicMemberLookup
    public enum State: Equatable, Sendable, CasePathable {
      /// The add-contact sheet.
      case addContact(AddContactFeature.State)
      /// The alert that asks before deleting a contact.
      case alert(AlertState<ContactsFeature.Action.Alert>)
    }

    /// The actions of what is on screen.
    public enum Action: Sendable, CasePathable {
      /// An action of the add-contact sheet.
      case addContact(AddContactFeature.Action)
      /// A button of the delete alert.
      case alert(ContactsFeature.Action.Alert)
    }

    /// Creates the destination's reducer.
    public init() {}

    /// Runs the add-contact sheet while it is presented.
    public var body: some ReducerOf<Self> {
      Scope(state: \.addContact, action: \.addContact) { AddContactFeature() }
    }
  }
}
