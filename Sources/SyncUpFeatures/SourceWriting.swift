import Reducers

// How the test recorder and the navigation explorer write the app's values as Swift source
// (see `SourceInitializable`): each type below is built by an initializer that takes its stored
// properties, in order, by name, unless it says otherwise.

extension SyncUp: SourceInitializable {}
extension Attendee: SourceInitializable {}
extension Meeting: SourceInitializable {}
extension AppFeature.State: SourceInitializable {}
extension SyncUpDetail.State: SourceInitializable {}
extension RecordMeeting.State: SourceInitializable {}

extension Tagged: SourceInitializable {
  /// The raw value, unlabelled: `SyncUp.ID(UUID(0))`.
  public var sourceArguments: [SourceArgument]? {
    [SourceArgument(nil, rawValue)]
  }

  /// `SyncUp.ID` for `Tagged<SyncUp, UUID>`, when the tag names its ids so (every model of the
  /// app does); otherwise the full name.
  public var sourceTypeName: String? {
    (Tag.self as? any Identifiable.Type).flatMap { identifiable in
      func idType<Model: Identifiable>(_: Model.Type) -> Any.Type { Model.ID.self }
      return idType(identifiable) == Self.self ? TypeName.of(Tag.self) + ".ID" : nil
    }
  }
}

extension SyncUpForm.State: SourceInitializable {
  /// The focus and the sync-up; `nil` for a sync-up without attendees, which the initializer
  /// would give a new one.
  public var sourceArguments: [SourceArgument]? {
    guard !syncUp.attendees.isEmpty else { return nil }
    return [SourceArgument("focus", focus as Any), SourceArgument("syncUp", syncUp)]
  }
}

extension SyncUpsList.State: SourceInitializable {
  /// The destination alone: the initializer reads the sync-ups from shared storage.
  public var sourceArguments: [SourceArgument]? {
    [SourceArgument("destination", destination as Any)]
  }
}
