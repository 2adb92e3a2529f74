// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "NavTestKit",
  products: [
    .library(name: "Reducers", targets: ["Reducers"]),
    .library(name: "NavTestKit", targets: ["NavTestKit"]),
    .library(name: "SyncUpFeatures", targets: ["SyncUpFeatures"]),
  ],
  targets: [
    .target(name: "Reducers"),
    .target(name: "NavTestKit", dependencies: ["Reducers"]),
    .target(name: "SyncUpFeatures", dependencies: ["Reducers"]),
    .testTarget(name: "ReducersTests", dependencies: ["Reducers"]),
    .testTarget(name: "NavTestKitTests", dependencies: ["NavTestKit", "Reducers"]),
    .testTarget(
      name: "SyncUpFeatureTests", dependencies: ["SyncUpFeatures", "NavTestKit", "Reducers"]),
  ],
  swiftLanguageModes: [.v6]
)

// One place for the settings every target shares: warnings are errors, Swift 6 checking is
// complete, and the upcoming features that build cleanly are on.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableExperimentalFeature("StrictConcurrency=complete"),
  ]
}
