/// Dismisses the feature that calls it: closes its sheet or alert, or pops it off its stack.
///
/// Call it from an effect of a presented feature:
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// From a presented child it sends its parent's `.dismiss` presentation action; from a stack
/// element it sends `.popFrom(id:)` for that element; at the root of a `TestStore` it marks the
/// store dismissed. A call where nothing can be dismissed is reported with the call site. Don't
/// send actions after `await dismiss()` in the same effect: the feature is gone.
public struct DismissEffect: Sendable {
  private let override: (@Sendable () async -> Void)?

  /// The dismiss effect that routes to whatever presented the calling feature.
  public init() {
    override = nil
  }

  /// A dismiss effect that runs `dismiss` when the root feature dismisses itself.
  ///
  /// Presented children still dismiss through their presenter; the override runs where there
  /// is none, which makes it useful to observe a root feature's dismissal in tests.
  ///
  /// - Parameter dismiss: What calling the effect does.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    override = dismiss
  }

  /// Dismisses the calling feature, or reports that it is not presented.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let route = NavigationContext.dismiss {
      await route()
    } else if let override {
      await override()
      await NavigationContext.rootDismiss?()
    } else if let root = NavigationContext.rootDismiss {
      await root()
    } else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error: "dismiss" only works from a \
        feature presented with "ifLet" on "@Presents" state or pushed with "forEach" on a \
        "StackState", and from inside an effect.

        To fix, check "@Dependency(\\.isPresented)" before dismissing, or dismiss from the \
        feature that is presented.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }
}

extension DependencyValues {
  /// Dismisses the calling feature; see ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the feature running now is presented, so it can dismiss itself.
  public var isPresented: Bool {
    NavigationContext.isPresented || NavigationContext.dismiss != nil
      || NavigationContext.rootDismiss != nil
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
