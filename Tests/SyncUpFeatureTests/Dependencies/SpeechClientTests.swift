import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

@Suite struct SpeechClientTests {
  @Test func liveClientHasNoRecognizer() async throws {
    let client = SpeechClient()
    #expect(client.authorizationStatus() == .denied)
    #expect(await client.requestAuthorization() == .denied)
    var results: [SpeechRecognitionResult] = []
    for try await result in await client.startTask(SpeechRecognitionRequest()) {
      results.append(result)
    }
    #expect(results == [])
  }

  @Test func unimplementedClientReportsEachEndpoint() async throws {
    let client = SpeechClient.unimplemented
    let messages = try await collectIssues {
      #expect(client.authorizationStatus() == .denied)
      #expect(await client.requestAuthorization() == .denied)
      for try await _ in await client.startTask(SpeechRecognitionRequest()) {}
    }
    #expect(
      messages == [
        "Unimplemented: 'SpeechClient.authorizationStatus'",
        "Unimplemented: 'SpeechClient.requestAuthorization'",
        "Unimplemented: 'SpeechClient.startTask'",
      ])
  }

  @Test func previewClientHearsTheTranscriptWordByWord() async throws {
    let client = SpeechClient.preview(transcript: "Blob is here", clock: ImmediateClock())
    #expect(client.authorizationStatus() == .authorized)
    #expect(await client.requestAuthorization() == .authorized)
    var results: [SpeechRecognitionResult] = []
    for try await result in await client.startTask(SpeechRecognitionRequest()) {
      results.append(result)
    }
    #expect(
      results == [
        SpeechRecognitionResult(
          bestTranscription: Transcription(formattedString: "Blob"), isFinal: false),
        SpeechRecognitionResult(
          bestTranscription: Transcription(formattedString: "Blob is"), isFinal: false),
        SpeechRecognitionResult(
          bestTranscription: Transcription(formattedString: "Blob is here"), isFinal: true),
      ])
  }

  @Test func failingClientThrowsAfterTheDuration() async {
    let clock = ImmediateClock()
    let client = SpeechClient.fail(after: .seconds(3), clock: clock)
    #expect(client.authorizationStatus() == .authorized)
    #expect(await client.requestAuthorization() == .authorized)
    await #expect(throws: SpeechRecognitionFailure.self) {
      for try await _ in await client.startTask(SpeechRecognitionRequest()) {}
    }
    #expect(clock.now.offset == .seconds(3))
  }

  @Test func requestsReportPartialResultsOnTheServerByDefault() {
    let request = SpeechRecognitionRequest()
    #expect(request.shouldReportPartialResults)
    #expect(!request.requiresOnDeviceRecognition)
  }

  @Test func dependencyValuesPerContext() async {
    let messages = await collectIssues {
      await withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.speechClient) var speechClient
        @Dependency(\.openSettings) var openSettings
        #expect(speechClient.authorizationStatus() == .denied)
        await openSettings()
      }
      withDependencies {
        $0.context = .preview
      } operation: {
        @Dependency(\.speechClient) var speechClient
        #expect(speechClient.authorizationStatus() == .authorized)
      }
    }
    #expect(messages == [])
  }
}
