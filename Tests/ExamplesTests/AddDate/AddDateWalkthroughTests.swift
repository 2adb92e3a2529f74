import AddDateFeature
import Foundation
import Testing

/// `swift run AddDate` prints exactly this: the walkthrough and its README cannot drift from
/// what the feature does.
@MainActor
@Suite struct AddDateWalkthroughTests {
  @Test func narratesTheStoryExactlyAsTheTranscriptSays() async {
    await expectTranscript(Self.transcript, of: AddDateWalkthrough.run(write:))
  }

  @Test func narratesTheSameTextOnEveryRun() async {
    await expectSameTextOnEveryRun(of: AddDateWalkthrough.run(write:))
  }

  @Test func readmeShowsTheTranscript() throws {
    #expect(
      try readmeTranscript(example: "AddDate", command: "swift run AddDate") == Self.transcript)
  }

  static let transcript = #"""
    AddDate: a sheet, a delegate, a custom dependency and a saving flag

    screen: DatesFeature

    1. The user taps "+".
       ▶ send .addButtonTapped
       received action:
         DatesFeature.Action.addButtonTapped
           DatesFeature.State(
             dates: [],
         −   _addDate: nil
         +   _addDate: AddDateFeature.State(
         +     date: Date(2024-03-29T00:00:00.000Z),
         +     isSaving: false,
         +     _alert: nil
         +   )
           )
       screen: DatesFeature ▸ sheet AddDateFeature
       why: The list presents the sheet on today's date, read from the date dependency.

    2. The user picks April 1.
       ▶ send .addDate(.presented(.setDate(2024-04-01)))
       received action:
         DatesFeature.Action.addDate(.presented(.setDate(…)))
           DatesFeature.State(
             dates: [],
             _addDate: AddDateFeature.State(
         −     date: Date(2024-03-29T00:00:00.000Z),
         +     date: Date(2024-04-01T00:00:00.000Z),
               isSaving: false,
               _alert: nil
             )
           )
       screen: DatesFeature ▸ sheet AddDateFeature
       why: The sheet's reducer runs inside the list's ifLet and changes the presented date.

    3. The user taps "Save".
       ▶ send .addDate(.presented(.saveButtonTapped))
       received action:
         DatesFeature.Action.addDate(.presented(.saveButtonTapped))
           DatesFeature.State(
             dates: [],
             _addDate: AddDateFeature.State(
               date: Date(2024-04-01T00:00:00.000Z),
         −     isSaving: false,
         +     isSaving: true,
               _alert: nil
             )
           )
       received action:
         DatesFeature.Action.addDate(.presented(.delegate(.dateSaved(…))))
           DatesFeature.State(
         −   dates: [],
         +   dates: [
         +     [0]: Date(2024-04-01T00:00:00.000Z)
         +   ],
             _addDate: AddDateFeature.State(…)
           )
       received action:
         DatesFeature.Action.addDate(.dismiss)
           DatesFeature.State(
             dates: […],
         −   _addDate: AddDateFeature.State(
         −     date: Date(2024-04-01T00:00:00.000Z),
         −     isSaving: true,
         −     _alert: nil
         −   )
         +   _addDate: nil
           )
       screen: DatesFeature
       why: isSaving turns on while the injected database saves; then the dateSaved delegate lets the list append the date, and dismiss() closes the sheet.

    4. The user taps "+" again.
       ▶ send .addButtonTapped
       received action:
         DatesFeature.Action.addButtonTapped
           DatesFeature.State(
             dates: […],
         −   _addDate: nil
         +   _addDate: AddDateFeature.State(
         +     date: Date(2024-03-29T00:00:00.000Z),
         +     isSaving: false,
         +     _alert: nil
         +   )
           )
       screen: DatesFeature ▸ sheet AddDateFeature
       why: A fresh sheet, again on today's date.

    5. The user picks April 1 again.
       ▶ send .addDate(.presented(.setDate(2024-04-01)))
       received action:
         DatesFeature.Action.addDate(.presented(.setDate(…)))
           DatesFeature.State(
             dates: […],
             _addDate: AddDateFeature.State(
         −     date: Date(2024-03-29T00:00:00.000Z),
         +     date: Date(2024-04-01T00:00:00.000Z),
               isSaving: false,
               _alert: nil
             )
           )
       screen: DatesFeature ▸ sheet AddDateFeature
       why: The database already has this date; the sheet does not know that yet.

    6. The user taps "Save".
       ▶ send .addDate(.presented(.saveButtonTapped))
       received action:
         DatesFeature.Action.addDate(.presented(.saveButtonTapped))
           DatesFeature.State(
             dates: […],
             _addDate: AddDateFeature.State(
               date: Date(2024-04-01T00:00:00.000Z),
         −     isSaving: false,
         +     isSaving: true,
               _alert: nil
             )
           )
       received action:
         DatesFeature.Action.addDate(.presented(.saveFailed(.alreadySaved(…))))
           DatesFeature.State(
             dates: […],
             _addDate: AddDateFeature.State(
               date: Date(2024-04-01T00:00:00.000Z),
         −     isSaving: true,
         +     isSaving: false,
         −     _alert: nil
         +     _alert: AlertState<Never>(
         +       title: "Couldn't save the date",
         +       message: "2024-04-01 is saved already.",
         +       buttons: []
         +     )
             )
           )
       screen: DatesFeature ▸ sheet AddDateFeature ▸ alert "Couldn't save the date"
       why: The database throws, the effect's catch handler sends saveFailed: isSaving turns off and the sheet shows an alert over itself. No delegate action, no dismiss.

    7. The user taps "OK".
       ▶ send .addDate(.presented(.alert(.dismiss)))
       received action:
         DatesFeature.Action.addDate(.presented(.alert(.dismiss)))
           DatesFeature.State(
             dates: […],
             _addDate: AddDateFeature.State(
               date: Date(2024-04-01T00:00:00.000Z),
               isSaving: false,
         −     _alert: AlertState<Never>(
         −       title: "Couldn't save the date",
         −       message: "2024-04-01 is saved already.",
         −       buttons: []
         −     )
         +     _alert: nil
             )
           )
       screen: DatesFeature ▸ sheet AddDateFeature
       why: The sheet's own ifLet clears its alert; the sheet stays open.

    8. The user picks April 2 instead.
       ▶ send .addDate(.presented(.setDate(2024-04-02)))
       received action:
         DatesFeature.Action.addDate(.presented(.setDate(…)))
           DatesFeature.State(
             dates: […],
             _addDate: AddDateFeature.State(
         −     date: Date(2024-04-01T00:00:00.000Z),
         +     date: Date(2024-04-02T00:00:00.000Z),
               isSaving: false,
               _alert: nil
             )
           )
       screen: DatesFeature ▸ sheet AddDateFeature
       why: Only the presented date changes.

    9. The user taps "Save".
       ▶ send .addDate(.presented(.saveButtonTapped))
       received action:
         DatesFeature.Action.addDate(.presented(.saveButtonTapped))
           DatesFeature.State(
             dates: […],
             _addDate: AddDateFeature.State(
               date: Date(2024-04-02T00:00:00.000Z),
         −     isSaving: false,
         +     isSaving: true,
               _alert: nil
             )
           )
       received action:
         DatesFeature.Action.addDate(.presented(.delegate(.dateSaved(…))))
           DatesFeature.State(
             dates: [
               [0]: Date(2024-04-01T00:00:00.000Z),
         +     [1]: Date(2024-04-02T00:00:00.000Z)
             ],
             _addDate: AddDateFeature.State(…)
           )
       received action:
         DatesFeature.Action.addDate(.dismiss)
           DatesFeature.State(
             dates: […],
         −   _addDate: AddDateFeature.State(
         −     date: Date(2024-04-02T00:00:00.000Z),
         −     isSaving: true,
         −     _alert: nil
         −   )
         +   _addDate: nil
           )
       screen: DatesFeature
       why: This time the database accepts the date: delegate, then dismiss.

    10. The user taps "+" once more.
       ▶ send .addButtonTapped
       received action:
         DatesFeature.Action.addButtonTapped
           DatesFeature.State(
             dates: […],
         −   _addDate: nil
         +   _addDate: AddDateFeature.State(
         +     date: Date(2024-03-29T00:00:00.000Z),
         +     isSaving: false,
         +     _alert: nil
         +   )
           )
       screen: DatesFeature ▸ sheet AddDateFeature
       why: A third sheet opens.

    11. The user taps "Cancel".
       ▶ send .addDate(.presented(.cancelButtonTapped))
       received action:
         DatesFeature.Action.addDate(.presented(.cancelButtonTapped))
         (No state changes)
       received action:
         DatesFeature.Action.addDate(.dismiss)
           DatesFeature.State(
             dates: […],
         −   _addDate: AddDateFeature.State(
         −     date: Date(2024-03-29T00:00:00.000Z),
         −     isSaving: false,
         −     _alert: nil
         −   )
         +   _addDate: nil
           )
       screen: DatesFeature
       why: Cancel only calls dismiss(): nothing reaches the database or the list.

    """#
}
