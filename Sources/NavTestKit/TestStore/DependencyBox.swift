import Reducers

/// The dependency values of a test store, shared with the reducer closure it wraps.
@MainActor
final class DependencyBox {
  var values: DependencyValues {
    didSet { generation += 1 }
  }
  /// How many times ``values`` changed: a reducer whose bodies were built with other values
  /// builds them again.
  private(set) var generation = 0

  init(_ values: DependencyValues) {
    self.values = values
  }
}
