import Synchronization

/// The identity of an element of a ``StackState``, printed `#0`, `#1`, ….
///
/// Ids come from the `stackElementID` dependency: they count up from zero in the order
/// elements are created, never reused while an element has them. Each test store has its own
/// generator, so a test sees `#0`, `#1`, … whatever ran before it. In tests, integer literals
/// name ids: `$0.path[id: 0]`.
public struct StackElementID: Hashable, Comparable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible, ExpressibleByIntegerLiteral
{
  /// The position of the id in creation order.
  public let generation: Int

  /// Creates the id of the given generation.
  ///
  /// - Parameter generation: The id's number.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Creates an id from an integer literal, as tests write them: `\.path[id: 0]`.
  ///
  /// - Parameter value: The id's number.
  public init(integerLiteral value: Int) {
    self.generation = value
  }

  /// Orders ids by creation.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }

  /// The id as `#0`.
  public var description: String { "#\(generation)" }

  /// The id as `#0`.
  public var debugDescription: String { description }
}

/// Hands out ``StackElementID``s in increasing order; shared by copies.
public final class StackElementIDGenerator: Sendable {
  private let next = Lock(0)

  /// Creates a generator whose first id is `#start`.
  ///
  /// - Parameter start: The generation of the first id.
  public init(start: Int = 0) {
    next.withLock { $0 = start }
  }

  /// Returns a new id.
  public func callAsFunction() -> StackElementID {
    next.withLock { next in
      defer { next += 1 }
      return StackElementID(generation: next)
    }
  }

  /// The generation the next id will have.
  public var peek: Int {
    next.withLock { $0 }
  }

  /// Moves the generator past `id`, so it is never handed out again.
  package func skip(past id: StackElementID) {
    next.withLock { $0 = max($0, id.generation + 1) }
  }
}

extension DependencyValues {
  /// The generator of stack element ids: one per test store under test.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}
