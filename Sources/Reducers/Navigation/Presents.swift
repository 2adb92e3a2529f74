/// Optional state of a presented child feature: a sheet, an alert, a destination.
///
/// Declare presented state with the property wrapper and integrate it with
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` through its projected
/// value:
///
/// ```swift
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in ... }
///     .ifLet(\.$destination, action: \.destination) { Destination() }
/// }
/// ```
///
/// The value is stored out of line, so a feature can present itself recursively. Two values are
/// equal when their wrapped states are equal.
@propertyWrapper
public struct Presents<State> {
  /// Zero or one element: an out-of-line buffer that is mutated in place when unique.
  @usableFromInline package var storage: [State]
  /// The child the presentation `ifLet` last saw here while effects were in flight, whose
  /// effects may still run: not part of the value (equality, hashing, coding and dumps ignore
  /// it), and kept when the wrapped value is set.
  ///
  /// When another reducer dismisses or replaces the child, before the `ifLet` in the same
  /// action or after it, the `ifLet` finds here what was presented and cancels its effects.
  @usableFromInline package var lastPresented: PresentChild?

  /// Creates presented state, `nil` when nothing is presented.
  ///
  /// - Parameter wrappedValue: The presented state.
  @inlinable
  public init(wrappedValue: State?) {
    storage = wrappedValue.map { [$0] } ?? []
    lastPresented = nil
  }

  /// The presented state, or `nil` when nothing is presented.
  @inlinable
  public var wrappedValue: State? {
    get { storage.first }
    set {
      storage.removeAll(keepingCapacity: true)
      if let newValue { storage.append(newValue) }
    }
    _modify {
      var value = storage.popLast()
      defer { if let value { storage.append(value) } }
      yield &value
    }
  }

  /// The wrapper itself, for `\.$destination` key paths.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// Runs `body` on the presented state without copying it; returns `nil` when nothing is
  /// presented.
  @inlinable
  package func withPresented<Result>(_ body: (State) throws -> Result) rethrows -> Result? {
    guard !storage.isEmpty else { return nil }
    return try body(storage[0])
  }
}

extension Presents where State: CasePathable, State.Cases == State {
  /// The presented state in one case of a destination enum, for reading and writing:
  /// `$0.$destination[case: \.edit]?.title = "New"`.
  ///
  /// Reads `nil` when nothing is presented or another case is. A write to a case that is not
  /// presented is reported and dropped; writing `nil` while the case is presented dismisses it.
  ///
  /// - Parameters:
  ///   - keyPath: The case, like `\.edit`.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public subscript<Payload>(
    case keyPath: CaseKeyPath<State, Payload>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Payload? {
    get { wrappedValue.flatMap { Case(keyPath).extract($0) } }
    set {
      let path = Case(keyPath)
      guard wrappedValue.flatMap(path.extract) != nil else {
        reportNotPresented(
          path.pathName, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      wrappedValue = newValue.map(path.embed)
    }
    _modify {
      let path = Case(keyPath)
      var payload = wrappedValue.flatMap(path.extract)
      guard payload != nil else {
        yield &payload
        reportNotPresented(
          path.pathName, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      yield &payload
      wrappedValue = payload.map(path.embed)
    }
  }

  /// Reports a write to a case that is not presented: another case is, or nothing.
  private func reportNotPresented(
    _ name: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard let wrappedValue else {
      reportIssue(
        """
        Can't modify case "\(name)": nothing is presented.

        To fix, present the destination first, or assign the whole destination instead.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    reportUnrelatedCase(
      name, in: wrappedValue, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The name TCA users know for presented state.
public typealias PresentationState<State> = Presents<State>

extension Presents: Equatable where State: Equatable {
  /// Whether the wrapped states are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension Presents: Hashable where State: Hashable {
  /// Hashes the wrapped state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Presents: Sendable where State: Sendable {}

extension Presents: Decodable where State: Decodable {
  /// Decodes the wrapped optional as a single value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: try container.decode(State?.self))
  }
}

extension Presents: Encodable where State: Encodable {
  /// Encodes the wrapped optional as a single value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension Presents: CustomReflectable {
  /// Reflects as the wrapped optional, so dumps and diffs show the presented state itself.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
