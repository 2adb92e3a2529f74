import Reducers

/// A hash of a value's structure, read by reflection: what the explorer buckets states by
/// when they are `Equatable` but not `Hashable`.
///
/// Two states with the same contents get the same fingerprint; states with the same
/// fingerprint are then told apart by `==`, so a collision costs a comparison, never a state.
/// Leaves that are `Hashable` are hashed as they hash themselves; a shared value by the value
/// it holds; a dictionary whatever order it keeps its elements in. It is what
/// printing the state to compare the text did, without writing any text.
package enum StateFingerprint {
  /// Past this many levels of nesting the rest of a value is not looked at (a reference cycle,
  /// or a structure deeper than a state ever is); the comparison with `==` still decides.
  package static let depthLimit = 64

  /// The fingerprint of a value, for this process.
  package static func of(_ value: Any) -> Int {
    var hasher = Hasher()
    combine(value, into: &hasher, depth: 0)
    return hasher.finalize()
  }

  private static func combine(_ value: Any, into hasher: inout Hasher, depth: Int) {
    guard depth < depthLimit else { return }
    if let shared = value as? any AnyShared {
      combine(shared.sharedValue, into: &hasher, depth: depth + 1)
      return
    }
    if let hashable = value as? any Hashable {
      hasher.combine(AnyHashable(hashable))
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .dictionary:
      // Equal dictionaries can keep their elements in different orders: combine the elements'
      // own fingerprints in a way that does not depend on it. (A set is always `Hashable`.)
      var sum = 0
      for child in mirror.children {
        sum &+= of(child.value)
      }
      hasher.combine(mirror.children.count)
      hasher.combine(sum)
    case .enum:
      if let payload = mirror.children.first {
        hasher.combine(payload.label)
        combine(payload.value, into: &hasher, depth: depth + 1)
      } else {
        // A case without a payload of an enum that has payloads elsewhere: its name says
        // which case it is.
        hasher.combine(String(describing: value))
      }
    case .optional:
      hasher.combine(mirror.children.count)
      if let wrapped = mirror.children.first {
        combine(wrapped.value, into: &hasher, depth: depth + 1)
      }
    default:
      hasher.combine(mirror.children.count)
      for child in mirror.children {
        combine(child.value, into: &hasher, depth: depth + 1)
      }
    }
  }
}
