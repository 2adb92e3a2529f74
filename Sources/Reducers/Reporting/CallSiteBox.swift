/// A call site kept out of line, by an operator that is copied onto the stack for every action.
///
/// A ``CallSite`` is eight words, more than the rest of a `Scope` together: kept in the
/// operator itself it made every copy of the operator (one at every level, for every action)
/// a block copy through `memcpy`. It is read only to report a problem or to map an effect.
@usableFromInline
final class CallSiteBox: Sendable {
  /// The call site.
  @usableFromInline let site: CallSite

  /// Boxes `site`.
  @usableFromInline
  init(_ site: CallSite) {
    self.site = site
  }
}
