/// The state of a navigation stack: an ordered list of screens, each with a stable id.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
///
/// state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))  // pushes with a new id
/// state.path.pop(from: id)                                       // pops it and all above
/// ```
///
/// Appending draws a new ``StackElementID`` from the `stackElementID` dependency. Equality
/// compares ids and elements in order. It encodes as a plain array; ids are drawn anew when
/// decoding.
public struct StackState<Element> {
  @usableFromInline var _ids: [StackElementID]
  @usableFromInline var _elements: [Element]
  /// Set by the first `forEach` that runs on this stack: removals are then written down in
  /// ``_removedIDs``. Copies share it; a stack built anew has none. A stack no `forEach`
  /// integrates keeps no record.
  @usableFromInline var _recording: RemovalRecording?
  /// The ids removed since a `forEach` last took them, when removals are recorded.
  ///
  /// A `forEach` cancels the effects of removed elements; with this record it finds them
  /// without comparing the whole stack before and after every action (and without holding the
  /// ids before the action, which would make the next push copy them). Not part of the value:
  /// equality, hashing, coding and descriptions ignore it.
  @usableFromInline package internal(set) var _removedIDs: [StackElementID] = []

  /// The ids, in stack order.
  @inlinable
  public var ids: [StackElementID] { _ids }
  /// The elements, in stack order, parallel to ``ids``.
  @inlinable
  public var elements: [Element] { _elements }

  /// Creates an empty stack.
  public init() {
    _ids = []
    _elements = []
  }

  /// Creates a stack of the given elements, drawing a new id for each.
  ///
  /// - Parameter elements: The screens, bottom first.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The element with the given id; setting `nil` removes it.
  ///
  /// Setting an element for an id that is not in the stack appends it with that id in a test
  /// (as assertions do: `$0.path[id: 0] = .detail(...)`), and is reported elsewhere.
  public subscript(
    id id: StackElementID,
    fileID fileID: StaticString = #fileID,
    line line: UInt = #line
  ) -> Element? {
    get { index(of: id).map { _elements[$0] } }
    set {
      switch (index(of: id), newValue) {
      case (let index?, let element?):
        _elements[index] = element
      case (let index?, nil):
        noteRemoved(CollectionOfOne(_ids[index]))
        _ids.remove(at: index)
        _elements.remove(at: index)
      case (nil, let element?):
        @Dependency(\.context) var context
        guard context == .test else {
          reportIssue(
            """
            Can't assign element at missing ID "\(id)".

            To fix, push a new element with "append" instead of assigning to an id.
            """,
            fileID: fileID, line: line)
          return
        }
        _ids.append(id)
        _elements.append(element)
        @Dependency(\.stackElementID) var generator
        generator.skip(past: id)
      case (nil, nil):
        return
      }
    }
    _modify {
      guard let index = index(of: id) else {
        var missing: Element?
        yield &missing
        return
      }
      var element: Element? = _elements[index]
      yield &element
      if let element {
        _elements[index] = element
      } else {
        noteRemoved(CollectionOfOne(_ids[index]))
        _ids.remove(at: index)
        _elements.remove(at: index)
      }
    }
  }

  /// Removes the element with the given id and every element above it.
  ///
  /// - Parameter id: The lowest id to pop.
  public mutating func pop(from id: StackElementID) {
    guard let index = index(of: id) else { return }
    noteRemoved(_ids[index...])
    _ids.removeSubrange(index...)
    _elements.removeSubrange(index...)
  }

  /// Removes every element above the one with the given id.
  ///
  /// - Parameter id: The id that stays on top.
  public mutating func pop(to id: StackElementID) {
    guard let index = index(of: id) else { return }
    noteRemoved(_ids[(index + 1)...])
    _ids.removeSubrange((index + 1)...)
    _elements.removeSubrange((index + 1)...)
  }

  /// The position of an id; searched from the top, where most actions go.
  @inlinable
  func index(of id: StackElementID) -> Int? {
    _ids.lastIndex(of: id)
  }

  /// Inserts an element with a given id; the stack reducer uses it for `push`.
  @inlinable
  package mutating func insert(_ element: Element, id: StackElementID) {
    _ids.append(id)
    _elements.append(element)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState where Element: CasePathable, Element.Cases == Element {
  /// The element with the given id in one case of the path enum, for reading and writing:
  /// `$0.path[id: 0, case: \.detail]?.title = "x"`.
  ///
  /// Reads `nil` when no element has the id or it is in another case. A write to an element
  /// that is missing or in another case is reported and dropped; writing `nil` removes the
  /// element when it is in that case.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - keyPath: The case, like `\.detail`.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public subscript<Payload>(
    id id: StackElementID,
    case keyPath: CaseKeyPath<Element, Payload>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Payload? {
    get { self[id: id].flatMap { Case(keyPath).extract($0) } }
    set {
      let path = Case(keyPath)
      guard self[id: id].flatMap(path.extract) != nil else {
        reportNotInCase(
          path.pathName, id: id, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      self[id: id] = newValue.map(path.embed)
    }
    _modify {
      let path = Case(keyPath)
      var payload = self[id: id].flatMap(path.extract)
      guard payload != nil else {
        yield &payload
        reportNotInCase(
          path.pathName, id: id, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      yield &payload
      self[id: id] = payload.map(path.embed)
    }
  }

  /// Reports a write to an element that is missing or in another case.
  private func reportNotInCase(
    _ name: String, id: StackElementID, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    guard let element = self[id: id] else {
      reportIssue(
        """
        Can't modify case "\(name)" of the element at missing ID "\(id)".

          Path IDs:
            \(ElementIDs.describe(ids))

        To fix, modify an element that is in the stack.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    reportUnrelatedCase(
      name, in: element, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
