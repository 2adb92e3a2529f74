import Reducers
import XCTest

/// The one XCTest case of the dependency tests: `swift test` runs XCTest cases in a separate pass
/// of the test executable, without the `--testing-library` argument, and the context must be
/// detected as `test` there too. Named so that `--filter Dependencies` selects it.
final class DependenciesXCTestContextTests: XCTestCase {
  func testContextIsTestUnderXCTest() {
    XCTAssertEqual(DependencyContext.detected, .test)
    XCTAssertEqual(DependencyValues.current.context, .test)
  }
}
