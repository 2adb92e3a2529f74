import Foundation

/// The situation code runs in, which picks the default value of every dependency.
///
/// The context is detected once per process:
///
/// - The environment variable `NAVTESTKIT_DEPENDENCIES_CONTEXT`, set to `live`, `preview` or `test`,
///   wins over everything else.
/// - Otherwise the process is a test process, and the context is ``test``, when any of these
///   holds: the executable's name contains `xctest` (SwiftPM's `<Package>PackageTests.xctest` on
///   Linux, Xcode's `xctest` runner on macOS), `PackageTests` or `swiftpm-testing-helper` (the
///   runner SwiftPM uses for Swift Testing on macOS); the arguments contain `--testing-library`
///   (SwiftPM passes `--testing-library swift-testing` when it runs the Swift Testing pass); or
///   one of the variables `XCTestConfigurationFilePath`, `XCTestBundlePath`,
///   `XCTestSessionIdentifier` is set (Xcode).
/// - Otherwise the context is ``live``.
///
/// `swift test` on Linux runs one executable, `<Package>PackageTests.xctest`, twice: once for
/// XCTest with no arguments, once for Swift Testing with `--testing-library swift-testing`. The
/// executable name alone detects both; the argument check covers runners with another name.
///
/// A ``DependencyValues`` can override its context like any dependency:
/// `withDependencies { $0.context = .preview } operation: { ... }`.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// The application is running for real: dependencies use their live values.
  case live
  /// The application is running for a preview: dependencies use their preview values.
  case preview
  /// Tests are running: dependencies use their test values.
  case test

  /// The context detected from the process environment and arguments, computed once.
  package static let detected = detect(
    arguments: ProcessInfo.processInfo.arguments,
    environment: ProcessInfo.processInfo.environment
  )

  /// The name of the environment variable that overrides the detected context.
  package static let environmentVariable = "NAVTESTKIT_DEPENDENCIES_CONTEXT"

  /// Decides the context from a process's arguments and environment.
  ///
  /// - Parameters:
  ///   - arguments: The process arguments, the executable path first.
  ///   - environment: The process environment.
  /// - Returns: The overriding context from the environment, else ``test`` for a test runner,
  ///   else ``live``.
  package static func detect(
    arguments: [String],
    environment: [String: String]
  ) -> DependencyContext {
    if let name = environment[environmentVariable],
      let context = DependencyContext(rawValue: name.lowercased())
    {
      return context
    }
    return isTestRunner(arguments: arguments, environment: environment) ? .test : .live
  }

  /// Whether this process runs tests, whatever context the environment variable asks for.
  package static let isTestProcess = isTestRunner(
    arguments: ProcessInfo.processInfo.arguments,
    environment: ProcessInfo.processInfo.environment
  )

  /// Whether a process with these arguments and environment is a test runner.
  static func isTestRunner(arguments: [String], environment: [String: String]) -> Bool {
    let executable = arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
    let runnerNames = ["xctest", "PackageTests", "swiftpm-testing-helper"]
    if runnerNames.contains(where: { executable.contains($0) }) {
      return true
    }
    if arguments.contains("--testing-library") {
      return true
    }
    let xcodeVariables = [
      "XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier",
    ]
    if xcodeVariables.contains(where: { environment[$0] != nil }) {
      return true
    }
    return false
  }
}
