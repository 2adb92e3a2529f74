import Foundation
import Reducers

/// The main screen: the saved dates, and a "+" button that opens the add-date sheet.
///
/// The list presents a single child, so it needs no destination enum: one optional
/// `@Presents` state and one `ifLet` are enough.
public struct DatesFeature: Reducer, Sendable {
  /// The state of the main screen.
  public struct State: Equatable, Sendable {
    /// The saved dates, in the order they were saved.
    public var dates: [Date]
    /// The add-date sheet, or `nil` when it is not on screen.
    @Presents public var addDate: AddDateFeature.State?

    /// Creates the main screen's state.
    ///
    /// - Parameters:
    ///   - dates: The dates to show.
    ///   - addDate: The add-date sheet, if shown.
    public init(dates: [Date] = [], addDate: AddDateFeature.State? = nil) {
      self.dates = dates
      self.addDate = addDate
    }
  }

  /// What the user does on the main screen, and what the sheet sends.
  public enum Action: Sendable, CasePathable {
    /// The user tapped "+".
    case addButtonTapped
    /// An action of the add-date sheet, or its dismissal.
    case addDate(PresentationAction<AddDateFeature.Action>)
  }

  @Dependency(\.date.now) var now

  /// Creates the main screen's reducer.
  public init() {}

  /// Opens the sheet on today's date and shows the dates it saves.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addDate = AddDateFeature.State(date: now)
        return .none

      case .addDate(.presented(.delegate(.dateSaved(let date)))):
        state.dates.append(date)
        return .none

      case .addDate:
        return .none
      }
    }
    .ifLet(\.$addDate, action: \.addDate) { AddDateFeature() }
  }
}
