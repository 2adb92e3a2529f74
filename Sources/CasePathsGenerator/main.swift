// The executable CasePathsPlugin runs while a target builds:
//
//     CasePathsGenerator OUTPUT.swift SOURCE.swift...
//
// It reads the target's sources, writes the case properties of their `CasePathable` enums
// into OUTPUT.swift, and prints what it declined as `file:line:column: warning: …` on standard
// error. It fails (status 1) only when a file cannot be read or written.

import CasePathsGeneration
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: CasePathsGenerator OUTPUT.swift SOURCE.swift...\n".utf8))
  exit(2)
}
var files: [(path: String, text: String)] = []
for path in arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("error: CasePathsPlugin can't read \(path)\n".utf8))
    exit(1)
  }
  files.append((path, String(decoding: data, as: UTF8.self)))
}
let generated = CasePathsSource(files: files)
for diagnostic in generated.diagnostics {
  FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
// Written only when it changes, so that what depends on it does not rebuild for nothing.
let url = URL(fileURLWithPath: output)
if FileManager.default.contents(atPath: output) != Data(generated.text.utf8) {
  do {
    try Data(generated.text.utf8).write(to: url, options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("error: CasePathsPlugin can't write \(output): \(error)\n".utf8))
    exit(1)
  }
}
