import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// The real `navgen` binary's standard streams and what it links.
@Suite struct ExecutableStreamsTests {
  let navgen = ProcessRunner.navgen

  /// A schema of `count` features, megabytes of Swift once generated.
  static func largeSchema(features count: Int) -> String {
    let features = (0..<count).map { index in
      #"{"name": "F\#(index)", "destination": {"cases": ["A\#(index)", "B\#(index)", {"name": "c", "alert": "Alerta\#(index)"}]}}"#
    }
    return #"{"version": 1, "features": [\#n"# + features.joined(separator: ",\n") + "\n]}\n"
  }

  /// Megabytes in on standard input and out on standard output: the same bytes as in-process.
  @Test func largeInputAndOutputThroughTheStandardStreams() throws {
    let schema = Self.largeSchema(features: 2_000)
    let result = try ProcessRunner.run(navgen, ["generate", "-"], standardInput: schema)
    let inProcess = CapturedOutput()
    #expect(inProcess.run(["generate", "-"], standardInput: schema) == 0)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutputBytes.count > 2_000_000)
    #expect(result.standardOutputBytes == Data(inProcess.standardOutput.utf8))
  }

  /// Output that cannot be written is an error (exit 2), not a success with nothing written.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "writes to /dev/full"))
  func aFullStandardOutputIsAnError() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let process = Process()
    process.executableURL = navgen
    process.arguments = ["--version"]
    process.standardOutput = full
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message == "navgen: error: cannot write to standard output: No space left on device\n")
  }

  #if canImport(FoundationEssentials)
  /// Foundation (with ICU) costs milliseconds at every start; the binary
  /// needs only FoundationEssentials. The names of the libraries it needs are
  /// in its dynamic string table, each ending in a zero byte.
  @Test func theExecutableDoesNotLinkFoundationOrICU() throws {
    let binary = try Data(contentsOf: navgen)
    #expect(binary.range(of: Data("libFoundationEssentials.so\0".utf8)) != nil)
    for library in ["libFoundation.so\0", "lib_FoundationICU.so\0", "libFoundationInternationalization.so\0"] {
      #expect(binary.range(of: Data(library.utf8)) == nil, "navgen links \(library.dropLast())")
    }
  }
  #endif
}
