import Foundation
import Reducers

/// The add-date sheet: a date picker and a "Save" button that writes the date to the
/// database before telling the parent.
///
/// While the database works, `isSaving` is `true` (the screen shows a progress view and
/// ignores more taps). On success the sheet tells its parent with a delegate action and
/// dismisses itself; on failure it stays open and shows an alert.
public struct AddDateFeature: Reducer, Sendable {
  /// The state of the sheet.
  public struct State: Equatable, Sendable {
    /// The date in the picker.
    public var date: Date
    /// Whether the database is saving the date.
    public var isSaving: Bool
    /// The alert that says saving failed, if it is on screen.
    @Presents public var alert: AlertState<Never>?

    /// Creates the sheet's state.
    ///
    /// - Parameters:
    ///   - date: The date in the picker.
    ///   - isSaving: Whether a save is in flight.
    ///   - alert: The failure alert, if shown.
    public init(date: Date, isSaving: Bool = false, alert: AlertState<Never>? = nil) {
      self.date = date
      self.isSaving = isSaving
      self.alert = alert
    }
  }

  /// What the user does on the sheet, what the database answers, and what the sheet tells
  /// its parent.
  public enum Action: Sendable, CasePathable {
    /// The failure alert was dismissed.
    case alert(PresentationAction<Never>)
    /// The user tapped "Cancel".
    case cancelButtonTapped
    /// What the sheet tells the dates list; the sheet itself does nothing with it.
    case delegate(Delegate)
    /// The user tapped "Save".
    case saveButtonTapped
    /// The database refused the date.
    case saveFailed(DatabaseError)
    /// The user picked a date.
    case setDate(Date)

    /// What the sheet tells its parent.
    public enum Delegate: Sendable, CasePathable {
      /// The database saved this date: the parent shows it.
      case dateSaved(Date)
    }
  }

  @Dependency(\.database) var database
  @Dependency(\.dismiss) var dismiss

  /// Creates the sheet's reducer.
  public init() {}

  /// Picks the date, saves it, and reports the outcome.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .delegate:
        return .none

      case .saveButtonTapped:
        guard !state.isSaving else { return .none }
        state.isSaving = true
        return .run { [date = state.date] send in
          try await database.save(date)
          await send(.delegate(.dateSaved(date)))
          await dismiss()
        } catch: { error, send in
          await send(.saveFailed(error as? DatabaseError ?? .unavailable))
        }

      case .saveFailed(let error):
        state.isSaving = false
        state.alert = .saveFailed(error)
        return .none

      case .setDate(let date):
        state.date = date
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == Never {
  /// The alert that says why the database refused a date.
  ///
  /// - Parameter error: What the database said.
  /// - Returns: An alert with the reason as its message and a single "OK" button.
  public static func saveFailed(_ error: DatabaseError) -> Self {
    AlertState {
      TextState("Couldn't save the date")
    } message: {
      TextState(error.description)
    }
  }
}
