import Reducers

/// Tells a feature's story one step at a time, for the examples' walkthroughs: what the user did, what the reducer saw and
/// changed, what is on screen afterwards, and why.
@MainActor
public final class Narrator<State, Action: Sendable> {
  private let store: Store<State, Action>
  private let changes: ChangeLog
  private let write: (String) -> Void
  private var count = 0

  /// Creates a narrator for a store whose reducer prints its changes to `changes`.
  public init(store: Store<State, Action>, changes: ChangeLog, write: @escaping (String) -> Void) {
    self.store = store
    self.changes = changes
    self.write = write
  }

  /// Prints a heading, then what is on screen before the first step.
  public func begin(_ title: String) {
    write(title)
    write("")
    write("screen: \(NavigationTree(of: store.state))")
    write("")
  }

  /// Sends an action, waits for its effects to end, and narrates what happened.
  ///
  /// - Parameters:
  ///   - story: What the user does, in words.
  ///   - label: The action as the user's gesture sends it, like `.addButtonTapped`.
  ///   - action: The action to send.
  ///   - why: What happened and why, in one line.
  public func step(_ story: String, send label: String, _ action: Action, why: String) async {
    count += 1
    write("\(count). \(story)")
    write("   ▶ send \(label)")
    await store.send(action).finish()
    for line in changes.drain() {
      write("   \(line)")
    }
    write("   screen: \(NavigationTree(of: store.state))")
    write("   why: \(why)")
    write("")
  }
}
