import Foundation

/// The command line of `sync-ups`: where the data lives, where commands come from, and the time.
public struct ProgramOptions: Equatable, Sendable {
  /// `--data PATH`: the JSON file of the sync-ups.
  public var dataPath: String?
  /// `--script FILE`: a file of commands to run instead of standard input.
  public var scriptPath: String?
  /// `--now ISO-8601`: a fixed starting moment, a manual clock and counted ids.
  public var fixedTime: FixedTime?
  /// `--record-test FILE`: write the session as an exhaustive test into `FILE` at the end.
  public var recordTestPath: String?
  /// `--map FORMAT`: print the map of every screen the app can reach, and exit.
  public var mapFormat: MapFormat?
  /// `--help`: print the usage and exit.
  public var showsHelp = false

  /// Reads the arguments after the program's name; options take `--name value` or `--name=value`.
  ///
  /// - Parameter arguments: The arguments, without the program's path.
  /// - Throws: A ``CommandError`` naming an unknown option, a missing or empty value, or a bad
  ///   moment.
  public init(parsing arguments: [String]) throws(CommandError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, attached) = Self.split(argument)
      switch name {
      case "-h", "--help":
        showsHelp = true
      case "--data":
        dataPath = try Self.value(of: name, "a path", attached, &remaining)
      case "--script":
        scriptPath = try Self.value(of: name, "a file", attached, &remaining)
      case "--now":
        let text = try Self.value(
          of: name, "a moment like 2025-03-03T09:00:00Z", attached, &remaining)
        guard let time = FixedTime(iso8601: text) else {
          throw CommandError(
            "\"--now \(text)\" is not an ISO-8601 moment like 2025-03-03T09:00:00Z")
        }
        fixedTime = time
      case "--record-test":
        recordTestPath = try Self.value(of: name, "a file", attached, &remaining)
      case "--map":
        let formats = MapFormat.allCases.map(\.rawValue).joined(separator: ", ")
        let text = try Self.value(of: name, "a format (\(formats))", attached, &remaining)
        guard let format = MapFormat(rawValue: text) else {
          throw CommandError("\"--map \(text)\" is not a map format; use one of \(formats)")
        }
        mapFormat = format
      default:
        throw CommandError(
          name.hasPrefix("-") ? "unknown option \"\(name)\"" : "unexpected argument \"\(name)\"")
      }
    }
  }

  /// What `sync-ups --help` prints.
  public static let usage = """
    USAGE: sync-ups [--data PATH] [--script FILE] [--now ISO-8601] [--record-test FILE]
           sync-ups --map text|dot|mermaid|svg

    The Sync-ups app in the terminal: keep your sync-ups, hold their meetings with a timer that \
    hands the turn on, and keep a transcript of what was said.

    OPTIONS:
      --data PATH      the JSON file of the sync-ups; by default
                       $XDG_DATA_HOME/sync-ups/sync-ups.json, or
                       ~/.local/share/sync-ups/sync-ups.json
      --script FILE    run the commands in FILE, printing every screen, then quit
      --now ISO-8601   start at this moment (like 2025-03-03T09:00:00Z) with a clock that moves
                       only with "wait" and ids that count up, so every run prints the same
      --record-test FILE
                       write the session, when it ends, as a Swift Testing test of AppFeature
                       that replays it step by step; the session runs at a fixed time (--now,
                       or the moment it starts), so the test can reproduce it
      --map FORMAT     print the map of every screen the app can reach and the steps between
                       them, found by exploring it as its tests do (text, dot, mermaid or svg),
                       and exit; the data file is not opened
      -h, --help       show this help

    Without --script, commands come from standard input: typed at a prompt in a terminal, or run
    like a script when piped. Type "help" on any screen for its commands; Examples/SyncUps/README.md
    describes them all.

    EXIT STATUS:
      0  done
      1  the data file can't be read or written; a file that can't be read is left untouched.
         With --map, an invariant the exploration found broken, said on standard error
      2  a bad option, a script that can't be read, or a script line that is malformed,
         impossible on its screen or not UTF-8 text, reported as "line N: …" on standard error;
         the data file keeps every change made before that line. Also when the input ends with
         a sheet or meeting not saved: it is lost, and standard error says so

    """

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The value of an option: attached with `=`, or the next argument.
  ///
  /// An empty value is no value: `--data ""` would otherwise name the current directory.
  private static func value(
    of name: String, _ what: String, _ attached: String?, _ remaining: inout ArraySlice<String>
  ) throws(CommandError) -> String {
    let value = attached ?? remaining.first.flatMap { $0.hasPrefix("--") ? nil : $0 }
    if attached == nil, value != nil { remaining.removeFirst() }
    guard let value, !value.isEmpty else {
      throw CommandError("option \"\(name)\" needs \(what)")
    }
    return value
  }
}
