// The record of removed ids a stack keeps for the `forEach` that integrates it.

extension StackState {
  /// Writes down removed ids, when a `forEach` asked for them.
  @inlinable
  mutating func noteRemoved(_ ids: some Collection<StackElementID>) {
    if _recording != nil, !ids.isEmpty { _removedIDs.append(contentsOf: ids) }
  }

  /// Starts recording removals (if this stack does not already), and marks where the record is.
  @inlinable
  package mutating func beginRecordingRemovals() -> RemovalMark {
    let recording = _recording ?? RemovalRecording()
    _recording = recording
    return RemovalMark(recording: recording, count: _removedIDs.count)
  }

  /// The ids removed since a `forEach` last took them, and clears the record; `nil` when this
  /// stack is not the one the mark was taken on, changed in place or as a copy (a new stack was
  /// assigned), so the record cannot tell.
  ///
  /// The record includes removals made before `mark` was taken: by a reducer that ran before
  /// the `forEach` in this action, or after it the last time it ran. Their elements are gone, and
  /// their effects are cancelled now.
  @inlinable
  package mutating func takeRemovedIDs(since mark: RemovalMark) -> [StackElementID]? {
    defer { if !_removedIDs.isEmpty { _removedIDs.removeAll(keepingCapacity: true) } }
    guard _recording === mark.recording, _removedIDs.count >= mark.count else { return nil }
    return _removedIDs
  }
}

/// The identity of a stack's removal record: see `StackState._recording`.
@usableFromInline
package final class RemovalRecording: Sendable {
  @usableFromInline
  init() {}
}

/// Where a stack's removal record stood when a `forEach` began an action.
@usableFromInline
package struct RemovalMark {
  @usableFromInline let recording: RemovalRecording
  @usableFromInline let count: Int

  @inlinable
  init(recording: RemovalRecording, count: Int) {
    self.recording = recording
    self.count = count
  }
}
