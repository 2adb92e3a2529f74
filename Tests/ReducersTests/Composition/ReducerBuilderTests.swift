import Reducers
import Testing

/// Appends a mark to the state, to observe the order reducers run in.
struct Mark: Reducer {
  let name: String
  func reduce(into state: inout [String], action: Bool) -> Effect<Bool> {
    state.append(name)
    return .none
  }
}

struct Built: Reducer {
  let includeOptional: Bool
  let useFirst: Bool
  let loop: [String]

  var body: some Reducer<[String], Bool> {
    Mark(name: "a")
    if includeOptional {
      Mark(name: "optional")
    }
    if useFirst {
      Mark(name: "first")
    } else {
      Mark(name: "second")
    }
    for name in loop {
      Mark(name: name)
    }
    Mark(name: "z")
  }
}

@Suite struct ReducerBuilderTests {
  @Test func reducersInABodyRunInOrder() {
    var state: [String] = []
    _ = Built(includeOptional: true, useFirst: true, loop: ["x", "y"])
      .reduce(into: &state, action: true)
    #expect(state == ["a", "optional", "first", "x", "y", "z"])
  }

  @Test func conditionalsPickTheirBranches() {
    var state: [String] = []
    _ = Built(includeOptional: false, useFirst: false, loop: [])
      .reduce(into: &state, action: true)
    #expect(state == ["a", "second", "z"])
  }

  @Test func effectsOfEveryReducerAreMerged() async {
    let reducer = CombineReducers {
      Reduce<Int, Int> { _, action in action == 0 ? .send(1) : .none }
      Reduce<Int, Int> { _, action in action == 0 ? .send(2) : .none }
    }
    var state = 0
    let effect = reducer.reduce(into: &state, action: 0)
    guard case .merge(let effects) = effect.operation else {
      Issue.record("expected a merge, got \(effect.operation)")
      return
    }
    #expect(effects.count == 2)
  }

  @Test func emptyReducerChangesNothing() {
    var state = 5
    let effect = EmptyReducer<Int, Int>().reduce(into: &state, action: 1)
    #expect(state == 5)
    #expect(effect.isNone)
  }

  @Test func reduceWrapsAnotherReducer() {
    var state: [String] = []
    _ = Reduce(Mark(name: "wrapped")).reduce(into: &state, action: true)
    #expect(state == ["wrapped"])
  }

  @Test func emptyBodyDoesNothing() {
    struct Empty: Reducer {
      var body: some Reducer<Int, Int> {}
    }
    var state = 1
    #expect(Empty().reduce(into: &state, action: 2).isNone)
    #expect(state == 1)
  }
}

@Suite struct OnChangeTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var query = ""
      var searches: [String] = []
      var other = 0
    }
    enum Action: Sendable {
      case setQuery(String)
      case bumpOther
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .setQuery(let query):
          state.query = query
          return .none
        case .bumpOther:
          state.other += 1
          return .none
        }
      }
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.searches.append("\(oldValue)→\(newValue)")
          return .none
        }
      }
    }
  }

  @Test func runsOnlyWhenTheValueChanges() {
    var state = Feature.State()
    _ = Feature().reduce(into: &state, action: .setQuery("a"))
    _ = Feature().reduce(into: &state, action: .setQuery("a"))
    _ = Feature().reduce(into: &state, action: .bumpOther)
    _ = Feature().reduce(into: &state, action: .setQuery("ab"))
    #expect(state.searches == ["→a", "a→ab"])
  }
}

@Suite struct PrintChangesTests {
  struct Counter: Reducer {
    struct State {
      var count = 0
      var label = "x"
    }
    enum Action: Sendable { case increment, nothing }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .increment = action { state.count += 1 }
      return .none
    }
  }

  @Test func printsTheActionAndTheStateDiff() {
    let output = Recorder<String>()
    let reducer = Counter()._printChanges { output.record($0) }
    var state = Counter.State()
    _ = reducer.reduce(into: &state, action: .increment)
    _ = reducer.reduce(into: &state, action: .nothing)
    #expect(state.count == 1)
    #expect(
      output.values == [
        """
        received action:
          PrintChangesTests.Counter.Action.increment
            PrintChangesTests.Counter.State(
          −   count: 0,
          +   count: 1,
              label: "x"
            )

        """,
        """
        received action:
          PrintChangesTests.Counter.Action.nothing
          (No state changes)

        """,
      ])
  }

  struct Screen: Reducer {
    struct State {
      var tags: Set<String> = []
      @Presents var alert: AlertState<Alert>?
    }
    enum Action: Sendable { case deleteTapped }
    enum Alert: Sendable { case confirm(id: Int) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.tags = ["b", "c", "a"]
      state.alert = AlertState {
        TextState(#"Delete "notes"? It's final."#)
      } actions: {
        ButtonState(role: .destructive, action: .confirm(id: 7)) { TextState("Yes") }
      }
      return .none
    }
  }

  /// Alerts and buttons carry random ids and sets hash differently on every run; the printout
  /// must not show either, or logs and narrations change from run to run. Texts read as
  /// written, with only double quotes escaped.
  @Test func printsTheSameTextOnEveryRunWithoutGeneratedIDs() {
    let output = Recorder<String>()
    let reducer = Screen()._printChanges { output.record($0) }
    for _ in 1...2 {
      var state = Screen.State()
      _ = reducer.reduce(into: &state, action: .deleteTapped)
    }
    let expected = #"""
      received action:
        PrintChangesTests.Screen.Action.deleteTapped
          PrintChangesTests.Screen.State(
        −   tags: Set([]),
        +   tags: Set([
        +     "a",
        +     "b",
        +     "c"
        +   ]),
        −   _alert: nil
        +   _alert: AlertState<PrintChangesTests.Screen.Alert>(
        +     title: "Delete \"notes\"? It's final.",
        +     message: nil,
        +     buttons: [
        +       [0]: ButtonState<PrintChangesTests.Screen.Alert>(
        +         action: .confirm(id: 7),
        +         label: "Yes",
        +         role: .destructive
        +       )
        +     ]
        +   )
          )

      """#
    #expect(output.values == [expected, expected])
  }
}
