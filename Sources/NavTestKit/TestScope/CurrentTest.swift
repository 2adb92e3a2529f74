import Reducers
import Testing

/// Installs NavTestKit's answer to "which test is running?" into the runtime (see `TestScope`).
///
/// Public only so the loader's C constructor can call it when the test process loads; never
/// call it yourself.
@_cdecl("navtestkit_install_test_scope")
public func _navTestKitInstallTestScope() {
  TestScope.install(
    TestScope.Provider(
      currentTest: { CurrentTest.identity().map(AnyHashableSendable.init) },
      reporter: TestScopeReporter()))
}

/// The running Swift Testing test and, for a parameterized test, its case.
struct CurrentTest: Hashable, Sendable {
  let test: Test.ID
  let testCase: CaseKey?

  /// The test running in this task, `nil` outside any (a detached task, a thread of its own).
  static func identity() -> CurrentTest? {
    guard let test = Test.current else { return nil }
    guard let testCase = Test.Case.current, testCase.isParameterized else {
      return CurrentTest(test: test.id, testCase: nil)
    }
    return CurrentTest(test: test.id, testCase: CaseKey(testCase))
  }

  /// One case of a parameterized test.
  ///
  /// `Test.Case` has no public identity in this toolchain's Swift Testing (its `ID` is SPI): the
  /// key is read from its stored form, the ids of its arguments and the discriminator that
  /// tells apart cases with equal arguments, both fixed when the case is made. Should that form
  /// change, the case's description stands in (cases whose arguments print alike would then
  /// share values: the tests that check isolation would say so).
  enum CaseKey: Hashable, Sendable {
    case ids(arguments: [[UInt8]], discriminator: Int)
    case described(String)

    init(_ testCase: Test.Case) {
      var arguments: [[UInt8]] = []
      var discriminator: Int?
      func walk(_ value: Any, depth: Int) {
        guard depth < 8 else { return }
        for child in Mirror(reflecting: value).children {
          switch child.label {
          // The test function, the arguments' values and parameters: nothing of the identity.
          case "body", "value", "parameter": continue
          case "discriminator": discriminator = child.value as? Int
          case "bytes": if let bytes = child.value as? [UInt8] { arguments.append(bytes) }
          default: walk(child.value, depth: depth + 1)
          }
        }
      }
      walk(testCase, depth: 0)
      if let discriminator {
        self = .ids(arguments: arguments, discriminator: discriminator)
      } else {
        self = .described(String(reflecting: testCase))
      }
    }
  }
}
