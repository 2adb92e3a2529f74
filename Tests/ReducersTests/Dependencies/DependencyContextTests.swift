import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite struct DependencyContextTests {
    @Test func detectedContextUnderSwiftTestingIsTest() {
      #expect(DependencyContext.detected == .test)
      #expect(DependencyValues.current.context == .test)
    }

    @Test(
      arguments: [
        (["/work/.build/debug/NavTestKitPackageTests.xctest"], [:], DependencyContext.test),
        (
          [
            "/work/.build/debug/NavTestKitPackageTests.xctest", "--testing-library",
            "swift-testing",
          ], [:], .test
        ),
        (["/usr/bin/xctest", "Bundle.xctest"], [:], .test),
        (["/usr/lib/swift/pm/swiftpm-testing-helper", "--test-bundle-path", "x"], [:], .test),
        (["/opt/runner", "--testing-library", "swift-testing"], [:], .test),
        (["/usr/bin/sync-ups"], ["XCTestConfigurationFilePath": "/tmp/x"], .test),
        (["/usr/bin/sync-ups"], [:], .live),
        (["/usr/bin/sync-ups"], ["NAVTESTKIT_DEPENDENCIES_CONTEXT": "preview"], .preview),
        (["/x/NavTestKitPackageTests.xctest"], ["NAVTESTKIT_DEPENDENCIES_CONTEXT": "live"], .live),
        (["/usr/bin/sync-ups"], ["NAVTESTKIT_DEPENDENCIES_CONTEXT": "TEST"], .test),
        (["/usr/bin/sync-ups"], ["NAVTESTKIT_DEPENDENCIES_CONTEXT": "staging"], .live),
      ] as [([String], [String: String], DependencyContext)])
    func detection(arguments: [String], environment: [String: String], expected: DependencyContext)
    {
      #expect(DependencyContext.detect(arguments: arguments, environment: environment) == expected)
    }

    @Test func isolatedValuesDefaultToTestContext() {
      #expect(DependencyValues.isolated().context == .test)
      #expect(DependencyValues.isolated(context: .preview).context == .preview)
    }

    @Test func contextPicksTheDefaultValue() {
      let values = DependencyValues.isolated()
      var preview = values
      preview.context = .preview
      var live = values
      live.context = .live
      #expect(values.greeting == "test hello")
      #expect(preview.greeting == "preview hello")
      #expect(live.greeting == "live hello")
      // A key with only a live value previews with it.
      #expect(preview.liveOnly == "live")
    }

    @Test func contextCanBeOverriddenWithDependencies() {
      let greeting = DependencyValues.withValues(.isolated()) {
        withDependencies {
          $0.context = .preview
        } operation: {
          @Dependency(\.greeting) var greeting
          @Dependency(\.context) var context
          return "\(context): \(greeting)"
        }
      }
      #expect(greeting == "preview: preview hello")
    }
  }
}
