/// An enum whose cases case key paths can name, or a wrapper that passes through to one.
///
/// Conform an enum to it, and declare one line per case in an extension of ``Case`` where
/// `Value: CasePathable<YourEnum>`:
///
/// ```swift
/// enum Action: CasePathable { case edit(SyncUpForm.Action), saveTapped }
///
/// extension Case where Value: CasePathable<Action> {
///   var edit: Case<Root, SyncUpForm.Action> { at(Action.edit) { if case .edit(let a) = $0 { a } else { nil } } }
///   var saveTapped: Case<Root, Void> { at(.saveTapped) { if case .saveTapped = $0 { () } else { nil } } }
/// }
/// ```
///
/// A wrapper such as ``PresentationAction`` conforms with `Cases` set to the type it wraps, so
/// the same lines serve `\.destination.edit` through `.presented`.
///
/// Mark the enum `@dynamicMemberLookup` too to get an optional property per case:
/// `destination?.edit` reads the `edit` payload (or `nil`), and assigning to it rewrites the
/// payload when the enum is in that case. Assigning while the enum is in a different case is
/// reported, not silently ignored.
public protocol CasePathable<Cases>: SendableMetatype {
  /// The enum whose cases the key paths name: `Self` for an enum, the wrapped enum for a
  /// wrapper.
  associatedtype Cases = Self
  /// Wraps a value of the enum.
  static func embedCase(_ value: Cases) -> Self
  /// The wrapped enum value, if there is one.
  func extractCase() -> Cases?
  /// The value of the case named `name` holding `payload`, when the enum has a case of that
  /// name whose payload is one value of `payload`'s type; `nil` otherwise.
  ///
  /// Not part of the API: the case-path plugin writes it for the enums it writes case paths
  /// of, and the navigation explorer builds the actions of an alert a destination enum holds
  /// with it (`case alert(AlertState<Alert>)` beside `case alert(Alert)`).
  static func _embedCase(named name: String, payload: Any) -> Self?
}

extension CasePathable {
  /// No case is known by name unless the case-path plugin wrote the enum's case paths.
  ///
  /// - Parameters:
  ///   - name: A case's name.
  ///   - payload: The case's payload.
  /// - Returns: `nil`.
  public static func _embedCase(named name: String, payload: Any) -> Self? { nil }
}

extension CasePathable where Cases == Self {
  /// An enum is its own case container.
  @inlinable
  public static func embedCase(_ value: Self) -> Self { value }

  /// An enum is its own case container.
  @inlinable
  public func extractCase() -> Self? { self }
}

extension CasePathable where Cases == Self {
  /// Reads the payload of a case, or writes it when the value is already in that case.
  public subscript<Payload>(dynamicMember keyPath: CaseKeyPath<Self, Payload>) -> Payload? {
    get { Case(keyPath).extract(self) }
    set { self[case: keyPath] = newValue }
    // A write through optional chaining (`$0.destination?.edit?.title = "New"`) reaches here,
    // not the setter: when the value is in another case the chain stops at `nil` and would drop
    // the write silently, so it is reported.
    _modify {
      let path = Case(keyPath)
      var payload = path.extract(self)
      guard payload != nil else {
        yield &payload
        reportUnrelatedCase(path.pathName, in: self)
        return
      }
      yield &payload
      if let payload { self = path.embed(payload) }
    }
  }

  /// Reads the payload of a case, or writes it when the value is already in that case.
  ///
  /// Writing `nil` does nothing. Writing a payload while the value is in another case reports
  /// `Can't modify unrelated case "<name>"` and leaves the value unchanged.
  public subscript<Payload>(
    case keyPath: CaseKeyPath<Self, Payload>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Payload? {
    get { Case(keyPath).extract(self) }
    set {
      guard let newValue else { return }
      let path = Case(keyPath)
      guard path.extract(self) != nil else {
        reportUnrelatedCase(
          Case(keyPath).pathName, in: self, fileID: fileID, filePath: filePath, line: line,
          column: column)
        return
      }
      self = path.embed(newValue)
    }
  }

  /// Whether the value is in the case a key path names.
  ///
  /// - Parameter keyPath: A case key path such as `\.edit`.
  /// - Returns: `true` when the payload can be extracted.
  public func `is`<Payload>(_ keyPath: CaseKeyPath<Self, Payload>) -> Bool {
    Case(keyPath).extract(self) != nil
  }

  /// Modifies the payload of a case in place, reporting when the value is in another case.
  ///
  /// - Parameters:
  ///   - keyPath: The case to modify, like `\.edit`.
  ///   - body: Changes the payload.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public mutating func modify<Payload>(
    _ keyPath: CaseKeyPath<Self, Payload>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (inout Payload) throws -> Void
  ) rethrows {
    let path = Case(keyPath)
    guard var payload = path.extract(self) else {
      reportUnrelatedCase(
        Case(keyPath).pathName, in: self, fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    try body(&payload)
    self = path.embed(payload)
  }
}

/// Reports a write to a case a value is not in, which is dropped.
@usableFromInline
func reportUnrelatedCase(
  _ name: String,
  in value: some Any,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    """
    Can't modify unrelated case "\(name)": the value is in another case.

      Value:
        \(Describe.caseOf(value))

    To fix, check the case before modifying it, or assign the whole value instead.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}
