import Foundation

// nav-bench: times the runtime and the TestStore against hand-written Swift, in one run.
// Usage: swift run -c release nav-bench [--json] [--only PREFIX]

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    usage: nav-bench [--json] [--only PREFIX]

    Times each case against hand-written Swift doing the same work, side by side in the same
    run (nine runs after a warm-up, each alternating slices of the two; the ratio is the
    median of the runs' ratios). --json prints one JSON object; --only runs the cases whose
    names start with PREFIX.
    """)
  exit(0)
}
let only: String? = arguments.firstIndex(of: "--only").flatMap { index in
  arguments.index(after: index) < arguments.endIndex
    ? arguments[arguments.index(after: index)] : nil
}
if let unknown = arguments.first(where: { $0 != "--json" && $0 != "--only" && $0 != only }) {
  FileHandle.standardError.write(
    Data("nav-bench: unknown argument '\(unknown)'; try --help\n".utf8))
  exit(2)
}

func selected(_ name: String) -> Bool {
  only.map { name.hasPrefix($0) } ?? true
}

var all: [Result] = []
if selected("send.flat") { all.append(Cases.sendFlat()) }
if selected("send.nested10") { all += Cases.sendNested10() }
if selected("send.nested3.scope") || selected("send.scope") { all += Cases.sendNested3Scope() }
if selected("send.depth") || selected("send.ifLet") { all += Cases.sendDepthSweep() }
if selected("store.create") { all.append(Cases.storeCreate()) }
if selected("stack.push-pop") { all += Cases.stackPushPop() }
if selected("present-dismiss") { all.append(await Cases.presentDismissCycle()) }
if selected("teststore.send") { all.append(await Cases.testStoreSend()) }
if selected("teststore.failure-diff") { all.append(Cases.failureDiff()) }
if selected("casepath") { all.append(Cases.casePathExtract()) }
if selected("explore.syncups") { all.append(await Cases.exploreSyncUps()) }

if arguments.contains("--json") {
  print(Report.json(all))
} else {
  print(Report.table(all))
}
