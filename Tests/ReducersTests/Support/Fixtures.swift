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

extension Case where Value: CasePathable<Shape> {
  var tapped: Case<Root, Void> { at(.tapped) { if case .tapped = $0 { () } else { nil } } }
  var count: Case<Root, Int> { at(Shape.count) { if case .count(let v) = $0 { v } else { nil } } }
  var other: Case<Root, Int> { at(Shape.other) { if case .other(let v) = $0 { v } else { nil } } }
  var meeting: Case<Root, (String, syncUp: Int)> {
    at(Shape.meeting) { if case .meeting(let m, let s) = $0 { (m, s) } else { nil } }
  }
  var child: Case<Root, ChildAction> { at(Shape.child) { if case .child(let v) = $0 { v } else { nil } } }
}

extension Case where Value: CasePathable<ChildAction> {
  var saved: Case<Root, String> { at(ChildAction.saved) { if case .saved(let v) = $0 { v } else { nil } } }
  var delegate: Case<Root, ChildAction.Delegate> {
    at(ChildAction.delegate) { if case .delegate(let v) = $0 { v } else { nil } }
  }
  var dismissed: Case<Root, Void> { at(.dismissed) { if case .dismissed = $0 { () } else { nil } } }
}

extension Case where Value: CasePathable<ChildAction.Delegate> {
  var finished: Case<Root, Int> {
    at(ChildAction.Delegate.finished) { if case .finished(let v) = $0 { v } else { nil } }
  }
  var cancelled: Case<Root, Void> { at(.cancelled) { if case .cancelled = $0 { () } else { nil } } }
}

extension ChildAction: CasePathable {}
extension ChildAction.Delegate: CasePathable {}

/// Actions of a parent with each navigation wrapper, for the case paths through them.
enum Route: Equatable, Sendable, CasePathable {
  case destination(PresentationAction<ChildAction>)
  case path(StackAction<String, ChildAction>)
  case rows(IdentifiedAction<Int, ChildAction>)
}

extension Case where Value: CasePathable<Route> {
  var destination: Case<Root, PresentationAction<ChildAction>> {
    at(Route.destination) { if case .destination(let v) = $0 { v } else { nil } }
  }
  var path: Case<Root, StackAction<String, ChildAction>> {
    at(Route.path) { if case .path(let v) = $0 { v } else { nil } }
  }
  var rows: Case<Root, IdentifiedAction<Int, ChildAction>> {
    at(Route.rows) { if case .rows(let v) = $0 { v } else { nil } }
  }
}
