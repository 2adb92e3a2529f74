import ContactsFeature
import Foundation
import NavTestKit
import Reducers
import Testing

@MainActor
@Suite struct ContactsFeatureTests {
  /// A store whose new contacts get `UUID(0)`, `UUID(1)`, …; failures left at the end of the
  /// test are reported at the caller's line.
  func makeStore(
    _ state: ContactsFeature.State = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> TestStoreOf<ContactsFeature> {
    TestStore(
      initialState: state,
      reducer: { ContactsFeature() },
      withDependencies: { $0.uuid = .incrementing },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  @Test func addButtonPresentsTheSheetWithANewContact() async {
    let store = makeStore()
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(AddContactFeature.State(contact: Contact(id: UUID(0), name: "")))
    }
    store.assertNavigation("ContactsFeature ▸ sheet addContact")
  }

  @Test func savingAddsTheContactAndDismissesTheSheet() async {
    let store = makeStore()
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(AddContactFeature.State(contact: Contact(id: UUID(0), name: "")))
    }
    await store.send(\.destination.addContact.setName, "Blob") {
      $0.destination?.addContact?.contact.name = "Blob"
    }
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.receive(
      \.destination.addContact.delegate.saveContact, Contact(id: UUID(0), name: "Blob")
    ) {
      $0.contacts = [Contact(id: UUID(0), name: "Blob")]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    store.assertNavigation("ContactsFeature")
  }

  @Test func cancellingDismissesTheSheetWithoutAddingAContact() async {
    let contact = Contact(id: UUID(7), name: "Blob")
    let store = makeStore(ContactsFeature.State(contacts: [contact]))
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(AddContactFeature.State(contact: Contact(id: UUID(0), name: "")))
    }
    await store.send(\.destination.addContact.setName, "Blob Jr.") {
      $0.destination?.addContact?.contact.name = "Blob Jr."
    }
    await store.send(\.destination.addContact.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func deleteButtonAsksForConfirmation() async {
    let contact = Contact(id: UUID(7), name: "Blob")
    let store = makeStore(ContactsFeature.State(contacts: [contact]))
    await store.send(.deleteButtonTapped(id: contact.id)) {
      $0.destination = .alert(Self.deleteAlert(id: contact.id))
    }
    store.assertNavigation(#"ContactsFeature ▸ alert "Are you sure?""#)
  }

  @Test func confirmingTheDeletionRemovesTheContactAndClearsTheAlert() async {
    let blob = Contact(id: UUID(7), name: "Blob")
    let blobJr = Contact(id: UUID(8), name: "Blob Jr.")
    let store = makeStore(
      ContactsFeature.State(
        contacts: [blob, blobJr], destination: .alert(Self.deleteAlert(id: blob.id))))
    await store.send(\.destination.alert.confirmDeletion, blob.id) {
      $0.contacts = [blobJr]
      $0.destination = nil
    }
  }

  @Test func dismissingTheAlertKeepsTheContact() async {
    let blob = Contact(id: UUID(7), name: "Blob")
    let store = makeStore(
      ContactsFeature.State(contacts: [blob], destination: .alert(Self.deleteAlert(id: blob.id))))
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  /// The alert as the user must see it, written out rather than taken from the feature.
  static func deleteAlert(id: Contact.ID) -> AlertState<ContactsFeature.Action.Alert> {
    AlertState {
      TextState("Are you sure?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Delete") }
    }
  }
}
