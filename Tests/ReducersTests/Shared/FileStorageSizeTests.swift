import Foundation
import Reducers
import Testing

extension SharedState {
  /// A data file larger than the storage reads is refused before a byte of it is read, and left
  /// as it is; one at the limit loads.
  @Suite struct FileStorageSizeTests {
    @Test func aTwoGigabyteFileIsRefusedWithoutBeingRead() throws {
      try withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("count.json")
        // Sparse: two gigabytes the disk does not hold.
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let disk = CountingFileSystem(base: LiveFileSystem())
        let storage = FileStorage(fileSystem: disk, throttle: .zero)

        let issues = collectIssues {
          let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
          #expect(count.wrappedValue == 0)
          count.withLock { $0 = 1 }
        }

        #expect(
          issues.map(\.message) == [
            """
            Couldn't load "\(url.path)": The file is 2 GiB, more than the 64 MiB file storage \
            reads (FileStorage.maximumFileSize).

            \(FileStorageFaultTests.loadAdvice)
            """
          ])
        #expect(disk.count("read") == 0)
        #expect(storage.loadError(for: url)?.kind == .unreadable)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(attributes[.size] as? Int == 2 << 30)
      }
    }

    @Test func aFileAtTheLimitLoadsAndOneByteMoreIsRefused() throws {
      let fileSystem = InMemoryFileSystem()
      let atLimit = URL(fileURLWithPath: "/data/ten.json")
      let overLimit = URL(fileURLWithPath: "/data/eleven.json")
      try fileSystem.write(Data("1234567890".utf8), to: atLimit)
      try fileSystem.write(Data("12345678901".utf8), to: overLimit)
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero, maximumFileSize: 10)

      let issues = collectIssues {
        let ten = Shared(wrappedValue: 0, FileStorageKey<Int>(url: atLimit, storage: storage))
        let eleven = Shared(wrappedValue: 0, FileStorageKey<Int>(url: overLimit, storage: storage))
        #expect(ten.wrappedValue == 1_234_567_890)
        #expect(eleven.wrappedValue == 0)
      }

      #expect(storage.loadError(for: atLimit) == nil)
      #expect(
        storage.loadError(for: overLimit)?.reason
          == "The file is 11 bytes, more than the 10 bytes file storage reads "
          + "(FileStorage.maximumFileSize)")
      #expect(issues.count == 1)
      #expect(try fileSystem.read(overLimit) == Data("12345678901".utf8))
    }

    @Test(arguments: [
      (0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1024, "1 KiB"), (1536, "1.5 KiB"),
      (1 << 20, "1 MiB"), (64 << 20, "64 MiB"), ((2 << 30) + (1 << 29), "2.5 GiB"),
    ])
    func sizesReadAsAPersonWritesThem(bytes: Int, text: String) {
      #expect(FileStorage.byteCount(bytes) == text)
    }
  }
}
