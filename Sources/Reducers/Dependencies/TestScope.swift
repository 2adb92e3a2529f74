import Synchronization

/// The test that is running, as the test library tells it: how dependencies, shared storage and
/// issue reports find their test when nothing (`withDependencies`, a store, a trait) set them.
///
/// A test declares `@Shared(.syncUps) var syncUps = [syncUp]` or builds a `StackState` in its
/// body, then creates a `TestStore`: both must see one set of dependencies that no other test
/// sees, with no trait. The runtime does not link the test library; NavTestKit, which does,
/// installs a ``Provider`` when the test process loads (a C constructor of its loader target),
/// before any test runs. Each test, and each case of a parameterized test, then gets isolated
/// ``DependencyValues`` of its own the first time it reads one outside any task-local values,
/// and the issues the runtime reports in it fail it.
///
/// Outside tests nothing is installed, and asking costs one atomic load; in a program that links
/// NavTestKit but runs no tests, one more load of a flag computed once.
package enum TestScope {
  /// What the test library tells: which test runs in the current task, and how to fail it.
  package struct Provider: Sendable {
    /// The running test and test case, `nil` outside any test (a detached task, a thread).
    package let currentTest: @Sendable () -> AnyHashableSendable?
    /// Records an issue as a failure of the running test.
    package let reporter: any IssueReporter

    package init(
      currentTest: @escaping @Sendable () -> AnyHashableSendable?,
      reporter: any IssueReporter
    ) {
      self.currentTest = currentTest
      self.reporter = reporter
    }
  }

  private struct Registry {
    var provider: Provider?
    /// Each test's values, made the first time the test asks; kept for the process, as a test
    /// may finish its work (a store's `deinit`) after its body returned.
    var valuesByTest: [AnyHashableSendable: DependencyValues] = [:]
  }

  /// Whether to ask the provider: what one atomic load tells on every question.
  private enum Status: Int {
    /// No test library installed a provider: a program, not a test process.
    case absent
    /// A provider is installed; whether the process runs tests is not known yet.
    case installed
    /// A provider is installed in a process that runs tests.
    case active
    /// A provider is installed in a program that runs no tests (the benchmark links
    /// NavTestKit): the test library is not asked.
    case inactive
  }

  private static let status = Atomic<Int>(Status.absent.rawValue)
  private static let registry = Lock(Registry())

  /// Installs the test library's provider; the first one stays.
  package static func install(_ provider: Provider) {
    registry.withLock { registry in
      if registry.provider == nil { registry.provider = provider }
    }
    status.store(Status.installed.rawValue, ordering: .releasing)
  }

  /// The provider, when a test library installed one in a process that runs tests.
  private static var provider: Provider? {
    switch Status(rawValue: status.load(ordering: .acquiring)) {
    case .absent?, .inactive?, nil:
      return nil
    case .installed?:
      // Decided at the first question, not when the provider is installed: that happens while
      // the process loads, before the arguments can be read.
      let isActive = DependencyContext.isTestProcess
      status.store(
        (isActive ? Status.active : Status.inactive).rawValue, ordering: .releasing)
      return isActive ? registry.withLock { $0.provider } : nil
    case .active?:
      return registry.withLock { $0.provider }
    }
  }

  /// The dependency values of the test running in this task, made the first time it asks;
  /// `nil` outside tests.
  static func dependencies() -> DependencyValues? {
    guard let provider, let test = provider.currentTest() else { return nil }
    return registry.withLock { registry in
      if let values = registry.valuesByTest[test] { return values }
      let values = DependencyValues.isolated()
      registry.valuesByTest[test] = values
      return values
    }
  }

  /// The reporter that fails the test running in this task; `nil` outside tests.
  static var reporter: (any IssueReporter)? {
    guard let provider, provider.currentTest() != nil else { return nil }
    return provider.reporter
  }

  /// How many tests have values of their own (for tests of this mechanism).
  package static var isolatedTestCount: Int {
    registry.withLock { $0.valuesByTest.count }
  }
}
