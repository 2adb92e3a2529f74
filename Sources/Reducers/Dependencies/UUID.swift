import Foundation
import Synchronization

/// A dependency that generates UUIDs.
///
/// Read it with `@Dependency(\.uuid) var uuid` and call it: `uuid()`. The live value returns
/// random UUIDs. It has no test value: a test that reads it without overriding it fails with
/// "has no test implementation". Tests use ``incrementing`` or ``constant(_:)``:
///
/// ```swift
/// withDependencies { $0.uuid = .incrementing } operation: {
///   @Dependency(\.uuid) var uuid
///   uuid()  // 00000000-0000-0000-0000-000000000000
///   uuid()  // 00000000-0000-0000-0000-000000000001
/// }
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator that calls `generate` for each UUID.
  ///
  /// - Parameter generate: Returns the next UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns the next UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// A generator of `UUID(0)`, `UUID(1)`, `UUID(2)`, … in order.
  ///
  /// Each use of `incrementing` starts a new sequence at zero; copies of one generator share
  /// its counter.
  public static var incrementing: Self {
    incrementing(from: 0)
  }

  /// A generator of `UUID(start)`, `UUID(start + 1)`, … in order: for a test that starts
  /// from data whose ids count up to `start - 1`.
  ///
  /// - Parameter start: The first count.
  /// - Returns: The generator.
  public static func incrementing(from start: Int) -> Self {
    let counter = UUIDCounter(start: start)
    return Self { UUID(counter.next()) }
  }

  /// A generator that always returns `uuid`.
  ///
  /// - Parameter uuid: The UUID to return.
  /// - Returns: The generator.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }
}

extension UUID {
  /// Creates the UUID whose last 12 hexadecimal digits spell `intValue`, the rest zero.
  ///
  /// `UUID(3)` is `00000000-0000-0000-0000-000000000003`; `UUID(255)` is
  /// `00000000-0000-0000-0000-0000000000FF`. Only the low 48 bits of `intValue` are used. The
  /// ``UUIDGenerator/incrementing`` generator yields `UUID(0)`, `UUID(1)`, ….
  ///
  /// - Parameter intValue: The number to spell.
  public init(_ intValue: Int) {
    let bits = UInt64(truncatingIfNeeded: intValue)
    func byte(_ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: bits >> (8 * index)) }
    self.init(
      uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, byte(5), byte(4), byte(3), byte(2), byte(1), byte(0))
    )
  }
}

extension DependencyValues {
  /// The generator of UUIDs: random when live, with no test value.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
}

/// The counter shared by the copies of one incrementing generator.
private final class UUIDCounter: Sendable {
  private let count: Lock<Int>

  init(start: Int) {
    count = Lock(start)
  }

  /// Returns the current count and increments it.
  func next() -> Int {
    count.withLock { value in
      defer { value += 1 }
      return value
    }
  }
}
