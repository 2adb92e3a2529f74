import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command run to its end or to its time limit, in a process group of its own: at the limit
/// the whole group is killed, the processes the command started too (`swift test` runs the test
/// binary in a child), so a mutant that loops forever never outlives its run.
enum Subprocess {
  /// How a command ended.
  enum Outcome: Equatable {
    /// It exited with this status (a signal's number plus 128 when a signal ended it).
    case exited(Int32)
    /// It ran past its time limit and was killed.
    case timedOut
    /// Its log showed the marker it was watched for (a failed test), and it was killed then.
    case stoppedAtMarker
    /// It could not be started.
    case failedToStart(Int32)
  }

  /// Runs `arguments` (the first is looked up on `PATH`), its output appended to `log`.
  ///
  /// - Parameters:
  ///   - arguments: The command and its arguments.
  ///   - log: The file standard output and standard error go to.
  ///   - timeout: How long it may run.
  ///   - marker: Text that, once the command writes it, ends the run: what it was run to find
  ///     out is known (a test failed), and the rest of its work would change nothing.
  /// - Returns: How it ended.
  static func run(
    _ arguments: [String], log: String, timeout: Duration, stoppingAt marker: String? = nil
  ) -> Outcome {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = arguments.map { strdup($0) } + [nil]
    let environment =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in environment { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environment)
    guard status == 0 else { return .failedToStart(status) }

    let deadline = ContinuousClock.now.advanced(by: timeout)
    var watcher = marker.map { LogWatcher(path: log, marker: $0) }
    var exitStatus: Int32 = 0
    while true {
      let waited = waitpid(pid, &exitStatus, WNOHANG)
      if waited == pid { return .exited(Self.code(of: exitStatus)) }
      if waited < 0, errno != EINTR { return .exited(-1) }
      if watcher?.hasSeenMarker() == true {
        killTree(pid, status: &exitStatus)
        return .stoppedAtMarker
      }
      if ContinuousClock.now >= deadline {
        killTree(pid, status: &exitStatus)
        return .timedOut
      }
      usleep(20_000)
    }
  }

  /// Kills `pid`, its process group and every descendant, and reaps it.
  ///
  /// `swift test` runs the test binary in a process group of its own: every descendant is
  /// killed, not only the group, or a test that loops forever would run on.
  ///
  /// It returns once they are gone (or after 10 s): a test binary still exiting holds its file,
  /// and the next build could not link over it ("Text file busy").
  private static func killTree(_ pid: pid_t, status: inout Int32) {
    let descendants = Self.descendants(of: pid)
    kill(-pid, SIGKILL)
    for descendant in descendants { kill(descendant, SIGKILL) }
    _ = waitpid(pid, &status, 0)
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while ContinuousClock.now < deadline, descendants.contains(where: isRunning) {
      usleep(20_000)
    }
  }

  /// Whether `pid` is a process that has not ended (a zombie, which has, holds no files).
  private static func isRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(close, offsetBy: 2)] != "Z"
    #else
      return true
    #endif
  }

  /// Reads what a running command appends to its log, looking for a marker.
  private struct LogWatcher {
    let path: String
    let marker: [UInt8]
    /// How far the log has been read.
    var offset: UInt64 = 0
    /// The end of what was read last, in case the marker is split across two reads.
    var carried: [UInt8] = []

    init(path: String, marker: String) {
      self.path = path
      self.marker = Array(marker.utf8)
    }

    /// Whether the log, as far as it is written now, holds the marker.
    mutating func hasSeenMarker() -> Bool {
      guard let handle = FileHandle(forReadingAtPath: path) else { return false }
      defer { try? handle.close() }
      guard (try? handle.seek(toOffset: offset)) != nil,
        let data = try? handle.readToEnd(), !data.isEmpty
      else { return false }
      offset += UInt64(data.count)
      let bytes = carried + Array(data)
      carried = Array(bytes.suffix(marker.count - 1))
      guard bytes.count >= marker.count else { return false }
      for start in 0...(bytes.count - marker.count)
      where bytes[start..<start + marker.count].elementsEqual(marker) {
        return true
      }
      return false
    }
  }

  /// The processes below `pid` in the process tree, as `ps` lists them (on Linux and macOS
  /// alike), deepest last.
  static func descendants(of pid: pid_t) -> [pid_t] {
    let listing = NSTemporaryDirectory() + "mutation-ps-\(getpid())-\(pid).txt"
    defer { unlink(listing) }
    guard
      run(["ps", "-A", "-o", "pid=", "-o", "ppid="], log: listing, timeout: .seconds(10))
        == .exited(0),
      let text = try? String(contentsOfFile: listing, encoding: .utf8)
    else { return [] }
    var children: [pid_t: [pid_t]] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ").compactMap { pid_t($0) }
      guard fields.count == 2 else { continue }
      children[fields[1], default: []].append(fields[0])
    }
    var result: [pid_t] = []
    var frontier = [pid]
    while let next = frontier.popLast() {
      for child in children[next] ?? [] where !result.contains(child) {
        result.append(child)
        frontier.append(child)
      }
    }
    return result
  }

  /// The exit code a `waitpid` status says: the status, or 128 plus the signal that ended it.
  private static func code(of status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
