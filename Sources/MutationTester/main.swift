// The executable `swift package mutate` runs (MutatePlugin), and that anyone may run:
//
//     mutation-tester --package-path DIR --scratch DIR [--tests FILTER] [--workers N]
//       [--sample N --seed S] [--timeout SECONDS] [--operators a,b] [--equivalents FILE]
//       [--json FILE] [--list] FILE...
//
// FILEs are the sources to mutate, relative to the package. It prints the progress on standard
// error and the report on standard output; it fails (status 1) when the mutation score is below
// `--threshold`, and with status 2 on bad input.

import Foundation
import MutationTesting

/// Writes a line to standard error.
func report(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Ends with a message and status 2: what was wrong with the command line.
func fail(_ message: String) -> Never {
  report("error: \(message)")
  report(
    "usage: mutation-tester --package-path DIR --scratch DIR [--tests FILTER] [--workers N] "
      + "[--sample N --seed S] [--timeout SECONDS] [--operators a,b] [--equivalents FILE] "
      + "[--json FILE] [--threshold PERCENT] [--list] FILE...")
  exit(2)
}

var options: [String: String] = [:]
var flags: Set<String> = []
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--list": flags.insert(argument)
  case "--package-path", "--scratch", "--tests", "--workers", "--sample", "--seed", "--timeout",
    "--operators", "--equivalents", "--json", "--threshold":
    guard let value = arguments.popFirst() else { fail("\(argument) needs a value") }
    options[argument] = value
  default:
    if argument.hasPrefix("--") { fail("unknown option \(argument)") }
    files.append(argument)
  }
}
guard !files.isEmpty else { fail("name at least one source file to mutate") }
let package = URL(fileURLWithPath: options["--package-path"] ?? ".")
@MainActor func number(_ option: String) -> Int? {
  guard let text = options[option] else { return nil }
  guard let value = Int(text), value >= 0 else {
    fail("\(option) needs a whole number, not \(text)")
  }
  return value
}
var operators = Set(MutationOperator.allCases)
if let names = options["--operators"] {
  operators = Set(
    names.split(separator: ",").map { name in
      guard let found = MutationOperator(rawValue: String(name)) else {
        fail(
          "unknown operator \(name); the operators are "
            + MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return found
    })
}
var equivalents = EquivalentMutants("")
if let path = options["--equivalents"] {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    fail("can't read the equivalent mutants file \(path)")
  }
  equivalents = EquivalentMutants(text)
  for (line, text) in equivalents.malformed {
    report("\(path):\(line): warning: not \"file:line:column operator: reason\": \(text)")
  }
}
let scratch = URL(
  fileURLWithPath: options["--scratch"] ?? NSTemporaryDirectory() + "mutation-\(getpid())")
let configuration = MutationRun.Configuration(
  packageDirectory: package, files: files, testFilter: options["--tests"],
  workers: number("--workers") ?? ProcessInfo.processInfo.activeProcessorCount,
  testTimeout: number("--timeout").map { .seconds($0) }, sample: number("--sample"),
  seed: UInt64(number("--seed") ?? 0), operators: operators, equivalents: equivalents,
  scratchDirectory: scratch)

let run: MutationRun
do {
  run = try MutationRun(configuration)
} catch {
  report("error: \(error)")
  exit(2)
}
if flags.contains("--list") {
  for mutant in run.mutants {
    print(
      mutant, terminator: equivalents.reason(for: mutant).map { " (equivalent: \($0))\n" } ?? "\n")
  }
  exit(0)
}
report("\(run.mutants.count) mutants in \(files.count) files; \(configuration.workers) workers")
let result: MutationReport
do {
  result = try run.run { report("  \($0)") }
} catch {
  report("error: \(error)")
  exit(1)
}
print(result.text(sources: run.sources))
if let path = options["--json"] {
  do {
    try result.json().write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    report("error: can't write \(path): \(error)")
    exit(1)
  }
}
if let threshold = number("--threshold"), let score = result.score, score * 100 < Double(threshold)
{
  report(
    "error: the mutation score \(String(format: "%.1f", score * 100)) % is below \(threshold) %")
  exit(1)
}
