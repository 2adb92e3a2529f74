import Foundation
import Reducers
import WalkthroughSupport

/// The contacts story, told in a terminal: add two contacts, cancel a third, then delete one
/// after the alert asks.
///
/// `swift run Contacts` prints it; a test compares the printout with a transcript, so the
/// story and the README stay true.
public enum ContactsWalkthrough {
  /// Runs the story with fixed dependencies, handing each line of narration to `write`.
  ///
  /// Every step waits for its effects, ids come from an incrementing generator, and nothing
  /// reads the wall clock, so the narration is the same on every run.
  ///
  /// ```swift
  /// await ContactsWalkthrough.run { print($0) }
  /// ```
  ///
  /// - Parameter write: Receives one line at a time, without a trailing newline.
  @MainActor
  public static func run(write: (String) -> Void) async {
    let changes = ChangeLog()
    let store = Store(initialState: ContactsFeature.State()) {
      ContactsFeature()._printChanges(to: changes.record)
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await withoutActuallyEscaping(write) { write in
      let narrator = Narrator(store: store, changes: changes, write: write)
      await tell(narrator)
    }
  }

  @MainActor
  private static func tell(_ narrator: Narrator<ContactsFeature.State, ContactsFeature.Action>)
    async
  {
    narrator.begin("Contacts: one destination enum for a sheet and an alert")

    await narrator.step(
      "The user taps \"+\".",
      send: ".addButtonTapped",
      .addButtonTapped,
      why:
        "The list presents the add-contact sheet with a new contact; its id comes from the uuid dependency."
    )
    await narrator.step(
      "The user types \"Blob\" into the sheet's name field.",
      send: ".destination(.presented(.addContact(.setName(\"Blob\"))))",
      .destination(.presented(.addContact(.setName("Blob")))),
      why: "The sheet's reducer runs inside the list's ifLet and edits the presented state."
    )
    await narrator.step(
      "The user taps \"Save\".",
      send: ".destination(.presented(.addContact(.saveButtonTapped)))",
      .destination(.presented(.addContact(.saveButtonTapped))),
      why:
        "The sheet's effect sends the saveContact delegate action, which the list answers by appending the contact, then calls dismiss(), which the list receives as .destination(.dismiss)."
    )
    await narrator.step(
      "The user taps \"+\" again.",
      send: ".addButtonTapped",
      .addButtonTapped,
      why: "A new sheet with the next id from the uuid dependency."
    )
    await narrator.step(
      "The user types \"Blob Jr.\".",
      send: ".destination(.presented(.addContact(.setName(\"Blob Jr.\"))))",
      .destination(.presented(.addContact(.setName("Blob Jr.")))),
      why: "Only the presented contact changes; the list is untouched until the user saves."
    )
    await narrator.step(
      "The user taps \"Save\".",
      send: ".destination(.presented(.addContact(.saveButtonTapped)))",
      .destination(.presented(.addContact(.saveButtonTapped))),
      why: "Delegate, then dismiss: the second contact joins the list and the sheet closes."
    )
    await narrator.step(
      "The user taps \"+\", then changes their mind.",
      send: ".addButtonTapped",
      .addButtonTapped,
      why: "A third sheet opens with the next id."
    )
    await narrator.step(
      "The user taps \"Cancel\".",
      send: ".destination(.presented(.addContact(.cancelButtonTapped)))",
      .destination(.presented(.addContact(.cancelButtonTapped))),
      why: "Cancel only calls dismiss(): no delegate action, so the list stays as it was."
    )
    await narrator.step(
      "The user taps the trash button of \"Blob\".",
      send: ".deleteButtonTapped(id: UUID(0))",
      .deleteButtonTapped(id: UUID(0)),
      why:
        "The same destination now holds an alert: the sheet and the alert can never be on screen together."
    )
    await narrator.step(
      "The user taps the alert's \"Cancel\".",
      send: ".destination(.dismiss)",
      .destination(.dismiss),
      why: "Dismissing the alert without a button action deletes nothing."
    )
    await narrator.step(
      "The user taps the trash button of \"Blob Jr.\".",
      send: ".deleteButtonTapped(id: UUID(1))",
      .deleteButtonTapped(id: UUID(1)),
      why: "The alert asks again, this time carrying the id of \"Blob Jr.\" in its Delete button."
    )
    await narrator.step(
      "The user taps \"Delete\".",
      send: ".destination(.presented(.alert(.confirmDeletion(id: UUID(1)))))",
      .destination(.presented(.alert(.confirmDeletion(id: UUID(1))))),
      why:
        "The list removes the contact; ifLet clears the alert after any of its buttons, so no dismiss is needed."
    )
  }
}
