import Foundation
import Reducers
import Testing

/// One endpoint of each client of `ClientShapes.swift`, unimplemented and then overridden.
@Suite struct ClientShapesTests {
  @Test func eachShapesUnimplementedEndpointsReportAndAnswer() async throws {
    var stored: Data? = Data([1])
    var threw = false
    var events = 0
    let issues = await collectIssues {
      stored = UserDefaults.Dependency().dataForKey("key")
      await UserDefaults.Dependency().setBool(true, key: "key")
      #expect(UserDefaults.Dependency().boolForKey("key") == false)
      do { _ = try FileManagerService().exists(URL(fileURLWithPath: "/")) } catch { threw = true }
      CursorClient().hide()
      for await _ in GlobalShortcutsClient().events() { events += 1 }
      GlobalShortcutsClient().setShortcut(event: .liveOverlay, hotKey: nil)
      #expect(TuningClient().make(descriptor: 7, queue: nil) == 7)
      await HapticsClient().play(count: 2)
      #expect(await HapticsClient().isSupported())
    }
    #expect(
      issues.map(\.message) == [
        "Unimplemented: 'UserDefaults.Dependency.dataForKey'",
        "Unimplemented: 'UserDefaults.Dependency.setBool'",
        "Unimplemented: 'UserDefaults.Dependency.boolForKey'",
        "Unimplemented: 'FileManagerService.exists'",
        "Unimplemented: 'CursorClient.hide'",
        "Unimplemented: 'GlobalShortcutsClient.events'",
        "Unimplemented: 'GlobalShortcutsClient.setShortcut'",
        "Unimplemented: 'TuningClient.make'",
        "Unimplemented: 'HapticsClient.play'",
        "Unimplemented: 'HapticsClient.isSupported'",
      ])
    #expect(stored == nil)
    #expect(threw)
    #expect(events == 0)
  }

  @Test func aMultiLineEndpointTakesItsLabelledArguments() async throws {
    var client = TuningClient()
    client.tune = { text, key, dictionary in "\(text)|\(key)|\(dictionary.count)" }
    #expect(
      try await client.tune(text: "hello", apiKey: "k", dictionary: ["a": "b"]) == "hello|k|1")
  }
}
