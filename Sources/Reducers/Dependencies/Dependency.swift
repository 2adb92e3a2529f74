/// A property wrapper that reads a dependency from the current ``DependencyValues``.
///
/// Declare it in a reducer, a model, an initialiser or a function, with a key path into
/// `DependencyValues`, which may go on into the dependency's own properties:
///
/// ```swift
/// struct State {
///   let id: UUID
///   let createdAt: Date
///   init() {
///     @Dependency(\.uuid) var uuid
///     @Dependency(\.date.now) var now
///     self.id = uuid()
///     self.createdAt = now
///   }
/// }
/// ```
///
/// The wrapper captures the values current where it is created. Each read combines them with
/// the values current at the read: an override current at the read wins, an override captured at
/// creation fills in, and any other dependency gets its default for the context. Reports about the
/// dependency, such as "no test implementation", point at the line that declared the wrapper.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let read: @Sendable (DependencyValues) -> Value
  private let captured: DependencyValues
  private let access: DependencyAccess

  /// Creates a dependency that reads the value at a key path of ``DependencyValues``.
  ///
  /// - Parameters:
  ///   - keyPath: The path to the value, like `\.uuid` or `\.date.now`.
  ///   - fileID: The file ID of the declaration, quoted by reports.
  ///   - filePath: The file path of the declaration.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init(
    _ keyPath: any KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.read = { $0[keyPath: keyPath] }
    self.captured = DependencyValues.current
    self.access = DependencyAccess(
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      keyPath: keyPath
    )
  }

  /// Creates a dependency that reads the value of a key type directly.
  ///
  /// Reports about the dependency name it by the key's type.
  ///
  /// - Parameters:
  ///   - key: The key of the dependency.
  ///   - fileID: The file ID of the declaration, quoted by reports.
  ///   - filePath: The file path of the declaration.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.read = { $0[Key.self, propertyName: ""] }
    self.captured = DependencyValues.current
    self.access = DependencyAccess(
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      keyPath: nil
    )
  }

  /// The dependency's value, read from the current values filled in with the captured ones.
  public var wrappedValue: Value {
    var values = DependencyValues.current.filled(with: captured)
    values.access = access
    return read(values)
  }
}

/// A `@Dependency` property's storage, which a struct's memberwise initializer does not take:
/// the source printer leaves it out.
package protocol _DependencyStorage {}

extension Dependency: _DependencyStorage {}
