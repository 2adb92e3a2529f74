import ContactsFeature
import Foundation
import Testing

/// `swift run Contacts` prints exactly this: the walkthrough and its README cannot drift from
/// what the feature does.
@MainActor
@Suite struct ContactsWalkthroughTests {
  @Test func narratesTheStoryExactlyAsTheTranscriptSays() async {
    await expectTranscript(Self.transcript, of: ContactsWalkthrough.run(write:))
  }

  @Test func narratesTheSameTextOnEveryRun() async {
    await expectSameTextOnEveryRun(of: ContactsWalkthrough.run(write:))
  }

  @Test func readmeShowsTheTranscript() throws {
    #expect(
      try readmeTranscript(example: "Contacts", command: "swift run Contacts") == Self.transcript)
  }

  static let transcript = #"""
    Contacts: one destination enum for a sheet and an alert

    screen: ContactsFeature

    1. The user taps "+".
       ▶ send .addButtonTapped
       received action:
         ContactsFeature.Action.addButtonTapped
           ContactsFeature.State(
             contacts: [],
         −   _destination: nil
         +   _destination: .addContact(
         +     AddContactFeature.State(
         +       contact: Contact(
         +         id: UUID(00000000-0000-0000-0000-000000000000),
         +         name: ""
         +       )
         +     )
         +   )
           )
       screen: ContactsFeature ▸ sheet addContact
       why: The list presents the add-contact sheet with a new contact; its id comes from the uuid dependency.

    2. The user types "Blob" into the sheet's name field.
       ▶ send .destination(.presented(.addContact(.setName("Blob"))))
       received action:
         ContactsFeature.Action.destination(.presented(.addContact(.setName("Blob"))))
           ContactsFeature.State(
             contacts: [],
             _destination: .addContact(
               AddContactFeature.State(
                 contact: Contact(
                   id: UUID(00000000-0000-0000-0000-000000000000),
         −         name: ""
         +         name: "Blob"
                 )
               )
             )
           )
       screen: ContactsFeature ▸ sheet addContact
       why: The sheet's reducer runs inside the list's ifLet and edits the presented state.

    3. The user taps "Save".
       ▶ send .destination(.presented(.addContact(.saveButtonTapped)))
       received action:
         ContactsFeature.Action.destination(.presented(.addContact(.saveButtonTapped)))
         (No state changes)
       received action:
         ContactsFeature.Action.destination(.presented(.addContact(.delegate(.saveContact(…)))))
           ContactsFeature.State(
         −   contacts: [],
         +   contacts: [
         +     [0]: Contact(
         +       id: UUID(00000000-0000-0000-0000-000000000000),
         +       name: "Blob"
         +     )
         +   ],
             _destination: .addContact(…)
           )
       received action:
         ContactsFeature.Action.destination(.dismiss)
           ContactsFeature.State(
             contacts: […],
         −   _destination: .addContact(
         −     AddContactFeature.State(
         −       contact: Contact(
         −         id: UUID(00000000-0000-0000-0000-000000000000),
         −         name: "Blob"
         −       )
         −     )
         −   )
         +   _destination: nil
           )
       screen: ContactsFeature
       why: The sheet's effect sends the saveContact delegate action, which the list answers by appending the contact, then calls dismiss(), which the list receives as .destination(.dismiss).

    4. The user taps "+" again.
       ▶ send .addButtonTapped
       received action:
         ContactsFeature.Action.addButtonTapped
           ContactsFeature.State(
             contacts: […],
         −   _destination: nil
         +   _destination: .addContact(
         +     AddContactFeature.State(
         +       contact: Contact(
         +         id: UUID(00000000-0000-0000-0000-000000000001),
         +         name: ""
         +       )
         +     )
         +   )
           )
       screen: ContactsFeature ▸ sheet addContact
       why: A new sheet with the next id from the uuid dependency.

    5. The user types "Blob Jr.".
       ▶ send .destination(.presented(.addContact(.setName("Blob Jr."))))
       received action:
         ContactsFeature.Action.destination(.presented(.addContact(.setName("Blob Jr."))))
           ContactsFeature.State(
             contacts: […],
             _destination: .addContact(
               AddContactFeature.State(
                 contact: Contact(
                   id: UUID(00000000-0000-0000-0000-000000000001),
         −         name: ""
         +         name: "Blob Jr."
                 )
               )
             )
           )
       screen: ContactsFeature ▸ sheet addContact
       why: Only the presented contact changes; the list is untouched until the user saves.

    6. The user taps "Save".
       ▶ send .destination(.presented(.addContact(.saveButtonTapped)))
       received action:
         ContactsFeature.Action.destination(.presented(.addContact(.saveButtonTapped)))
         (No state changes)
       received action:
         ContactsFeature.Action.destination(.presented(.addContact(.delegate(.saveContact(…)))))
           ContactsFeature.State(
             contacts: [
               [0]: Contact(…),
         +     [1]: Contact(
         +       id: UUID(00000000-0000-0000-0000-000000000001),
         +       name: "Blob Jr."
         +     )
             ],
             _destination: .addContact(…)
           )
       received action:
         ContactsFeature.Action.destination(.dismiss)
           ContactsFeature.State(
             contacts: […],
         −   _destination: .addContact(
         −     AddContactFeature.State(
         −       contact: Contact(
         −         id: UUID(00000000-0000-0000-0000-000000000001),
         −         name: "Blob Jr."
         −       )
         −     )
         −   )
         +   _destination: nil
           )
       screen: ContactsFeature
       why: Delegate, then dismiss: the second contact joins the list and the sheet closes.

    7. The user taps "+", then changes their mind.
       ▶ send .addButtonTapped
       received action:
         ContactsFeature.Action.addButtonTapped
           ContactsFeature.State(
             contacts: […],
         −   _destination: nil
         +   _destination: .addContact(
         +     AddContactFeature.State(
         +       contact: Contact(
         +         id: UUID(00000000-0000-0000-0000-000000000002),
         +         name: ""
         +       )
         +     )
         +   )
           )
       screen: ContactsFeature ▸ sheet addContact
       why: A third sheet opens with the next id.

    8. The user taps "Cancel".
       ▶ send .destination(.presented(.addContact(.cancelButtonTapped)))
       received action:
         ContactsFeature.Action.destination(.presented(.addContact(.cancelButtonTapped)))
         (No state changes)
       received action:
         ContactsFeature.Action.destination(.dismiss)
           ContactsFeature.State(
             contacts: […],
         −   _destination: .addContact(
         −     AddContactFeature.State(
         −       contact: Contact(
         −         id: UUID(00000000-0000-0000-0000-000000000002),
         −         name: ""
         −       )
         −     )
         −   )
         +   _destination: nil
           )
       screen: ContactsFeature
       why: Cancel only calls dismiss(): no delegate action, so the list stays as it was.

    9. The user taps the trash button of "Blob".
       ▶ send .deleteButtonTapped(id: UUID(0))
       received action:
         ContactsFeature.Action.deleteButtonTapped(…)
           ContactsFeature.State(
             contacts: […],
         −   _destination: nil
         +   _destination: .alert(
         +     AlertState<ContactsFeature.Action.Alert>(
         +       title: "Are you sure?",
         +       message: nil,
         +       buttons: [
         +         [0]: ButtonState<ContactsFeature.Action.Alert>(
         +           action: .confirmDeletion(id: UUID(00000000-0000-0000-0000-000000000000)),
         +           label: "Delete",
         +           role: .destructive
         +         )
         +       ]
         +     )
         +   )
           )
       screen: ContactsFeature ▸ alert "Are you sure?"
       why: The same destination now holds an alert: the sheet and the alert can never be on screen together.

    10. The user taps the alert's "Cancel".
       ▶ send .destination(.dismiss)
       received action:
         ContactsFeature.Action.destination(.dismiss)
           ContactsFeature.State(
             contacts: […],
         −   _destination: .alert(
         −     AlertState<ContactsFeature.Action.Alert>(
         −       title: "Are you sure?",
         −       message: nil,
         −       buttons: [
         −         [0]: ButtonState<ContactsFeature.Action.Alert>(
         −           action: .confirmDeletion(id: UUID(00000000-0000-0000-0000-000000000000)),
         −           label: "Delete",
         −           role: .destructive
         −         )
         −       ]
         −     )
         −   )
         +   _destination: nil
           )
       screen: ContactsFeature
       why: Dismissing the alert without a button action deletes nothing.

    11. The user taps the trash button of "Blob Jr.".
       ▶ send .deleteButtonTapped(id: UUID(1))
       received action:
         ContactsFeature.Action.deleteButtonTapped(…)
           ContactsFeature.State(
             contacts: […],
         −   _destination: nil
         +   _destination: .alert(
         +     AlertState<ContactsFeature.Action.Alert>(
         +       title: "Are you sure?",
         +       message: nil,
         +       buttons: [
         +         [0]: ButtonState<ContactsFeature.Action.Alert>(
         +           action: .confirmDeletion(id: UUID(00000000-0000-0000-0000-000000000001)),
         +           label: "Delete",
         +           role: .destructive
         +         )
         +       ]
         +     )
         +   )
           )
       screen: ContactsFeature ▸ alert "Are you sure?"
       why: The alert asks again, this time carrying the id of "Blob Jr." in its Delete button.

    12. The user taps "Delete".
       ▶ send .destination(.presented(.alert(.confirmDeletion(id: UUID(1)))))
       received action:
         ContactsFeature.Action.destination(.presented(.alert(.confirmDeletion(…))))
           ContactsFeature.State(
             contacts: [
               [0]: Contact(…),
         −     [1]: Contact(
         −       id: UUID(00000000-0000-0000-0000-000000000001),
         −       name: "Blob Jr."
         −     )
             ],
         −   _destination: .alert(
         −     AlertState<ContactsFeature.Action.Alert>(
         −       title: "Are you sure?",
         −       message: nil,
         −       buttons: [
         −         [0]: ButtonState<ContactsFeature.Action.Alert>(
         −           action: .confirmDeletion(id: UUID(00000000-0000-0000-0000-000000000001)),
         −           label: "Delete",
         −           role: .destructive
         −         )
         −       ]
         −     )
         −   )
         +   _destination: nil
           )
       screen: ContactsFeature
       why: The list removes the contact; ifLet clears the alert after any of its buttons, so no dismiss is needed.

    """#
}
