import Reducers

/// The dependency values of a test store, shared with the reducer closure it wraps.
@MainActor
final class DependencyBox {
  var values: DependencyValues

  init(_ values: DependencyValues) {
    self.values = values
  }
}
