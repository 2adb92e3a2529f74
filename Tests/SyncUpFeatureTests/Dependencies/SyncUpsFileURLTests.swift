import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

@Suite struct SyncUpsFileURLTests {
  let home = URL(fileURLWithPath: "/home/blob", isDirectory: true)

  @Test func usesXDGDataHomeWhenSet() {
    let url = SyncUpsFileURLKey.defaultURL(
      environment: ["XDG_DATA_HOME": "/data/blob"], home: home)
    #expect(url.path == "/data/blob/sync-ups/sync-ups.json")
  }

  @Test(arguments: [[:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/data"]])
  func fallsBackToLocalShareInTheHomeDirectory(environment: [String: String]) {
    let url = SyncUpsFileURLKey.defaultURL(environment: environment, home: home)
    #expect(url.path == "/home/blob/.local/share/sync-ups/sync-ups.json")
  }

  @Test func homeFromTheEnvironmentWinsOverTheAccountsHome() {
    let url = SyncUpsFileURLKey.defaultURL(environment: ["HOME": "/tmp/elsewhere"], home: home)
    #expect(url.path == "/tmp/elsewhere/.local/share/sync-ups/sync-ups.json")
  }

  @Test(arguments: ["", "relative/home"])
  func aHomeThatIsNotAnAbsolutePathIsIgnored(path: String) {
    let url = SyncUpsFileURLKey.defaultURL(environment: ["HOME": path], home: home)
    #expect(url.path == "/home/blob/.local/share/sync-ups/sync-ups.json")
  }

  @Test func liveValueIsInTheUsersDataDirectory() {
    #expect(SyncUpsFileURLKey.liveValue.path.hasSuffix("/sync-ups/sync-ups.json"))
  }

  @Test func testsGetAFixedPath() {
    @Dependency(\.syncUpsFileURL) var url
    #expect(url.path == "/sync-ups-tests/sync-ups.json")
  }

  @Test func syncUpsKeyStoresInTheOverriddenFile() {
    let key = withDependencies {
      $0.syncUpsFileURL = URL(fileURLWithPath: "/tmp/blob/sync-ups.json")
    } operation: {
      FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default.syncUps
    }
    #expect(key.description == #".fileStorage("/tmp/blob/sync-ups.json")"#)
  }
}

@Suite
struct SyncUpsKeyTests {
  @Test func startsEmptyAndIsSharedByEveryReference() {
    @Shared(.syncUps) var syncUps
    #expect(syncUps == [])
    $syncUps.withLock { $0.append(.mock) }
    @Shared(.syncUps) var again
    #expect(again == [.mock])
  }
}
