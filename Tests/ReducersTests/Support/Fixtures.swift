import Reducers

/// Actions with every payload shape case paths must handle.
enum Shape: Equatable, Sendable, CasePathable {
  case tapped
  case count(Int)
  case other(Int)
  case meeting(String, syncUp: Int)
  case child(ChildAction)
}

enum ChildAction: Equatable, Sendable {
  case saved(String)
  case delegate(Delegate)
  case dismissed

  enum Delegate: Equatable, Sendable {
    case finished(Int)
    case cancelled
  }
}

extension ChildAction: CasePathable {}
extension ChildAction.Delegate: CasePathable {}

/// Actions of a parent with each navigation wrapper, for the case paths through them.
enum Route: Equatable, Sendable, CasePathable {
  case destination(PresentationAction<ChildAction>)
  case path(StackAction<String, ChildAction>)
  case rows(IdentifiedAction<Int, ChildAction>)
}
