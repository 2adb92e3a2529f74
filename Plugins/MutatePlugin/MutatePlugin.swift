import Foundation
import PackagePlugin

/// `swift package mutate`: which bugs would your tests miss? Plants one bug at a time in a
/// target's sources, in scratch copies of the package, and runs the tests against each.
///
/// ```sh
/// swift package mutate --target MyFeature --tests MyFeatureTests
/// swift package mutate --target MyFeature --sample 50 --seed 7 --json report.json
/// ```
///
/// Every option but `--target` goes to the tool as it is (see `Sources/MutationTester`). The
/// copies live in the plugin's work folder; the package's own files are only read.
@main
struct MutatePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    guard !names.isEmpty else {
      Diagnostics.error("name the target to mutate: swift package mutate --target MyFeature")
      return
    }
    let root = context.package.directoryURL.standardizedFileURL.path
    var files: [String] = []
    for target in try context.package.targets(named: names) {
      guard let target = target as? SourceModuleTarget else { continue }
      for file in target.sourceFiles(withSuffix: "swift") {
        let path = file.url.standardizedFileURL.path
        files.append(path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path)
      }
    }
    let tool = try context.tool(named: "mutation-tester")
    let process = Process()
    process.executableURL = tool.url
    process.arguments =
      [
        "--package-path", root,
        "--scratch", context.pluginWorkDirectoryURL.appending(path: "scratch").path,
      ] + extractor.remainingArguments + files.sorted()
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("mutation testing ended with status \(process.terminationStatus)")
    }
  }
}
