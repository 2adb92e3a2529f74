// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "NavTestKit",
  // Mutex (Synchronization) and task executors (Swift concurrency) need these releases;
  // Linux has no deployment target.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Reducers", targets: ["Reducers"]),
    .library(name: "NavTestKit", targets: ["NavTestKit"]),
    .library(name: "SyncUpFeatures", targets: ["SyncUpFeatures"]),
    // A test recorded with `sync-ups --record-test` drives the terminal's speech recognizer
    // (`TerminalSpeech`): a package that runs the test depends on this product for it.
    .library(name: "SyncUpsTerminal", targets: ["SyncUpsTerminal"]),
    .executable(name: "Contacts", targets: ["Contacts"]),
    .executable(name: "AddDate", targets: ["AddDate"]),
    .executable(name: "nav-bench", targets: ["nav-bench"]),
    .executable(name: "sync-ups", targets: ["sync-ups"]),
    .plugin(name: "CasePathsPlugin", targets: ["CasePathsPlugin"]),
    .plugin(name: "MutatePlugin", targets: ["MutatePlugin"]),
  ],
  targets: [
    .target(name: "Reducers"),
    // Case paths without a line written by hand: a build-tool plugin, its generator, and the
    // generator's own parser of Swift declarations (no swift-syntax), a library so that its
    // tests link it without the tool the other test targets' plugin builds.
    .target(name: "SwiftLexing"),
    .target(name: "CasePathsGeneration", dependencies: ["SwiftLexing"]),
    .executableTarget(name: "CasePathsGenerator", dependencies: ["CasePathsGeneration"]),
    .plugin(
      name: "CasePathsPlugin", capability: .buildTool(), dependencies: ["CasePathsGenerator"]),
    .testTarget(
      name: "CasePathsGenerationTests", dependencies: ["CasePathsGeneration", "SwiftLexing"]),
    // Mutation testing, `swift package mutate`: the same lexer, an engine that plants one bug
    // at a time in scratch copies of a package and runs its tests, its executable, and a thin
    // command plugin.
    .target(name: "MutationTesting", dependencies: ["SwiftLexing"]),
    .executableTarget(
      name: "mutation-tester", dependencies: ["MutationTesting"],
      path: "Sources/MutationTester"),
    .plugin(
      name: "MutatePlugin",
      capability: .command(
        intent: .custom(
          verb: "mutate", description: "Plants bugs in a target and runs its tests against each")),
      dependencies: ["mutation-tester"]),
    .testTarget(name: "MutationTestingTests", dependencies: ["MutationTesting"]),
    // The loader is a C constructor that tells the runtime how to find the running test when
    // a test process loads (see Sources/NavTestKitLoader/NavTestKitLoader.c).
    .target(name: "NavTestKitLoader", cSettings: [.treatAllWarnings(as: .error)]),
    // What the test kit does that runs outside a test too (the navigation explorer and its
    // map, the Swift source printer): no test framework, so the terminal app can link it.
    .target(name: "NavTestKitTools", dependencies: ["Reducers"]),
    .target(name: "NavTestKit", dependencies: ["Reducers", "NavTestKitTools", "NavTestKitLoader"]),
    .executableTarget(
      name: "nav-bench", dependencies: ["Reducers", "NavTestKit", "SyncUpFeatures"],
      path: "Benchmarks/NavBench"),
    .testTarget(name: "ReducersTests", dependencies: ["Reducers"], plugins: ["CasePathsPlugin"]),
    .testTarget(
      name: "NavTestKitTests", dependencies: ["NavTestKit", "NavTestKitTools", "Reducers"],
      plugins: ["CasePathsPlugin"]),

    // The Sync-ups reference app and its test suite.
    .target(
      name: "SyncUpFeatures", dependencies: ["Reducers"], plugins: ["CasePathsPlugin"]),
    .testTarget(
      name: "SyncUpFeatureTests", dependencies: ["SyncUpFeatures", "NavTestKit", "Reducers"]),

    // Examples: each is a feature library, and an executable that narrates it (Relay, a TCA
    // app's port, has its tests only). The executables link only the runtime, never a test
    // framework.
    .target(
      name: "WalkthroughSupport", dependencies: ["Reducers"],
      path: "Examples/Shared/Sources/WalkthroughSupport"),
    .target(
      name: "ContactsFeature", dependencies: ["Reducers", "WalkthroughSupport"],
      path: "Examples/Contacts/Sources/ContactsFeature", plugins: ["CasePathsPlugin"]),
    .executableTarget(
      name: "Contacts", dependencies: ["ContactsFeature", "Reducers"],
      path: "Examples/Contacts/Sources/Contacts"),
    .target(
      name: "AddDateFeature", dependencies: ["Reducers", "WalkthroughSupport"],
      path: "Examples/AddDate/Sources/AddDateFeature", plugins: ["CasePathsPlugin"]),
    .executableTarget(
      name: "AddDate", dependencies: ["AddDateFeature", "Reducers"],
      path: "Examples/AddDate/Sources/AddDate"),
    .target(
      name: "RelayFeature", dependencies: ["Reducers"],
      path: "Examples/Relay/Sources/RelayFeature", plugins: ["CasePathsPlugin"]),
    // The Sync-ups app in the terminal: a library with the command interpreter, and a thin
    // executable. Like the other examples, it never links a test framework: `--map` explores
    // the app with NavTestKitTools, which has none.
    .target(
      name: "SyncUpsTerminal", dependencies: ["SyncUpFeatures", "NavTestKitTools", "Reducers"],
      path: "Examples/SyncUps/Sources/SyncUpsTerminal"),
    .executableTarget(
      name: "sync-ups", dependencies: ["SyncUpsTerminal"],
      path: "Examples/SyncUps/Sources/sync-ups"),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "ContactsFeature", "AddDateFeature", "RelayFeature", "SyncUpsTerminal", "SyncUpFeatures",
        "NavTestKit", "Reducers",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// One place for the settings every target shares: warnings are errors, Swift 6 checking is
// complete, and the upcoming features that build cleanly are on.
for target in package.targets where target.name != "NavTestKitLoader" && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .treatAllWarnings(as: .error),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InferIsolatedConformances"),
      .enableExperimentalFeature("StrictConcurrency=complete"),
    ]
}
