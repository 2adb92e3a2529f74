import Reducers
import SyncUpFeatures
import SyncUpsTerminal
import Testing

/// The terminal's speech recognition: a question answered by typing, and a transcript typed with
/// `say`.
///
/// Questions are asked from tasks on a queue executor the test drains, so each step is exact.
@Suite struct TerminalSpeechTests {
  let executor = QueueTaskExecutor()

  @Test func permissionStartsUndeterminedAndHoldsTheAnswer() async {
    let speech = TerminalSpeech()
    let client = speech.client
    #expect(client.authorizationStatus() == .notDetermined)
    #expect(speech.answer(allowed: true) == false)

    let asking = Task(executorPreference: executor) { await client.requestAuthorization() }
    executor.runUntilIdle()
    #expect(speech.phase == .asking)
    #expect(speech.answer(allowed: false))
    executor.runUntilIdle()
    #expect(await asking.value == .denied)
    #expect(client.authorizationStatus() == .denied)

    speech.resetPermission()
    #expect(client.authorizationStatus() == .notDetermined)
  }

  @Test func cancelledQuestionStopsAsking() async {
    let speech = TerminalSpeech()
    let asking = Task(executorPreference: executor) { await speech.client.requestAuthorization() }
    executor.runUntilIdle()
    #expect(speech.phase == .asking)
    asking.cancel()
    executor.runUntilIdle()

    #expect(await asking.value == .notDetermined)
    #expect(speech.phase == .idle)
  }

  @Test func typedWordsGrowTheTranscriptWhileAMeetingListens() async throws {
    let speech = TerminalSpeech()
    #expect(speech.hear("nobody listens") == false)

    let results = await speech.client.startTask(SpeechRecognitionRequest())
    #expect(speech.phase == .listening)
    #expect(speech.hear("Hello"))
    #expect(speech.hear("everyone."))
    var iterator = results.makeAsyncIterator()
    #expect(try await iterator.next()?.bestTranscription.formattedString == "Hello")
    #expect(try await iterator.next()?.bestTranscription.formattedString == "Hello everyone.")
  }
}
