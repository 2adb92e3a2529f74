// The executable CasePathsPlugin runs while a target builds:
//
//     CasePathsGenerator OUTPUT.swift SOURCE.swift...
//
// It reads the target's sources, writes the case properties of their `CasePathable` enums
// into OUTPUT.swift, and prints what it declined as `file:line:column: warning: …` on standard
// error. It fails (status 1) only when a file cannot be read or written.
//
// It imports the C library, not Foundation: it is built before the first target that uses
// it, on the critical path of a clean build, and Foundation would add seconds to that.

import CasePathsGeneration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard error.
func report(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  report("usage: CasePathsGenerator OUTPUT.swift SOURCE.swift...")
  exit(2)
}
var files: [(path: String, text: String)] = []
for path in arguments.dropFirst() {
  guard let text = CFile.read(path) else {
    report("error: CasePathsPlugin can't read \(path)")
    exit(1)
  }
  files.append((path, text))
}
let generated = CasePathsSource(files: files)
for diagnostic in generated.diagnostics {
  report("\(diagnostic)")
}
// Written only when it changes, so that what depends on it does not rebuild for nothing.
if CFile.read(output) != generated.text, !CFile.write(generated.text, to: output) {
  report("error: CasePathsPlugin can't write \(output)")
  exit(1)
}
