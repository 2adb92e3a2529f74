import Reducers

// Enums of the shapes real code writes, whose case paths the case-path plugin generates when this
// target builds (CI builds it with warnings as errors, and fails on any warning the plugin
// prints): if the generated file for one of them does not compile, or warns, the build fails.
// `PluginShapesTests` extracts and embeds through each.

/// Raw values of more than one token: every case after them still has its path.
enum Level: Int, CasePathable {
  case unknown = -1
  case low = 1
  case high
  case top = 0x10
}

/// Nested types in every position a payload's type has.
struct Inventory {
  struct Key: Hashable, Sendable {
    var name: String
  }

  protocol Shelf: Sendable {}

  enum Change: CasePathable, Sendable {
    case counts([Key: Int])
    case nested([String: [Key: Int]])
    case pair((Key, count: Int))
    case rename(@Sendable (Key) -> Key)
    case keys(Set<Key>)
    case maybe(Key?)
    case shelf(any Shelf)
    case labelled(key: Key, [Key])
  }
}

/// A type named like `Case`'s generic parameters.
struct Root: Equatable, Sendable {
  var id = 0
}

/// The other one.
struct Value: Equatable, Sendable {
  var amount = 0
}

/// Payloads of the types named like `Case`'s generic parameters.
enum Ledger: CasePathable, Sendable {
  case root(Root)
  case value(Value)
  case both(Root, Value)
  case optional(Value?)
}

/// A reference nothing says is `Sendable`.
final class Scratchpad {
  var text = ""
}

/// An enum that is not `Sendable`: closures and references that are not.
enum Job: CasePathable {
  case run(() -> Void)
  case scratch(Scratchpad)
  case idle
}

/// Availability: a deprecated case's path is deprecated too, an unavailable one has none.
enum Legacy: CasePathable, Sendable {
  case current
  @available(*, deprecated)
  case old
  @available(*, deprecated, message: "use current")
  case older(Int)
  @available(*, unavailable)
  case gone
  @available(*, unavailable, renamed: "current")
  case goneWith(String)
}

/// Case names and labels that are keywords.
enum Words: CasePathable, Sendable {
  case `Type`
  case `Protocol`
  case `self`
  case `default`
  case `init`(Int)
  case didOpen(protocol: String?)
  case move(in: Int, for: String)
}

/// A bindable action whose `binding` property nobody wrote.
struct Profile {
  struct State: Equatable, Sendable {
    var name = ""
  }

  enum Action: BindableAction, CasePathable {
    case binding(BindingAction<State>)
    case saveTapped
  }
}

/// An error a response can fail with.
struct LoadError: Error, Equatable {
  var code: Int
}

/// A response carried as a `Result`.
enum Loading: CasePathable, Sendable {
  case response(Result<Int, LoadError>)
}

/// Cases under conditional compilation, each under its own condition.
enum Platform: CasePathable, Sendable {
  case shared(Int)
  #if os(Linux)
    case linux(String)
  #elseif os(macOS)
    case mac(String)
  #else
    case other
  #endif
  #if DEBUG
    case debugOnly
  #endif
}

/// Access levels: each enum's paths at its own.
public enum Visibility: CasePathable, Sendable {
  case shown
  case hidden(reason: String)
}

/// A package enum.
package enum Channel: CasePathable, Sendable {
  case open(Int)
}

/// An enum declared in an extension, whose payload names a type of the extended one; an enum
/// that conforms in an extension; an indirect one; cases listed on one line; members of every
/// kind among the cases, and `case` in a string and a comment (which hold no case).
extension Inventory {
  enum Audit: CasePathable, Sendable {
    case logged(Key)
    case skipped
    indirect case nested(Audit)

    static let none = Audit.skipped
    var isLogged: Bool { if case .logged = self { true } else { false } }
    func describe() -> String { "case logged" }  // case fake(Int) is not a case
  }
}

/// Conforms in an extension.
enum Mode {
  case light
  case dark(level: Int)
}

extension Mode: CasePathable {}

/// A case named `name`, which a form's field also is (`\.binding.name`): `Case` has no member of
/// that name for it to clash with.
enum Field: CasePathable, Sendable {
  case name(String)
  case age(Int)
}
