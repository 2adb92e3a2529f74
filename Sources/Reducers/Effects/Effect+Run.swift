extension Effect {
  /// An effect that runs an asynchronous operation, which can send actions back to the store.
  ///
  /// The operation runs with the dependencies that were current when the reducer returned the
  /// effect. It is cancelled when its feature is dismissed, when a cancel id it was registered
  /// under is cancelled, or when its store is released; after that, `send` drops actions.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTick)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - operation: The work, given a ``Send`` to feed actions back.
  ///   - handler: Handles an error the operation throws. Without it, an error other than
  ///     cancellation is reported as an issue at this call site.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: An effect.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let context = EffectContext.capture()
    return Self(
      operation: .run(
        Run(priority: priority, path: .root) { send in
          await context.perform {
            do {
              try await operation(send)
            } catch is CancellationError {
              return
            } catch  where Task.isCancelled {
              return
            } catch {
              if let handler {
                await handler(error, send)
              } else {
                reportIssue(
                  """
                  An "Effect.run" returned from "\(site)" threw an unhandled error.

                      \(String(reflecting: error))

                  All non-cancellation errors must be explicitly handled via the "catch" \
                  parameter on "Effect.run", or via a "do" block.
                  """,
                  fileID: site.fileID, filePath: site.filePath, line: site.line,
                  column: site.column
                )
              }
            }
          }
        }
      )
    )
  }
}
