import Foundation
import PackagePlugin

/// Generates the case properties of every `CasePathable` enum of the target it is applied to,
/// while the target builds: `\.counter`, `\.destination.edit`, with no line written by hand.
///
/// ```swift
/// .target(
///   name: "MyFeature",
///   dependencies: [.product(name: "Reducers", package: "NavTestKit")],
///   plugins: [.plugin(name: "CasePathsPlugin", package: "NavTestKit")])
/// ```
///
/// One build command reads all the target's Swift files and writes one file into the plugin's
/// work folder, which the target compiles with its sources. It runs again only when a source
/// changes; what it declines to write is reported as a warning at the declaration.
@main
struct CasePathsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "CasePaths.generated.swift")
    return [
      .buildCommand(
        displayName: "Generating the case paths of \(target.name)",
        executable: try context.tool(named: "CasePathsGenerator").url,
        arguments: [output.path] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [output])
    ]
  }
}
