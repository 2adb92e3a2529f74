/// What a ``Case`` holds: its two closures, its name and whether it is the identity path.
///
/// Immutable, so case paths that share one are still values.
@usableFromInline
final class CaseStorage<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let extract: @Sendable (Root) -> Value?
  @usableFromInline let name: String
  @usableFromInline let isIdentity: Bool

  @inlinable
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    name: String,
    isIdentity: Bool
  ) {
    self.embed = embed
    self.extract = extract
    self.name = name
    self.isIdentity = isIdentity
  }
}
