import Reducers
import Testing

extension Trait where Self == TimeLimitTrait {
  /// A time limit of `minutes`, times `NAVTESTKIT_TIME_SCALE` (10 under `.ci/tsan`).
  static func scaledTimeLimit(minutes: Int) -> Self {
    .timeLimit(.minutes(minutes * TestTimeScale.factor))
  }
}
