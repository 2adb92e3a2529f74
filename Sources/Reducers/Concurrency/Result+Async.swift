extension Result where Failure == any Error {
  /// The value an async throwing closure returns, or the error it throws, as TCA's effects
  /// write it: `await send(.response(Result { try await client.fetch() }))`.
  ///
  /// - Parameter body: The work to run.
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
