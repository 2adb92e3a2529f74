import Foundation

/// A dependency that tells the current date.
///
/// Read it with `@Dependency(\.date) var date` and call it, `date()`, or read
/// `@Dependency(\.date.now) var now`. The live value returns `Date()`. It has no test value: a test
/// that reads it without overriding it fails with "has no test implementation". Tests fix it:
///
/// ```swift
/// withDependencies {
///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
/// } operation: { ... }
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator that calls `generate` for each date.
  ///
  /// - Parameter generate: Returns the current date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// Returns the current date.
  public func callAsFunction() -> Date {
    generate()
  }

  /// A generator that always returns `date`.
  ///
  /// - Parameter date: The date to return.
  /// - Returns: The generator.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }

  /// The current date; setting it makes the generator always return the new date.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }
}

extension DependencyValues {
  /// The generator of the current date: `Date()` when live, with no test value.
  ///
  /// Setting `$0.date.now` overrides it with a constant without reading the default, so it does
  /// not report "no test implementation".
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
    _modify { yield &self[DateGeneratorKey.self] }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
}
