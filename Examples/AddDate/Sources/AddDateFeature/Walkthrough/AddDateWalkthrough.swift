import Foundation
import Reducers
import WalkthroughSupport

/// The add-date story, told in a terminal: save a date, fail to save it twice, recover, and
/// cancel.
///
/// `swift run AddDate` prints it; a test compares the printout with a transcript, so the
/// story and the README stay true.
public enum AddDateWalkthrough {
  /// Runs the story with fixed dependencies, handing each line of narration to `write`.
  ///
  /// "Now" is always 2024-03-29, the database lives in memory, and its 300 ms saves run on an
  /// `ImmediateClock`, so the narration is the same on every run.
  ///
  /// ```swift
  /// await AddDateWalkthrough.run { print($0) }
  /// ```
  ///
  /// - Parameter write: Receives one line at a time, without a trailing newline.
  @MainActor
  public static func run(write: (String) -> Void) async {
    let changes = ChangeLog()
    let store = Store(initialState: DatesFeature.State()) {
      DatesFeature()._printChanges(to: changes.record)
    } withDependencies: {
      $0.database = .inMemory()
      $0.date = .constant(day(29, month: 3))
      $0.continuousClock = ImmediateClock()
    }
    await withoutActuallyEscaping(write) { write in
      let narrator = Narrator(store: store, changes: changes, write: write)
      await tell(narrator)
    }
  }

  /// Midnight UTC of a day in 2024.
  static func day(_ day: Int, month: Int) -> Date {
    let components = DateComponents(
      calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
      year: 2024, month: month, day: day)
    return components.date ?? Date(timeIntervalSince1970: 0)
  }

  @MainActor
  private static func tell(_ narrator: Narrator<DatesFeature.State, DatesFeature.Action>) async {
    narrator.begin("AddDate: a sheet, a delegate, a custom dependency and a saving flag")

    await narrator.step(
      "The user taps \"+\".",
      send: ".addButtonTapped",
      .addButtonTapped,
      why: "The list presents the sheet on today's date, read from the date dependency."
    )
    await narrator.step(
      "The user picks April 1.",
      send: ".addDate(.presented(.setDate(2024-04-01)))",
      .addDate(.presented(.setDate(day(1, month: 4)))),
      why: "The sheet's reducer runs inside the list's ifLet and changes the presented date."
    )
    await narrator.step(
      "The user taps \"Save\".",
      send: ".addDate(.presented(.saveButtonTapped))",
      .addDate(.presented(.saveButtonTapped)),
      why:
        "isSaving turns on while the injected database saves; then the dateSaved delegate lets the list append the date, and dismiss() closes the sheet."
    )
    await narrator.step(
      "The user taps \"+\" again.",
      send: ".addButtonTapped",
      .addButtonTapped,
      why: "A fresh sheet, again on today's date."
    )
    await narrator.step(
      "The user picks April 1 again.",
      send: ".addDate(.presented(.setDate(2024-04-01)))",
      .addDate(.presented(.setDate(day(1, month: 4)))),
      why: "The database already has this date; the sheet does not know that yet."
    )
    await narrator.step(
      "The user taps \"Save\".",
      send: ".addDate(.presented(.saveButtonTapped))",
      .addDate(.presented(.saveButtonTapped)),
      why:
        "The database throws, the effect's catch handler sends saveFailed: isSaving turns off and the sheet shows an alert over itself. No delegate action, no dismiss."
    )
    await narrator.step(
      "The user taps \"OK\".",
      send: ".addDate(.presented(.alert(.dismiss)))",
      .addDate(.presented(.alert(.dismiss))),
      why: "The sheet's own ifLet clears its alert; the sheet stays open."
    )
    await narrator.step(
      "The user picks April 2 instead.",
      send: ".addDate(.presented(.setDate(2024-04-02)))",
      .addDate(.presented(.setDate(day(2, month: 4)))),
      why: "Only the presented date changes."
    )
    await narrator.step(
      "The user taps \"Save\".",
      send: ".addDate(.presented(.saveButtonTapped))",
      .addDate(.presented(.saveButtonTapped)),
      why: "This time the database accepts the date: delegate, then dismiss."
    )
    await narrator.step(
      "The user taps \"+\" once more.",
      send: ".addButtonTapped",
      .addButtonTapped,
      why: "A third sheet opens."
    )
    await narrator.step(
      "The user taps \"Cancel\".",
      send: ".addDate(.presented(.cancelButtonTapped))",
      .addDate(.presented(.cancelButtonTapped)),
      why: "Cancel only calls dismiss(): nothing reaches the database or the list."
    )
  }
}
