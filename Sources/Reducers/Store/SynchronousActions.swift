/// How many actions sent at once a store reduces after one action before it calls it a loop.
@usableFromInline
enum SynchronousActions {
  /// 100,000: far past any real chain of `.send` effects, reached in well under a second.
  @usableFromInline static var limit: Int { 100_000 }
}
