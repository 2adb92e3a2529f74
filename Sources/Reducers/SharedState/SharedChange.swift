/// One shared reference a test step changed: its old and new values, for failure messages.
///
/// ``SharedChangeTracker/changes`` lists them; a `TestStore` reports the unasserted ones at the
/// end of a test, as `Shared<Int>(.inMemory("count")): 0 → 1`.
package struct SharedChange: Sendable, CustomStringConvertible {
  /// The identity of the root reference, the same for every alias and derived reference.
  package let referenceID: ObjectIdentifier
  /// The reference as `Shared<Int>(.inMemory("count"))`.
  package let reference: String
  /// The value before the first mutation of the step (the snapshot).
  package let oldValue: any Sendable
  /// The live value now.
  package let newValue: any Sendable
  /// Whether an assertion compared the reference with `==` since the change.
  package let isAsserted: Bool

  /// Creates a change record.
  package init(
    referenceID: ObjectIdentifier,
    reference: String,
    oldValue: any Sendable,
    newValue: any Sendable,
    isAsserted: Bool
  ) {
    self.referenceID = referenceID
    self.reference = reference
    self.oldValue = oldValue
    self.newValue = newValue
    self.isAsserted = isAsserted
  }

  /// The change as `Shared<Int>(.inMemory("count")): 0 → 1`.
  package var description: String {
    "\(reference): \(String(describing: oldValue)) → \(String(describing: newValue))"
  }
}
