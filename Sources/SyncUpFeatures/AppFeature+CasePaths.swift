import Reducers

extension Case where Value: CasePathable<AppFeature.Path.State> {
  /// A detail screen: `\.detail`.
  public var detail: Case<Root, SyncUpDetail.State> { at(AppFeature.Path.State.detail) { if case .detail(let v) = $0 { v } else { nil } } }
  /// A past meeting and its sync-up: `\.meeting`.
  public var meeting: Case<Root, (Meeting, syncUp: SyncUp)> { at(AppFeature.Path.State.meeting) { if case .meeting(let m, let s) = $0 { (m, s) } else { nil } } }
  /// A meeting being recorded: `\.record`.
  public var record: Case<Root, RecordMeeting.State> { at(AppFeature.Path.State.record) { if case .record(let v) = $0 { v } else { nil } } }
}

extension Case where Value: CasePathable<AppFeature.Path.Action> {
  /// An action of a detail screen: `\.detail`.
  public var detail: Case<Root, SyncUpDetail.Action> { at(AppFeature.Path.Action.detail) { if case .detail(let v) = $0 { v } else { nil } } }
  /// An action of a meeting being recorded: `\.record`.
  public var record: Case<Root, RecordMeeting.Action> { at(AppFeature.Path.Action.record) { if case .record(let v) = $0 { v } else { nil } } }
}

extension Case where Value: CasePathable<AppFeature.Action> {
  /// An action of the stack: `\.path`.
  public var path: Case<Root, StackActionOf<AppFeature.Path>> { at(AppFeature.Action.path) { if case .path(let v) = $0 { v } else { nil } } }
  /// An action of the root list: `\.syncUpsList`.
  public var syncUpsList: Case<Root, SyncUpsList.Action> { at(AppFeature.Action.syncUpsList) { if case .syncUpsList(let v) = $0 { v } else { nil } } }
}
