import Foundation
import Reducers
import SyncUpFeatures

extension Interpreter {
  /// Edits the "New sync-up" or "Edit" sheet through the form's actions, as its fields would.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - form: The form on screen.
  ///   - screen: The sheet, for messages.
  ///   - embed: Wraps an action of the sheet's presenter (the list or the detail screen) into
  ///     an action of the app.
  func performOnForm<Presenter>(
    _ command: Command,
    _ form: SyncUpForm.State,
    on screen: Screen,
    embed: (Presenter) -> AppFeature.Action
  ) throws(CommandError) where Presenter: FormPresenter {
    func edit(_ action: SyncUpForm.Action) {
      session.send(embed(Presenter.form(action)))
    }
    switch command {
    case .title(let title):
      edit(.binding(.set(\.syncUp.title, title)))
    case .duration(let minutes):
      edit(.binding(.set(\.syncUp.duration, .seconds(minutes * 60))))
    case .theme(let theme):
      edit(.binding(.set(\.syncUp.theme, theme)))
    case .attendee(let name):
      var id = form.syncUp.attendees.first { $0.name.allSatisfy(\.isWhitespace) }?.id
      if id == nil {
        edit(.addAttendeeButtonTapped)
        id = currentForm(on: screen)?.syncUp.attendees.last?.id
      }
      guard let id, var attendees = currentForm(on: screen)?.syncUp.attendees else { return }
      attendees[id: id]?.name = name
      // The whole list, as a text field bound to it writes it: a key path through a
      // subscript cannot be written in a recorded test.
      edit(.binding(.set(\.syncUp.attendees, attendees)))
    case .remove(let number):
      _ = try element(number, of: Array(form.syncUp.attendees), "attendee", in: "the form")
      edit(.deleteAttendees(atOffsets: IndexSet(integer: number - 1)))
    case .done:
      session.send(embed(Presenter.done))
    case .cancel:
      session.send(embed(Presenter.cancel))
    default:
      throw unavailable(command, on: screen)
    }
  }

  /// The form of the sheet on screen now, after an action changed it.
  private func currentForm(on screen: Screen) -> SyncUpForm.State? {
    switch Screen(session.state) {
    case .addSheet(let form), .editSheet(_, let form): form
    default: nil
    }
  }
}

/// A feature that presents the sync-up form in a sheet, and the buttons that close it.
protocol FormPresenter {
  /// Wraps an action of the form.
  static func form(_ action: SyncUpForm.Action) -> Self
  /// The button that saves: "Add" or "Done".
  static var done: Self { get }
  /// The button that throws the changes away: "Dismiss" or "Cancel".
  static var cancel: Self { get }
}

extension SyncUpsList.Action: FormPresenter {
  static func form(_ action: SyncUpForm.Action) -> Self { .destination(.presented(.add(action))) }
  static var done: Self { .confirmAddSyncUpButtonTapped }
  static var cancel: Self { .dismissAddSyncUpButtonTapped }
}

extension SyncUpDetail.Action: FormPresenter {
  static func form(_ action: SyncUpForm.Action) -> Self { .destination(.presented(.edit(action))) }
  static var done: Self { .doneEditingButtonTapped }
  static var cancel: Self { .cancelEditButtonTapped }
}
