import Foundation
import Reducers

/// Values written as Swift source, for the tests the explorer prints.
///
/// An enum case prints with a leading dot (`.path(.element(id: 0, action: .detail(.edit)))`),
/// so an expression reads as the argument of a `send` whose type gives the context; strings,
/// numbers, UUIDs, durations, optionals and arrays print as literals; a value the feature names
/// (``Context/names``) prints as its name; a ``SourceInitializable`` type as a call of its
/// initializer; a `Shared` as the place in the state it aliases (``Context/sharedPlaces``); a
/// plain struct, when the context says so (``Context/structs``), as a call of its memberwise
/// initializer. Anything else (a class, a struct otherwise) prints as its type and fields, which
/// may not compile: such an expression is marked inexact, and the printers say so instead of
/// emitting code that does not build.
package enum SwiftSource {
  /// A Swift expression for a value, and whether it compiles to an equal value.
  package struct Expression: Equatable, Sendable {
    /// The source text.
    package let text: String
    /// Whether the text is known to compile to a value equal to the one printed (in a context
    /// that gives the enum's type).
    package let isExact: Bool
  }

  /// Writes `value` as a Swift expression.
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - abbreviated: Whether a struct or class prints as `Type(…)` instead of its fields: for
  ///     a line a person reads rather than compiles.
  ///   - context: The names the feature gives values, and where the state's shared references
  ///     are.
  package static func expression(
    _ value: Any, abbreviated: Bool = false, context: Context = Context()
  ) -> Expression {
    var isExact = true
    let writer = Writer(abbreviated: abbreviated, context: context)
    let text = writer.write(value, isExact: &isExact, depth: 0)
    return Expression(text: text, isExact: isExact)
  }

  /// A struct as a call of its initializer with its stored properties, leaving out those
  /// behind property wrappers (`_clock` of a `@Dependency`), which an initializer does not take:
  /// `Feature(hasBug: true)`, `AppFeature()`.
  ///
  /// Exact only when every property printed is: whether the initializer exists and is visible
  /// where the source is pasted is for the reader to see.
  package static func initializer(_ value: Any) -> Expression {
    var isExact = true
    let mirror = Mirror(reflecting: value)
    let arguments = mirror.children.compactMap { child -> String? in
      guard let label = child.label, !label.hasPrefix("_") else { return nil }
      let writer = Writer(abbreviated: false, context: Context())
      return "\(label): \(writer.write(child.value, isExact: &isExact, depth: 1))"
    }
    return Expression(
      text: TypeName.of(type(of: value)) + "(" + arguments.joined(separator: ", ") + ")",
      isExact: isExact)
  }

  /// A duration as the shortest `Duration` factory that states it exactly.
  package static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let total = seconds.multipliedReportingOverflow(by: 1000)
    if attoseconds % attosecondsPerMillisecond == 0, !total.overflow {
      return ".milliseconds(\(total.partialValue + attoseconds / attosecondsPerMillisecond))"
    }
    return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
  }

  /// A UUID as `UUID(n)` when it is a counted one (the first ten bytes zero, as
  /// `UUIDGenerator.incrementing` makes them), otherwise from its string.
  package static func uuid(_ uuid: UUID) -> String {
    let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
    guard bytes.prefix(10).allSatisfy({ $0 == 0 }) else {
      return "UUID(uuidString: \(StringLiteral.quoted(uuid.uuidString)))!"
    }
    return "UUID(\(bytes.suffix(6).reduce(0) { $0 << 8 | Int($1) }))"
  }

  /// A value Swift writes as a literal or a plain call (a string, a number, a UUID, a date, a
  /// duration, a stack id), or `nil` for anything else.
  package static func literal(_ value: Any) -> String? {
    switch value {
    case let string as String: StringLiteral.quoted(string)
    case let character as Character: StringLiteral.quoted(String(character))
    case let bool as Bool: "\(bool)"
    case let integer as any BinaryInteger: "\(integer)"
    case let double as Double: "\(double)"
    case let id as StackElementID: "\(id.generation)"
    case let uuid as UUID: SwiftSource.uuid(uuid)
    case let duration as Duration: SwiftSource.duration(duration)
    case let date as Date: "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    case let indexes as IndexSet: "[" + indexes.map(String.init).joined(separator: ", ") + "]"
    default: nil
    }
  }

  /// Writes values, abbreviated or in full.
  struct Writer {
    let abbreviated: Bool
    let context: Context

    func write(_ value: Any, isExact: inout Bool, depth: Int) -> String {
      guard depth < 24 else {
        isExact = false
        return "…"
      }
      if let literal = SwiftSource.literal(value) {
        if let double = value as? Double, !double.isFinite { isExact = false }
        return literal
      }
      // An optional is unwrapped first: a cast to a protocol would look through it, and the
      // type's name would be `Optional`'s.
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first else { return "nil" }
        return write(wrapped.value, isExact: &isExact, depth: depth + 1)
      }
      if let name = context.name(of: value) { return name }
      if let shared = value as? any AnyShared {
        if let source = context.source(of: shared, writer: self, isExact: &isExact, depth: depth) {
          return source
        }
        isExact = false
        return "Shared(value: \(write(shared.sharedValue, isExact: &isExact, depth: depth + 1)))"
      }
      if let binding = value as? any _BindingActionSource {
        guard let keyPath = binding._keyPathSource else {
          isExact = false
          return ".set(…)"
        }
        return ".set(\(keyPath), \(write(binding._value, isExact: &isExact, depth: depth + 1)))"
      }
      if let initializable = value as? any SourceInitializable, !abbreviated,
        let sourceArguments = initializable.sourceArguments
      {
        let arguments = sourceArguments.map { argument in
          let text = write(argument.value, isExact: &isExact, depth: depth + 1)
          return argument.label.map { "\($0): \(text)" } ?? text
        }
        let name = initializable.sourceTypeName ?? TypeName.of(type(of: value))
        return name + "(" + arguments.joined(separator: ", ") + ")"
      }
      switch mirror.displayStyle {
      case .enum:
        guard let payload = mirror.children.first, let name = payload.label else {
          return "." + String(describing: value)
        }
        return ".\(name)(\(arguments(payload.value, isExact: &isExact, depth: depth)))"
      case .collection, .set:
        let elements = mirror.children.map { write($0.value, isExact: &isExact, depth: depth + 1) }
        return "[" + elements.joined(separator: ", ") + "]"
      case .tuple:
        return "(" + arguments(value, isExact: &isExact, depth: depth) + ")"
      default:
        if context.structs == .memberwise, !abbreviated, mirror.displayStyle == .struct,
          let call = memberwise(value, mirror: mirror, isExact: &isExact, depth: depth)
        {
          return call
        }
        // A class, or a struct whose initializer cannot be told from its stored properties.
        isExact = false
        if abbreviated { return TypeName.of(type(of: value)) + "(…)" }
        let fields = mirror.children.map { child in
          let text = write(child.value, isExact: &isExact, depth: depth + 1)
          return child.label.map { "\($0): \(text)" } ?? text
        }
        return TypeName.of(type(of: value)) + "(" + fields.joined(separator: ", ") + ")"
      }
    }

    /// A struct as a call of its memberwise initializer, or `nil` when its stored properties do
    /// not tell the initializer's parameters: a property wrapper other than `@Presents` and
    /// `@Dependency` (a `@Shared` takes its value or its reference depending on whether its
    /// declaration gives a default), a `lazy` property, a field without a label.
    func memberwise(_ value: Any, mirror: Mirror, isExact: inout Bool, depth: Int) -> String? {
      var arguments: [String] = []
      var exact = isExact
      for child in mirror.children {
        guard let label = child.label, !label.hasPrefix("$") else { return nil }
        guard label.hasPrefix("_") else {
          arguments.append("\(label): \(write(child.value, isExact: &exact, depth: depth + 1))")
          continue
        }
        if child.value is any _DependencyStorage { continue }
        guard let presentation = child.value as? any _PresentationNode, label.count > 1 else {
          return nil
        }
        let presented = presentation._presented.map { write($0, isExact: &exact, depth: depth + 1) }
        arguments.append("\(label.dropFirst()): \(presented ?? "nil")")
      }
      isExact = exact
      return TypeName.of(type(of: value)) + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// An enum payload or a tuple as a comma-separated argument list, with its labels.
    func arguments(_ payload: Any, isExact: inout Bool, depth: Int) -> String {
      let mirror = Mirror(reflecting: payload)
      guard mirror.displayStyle == .tuple else {
        return write(payload, isExact: &isExact, depth: depth + 1)
      }
      return mirror.children.map { child in
        let text = write(child.value, isExact: &isExact, depth: depth + 1)
        guard let label = child.label, !label.hasPrefix(".") else { return text }
        return "\(label): \(text)"
      }.joined(separator: ", ")
    }
  }
}
