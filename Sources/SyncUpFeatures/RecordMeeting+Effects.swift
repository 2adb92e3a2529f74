import Reducers

extension RecordMeeting {
  /// Asks for speech recognition if the user was never asked, then runs the timer and, when
  /// allowed, the recognizer side by side until the meeting goes away.
  func startMeeting(send: Send<Action>) async {
    let authorization =
      speechClient.authorizationStatus() == .notDetermined
      ? await speechClient.requestAuthorization()
      : speechClient.authorizationStatus()

    await withDiscardingTaskGroup { group in
      if authorization == .authorized {
        group.addTask {
          await startSpeechRecognition(send: send)
        }
      }
      group.addTask {
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.timerTick)
        }
      }
    }
  }

  /// Feeds every transcript the recognizer hears back to the store, and reports its failure.
  private func startSpeechRecognition(send: Send<Action>) async {
    do {
      let results = await speechClient.startTask(SpeechRecognitionRequest())
      for try await result in results {
        await send(.speechResult(result))
      }
    } catch {
      await send(.speechFailure)
    }
  }
}
