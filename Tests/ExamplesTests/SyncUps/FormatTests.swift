import Foundation
import SyncUpsTerminal
import Testing

/// Durations as the terminal prints them, for every `Duration`, however long or negative.
@Suite struct FormatTests {
  /// The longest durations the tests use: `Int64.max` seconds times 10 and times 18, near the
  /// largest a `Duration` holds; `Duration.components` traps on both.
  static let huge = Duration.seconds(Int64.max) * 10
  static let nearLongest = Duration.seconds(Int64.max) * 18

  @Test(arguments: [
    (Duration.seconds(600), "10 min"),
    (.seconds(90), "1 min 30 s"),
    (.seconds(45), "45 s"),
    (.milliseconds(59_999), "59 s"),
    (.zero, "0 s"),
    (.seconds(-90), "0 s"),
    (.seconds(UInt64(10_000_000_000_000_000_000)), "166666666666666666 min 40 s"),
    (huge, "1537228672809129301 min 10 s"),
    (nearLongest, "2767011611056432742 min 6 s"),
    (.zero - nearLongest, "0 s"),
  ])
  func lengthPrintsMinutesAndSeconds(_ duration: Duration, _ text: String) {
    #expect(Format.length(duration) == text)
  }

  @Test(arguments: [
    (Duration.seconds(245), "4:05"),
    (.seconds(3600), "60:00"),
    (.zero, "0:00"),
    (.seconds(-5), "0:00"),
    (huge, "1537228672809129301:10"),
    (nearLongest, "2767011611056432742:06"),
    (.zero - nearLongest, "0:00"),
  ])
  func timerPrintsMinutesAndPaddedSeconds(_ duration: Duration, _ text: String) {
    #expect(Format.timer(duration) == text)
  }
}
