import ContactsFeature
import Foundation
import NavTestKit
import Reducers
import Testing

/// The sheet on its own, as the root of a test store: what it sends and when it dismisses.
@MainActor
@Suite struct AddContactFeatureTests {
  let contact = Contact(id: UUID(0), name: "")

  @Test func typingChangesTheName() async {
    let store = TestStore(initialState: AddContactFeature.State(contact: contact)) {
      AddContactFeature()
    }
    await store.send(.setName("Blob")) {
      $0.contact.name = "Blob"
    }
    #expect(!store.isDismissed)
  }

  @Test func savingSendsTheContactThenDismisses() async {
    let store = TestStore(
      initialState: AddContactFeature.State(contact: Contact(id: UUID(0), name: "Blob"))
    ) {
      AddContactFeature()
    }
    await store.send(.saveButtonTapped)
    await store.receive(\.delegate.saveContact, Contact(id: UUID(0), name: "Blob"))
    #expect(store.isDismissed)
  }

  @Test func cancellingDismissesWithoutADelegateAction() async {
    let store = TestStore(initialState: AddContactFeature.State(contact: contact)) {
      AddContactFeature()
    }
    await store.send(.cancelButtonTapped)
    #expect(store.isDismissed)
  }
}
