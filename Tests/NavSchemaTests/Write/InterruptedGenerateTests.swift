import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `navgen generate -o` killed with SIGKILL at many points of a large
/// schema's run: the target must always be the old file or the complete new
/// one, and after the next run for that target nothing else may be left.
@Suite("Write: navgen killed while generating", .serialized)
struct InterruptedGenerateTests {
  /// Where in a run a kill lands.
  enum KillPoint: CustomStringConvertible {
    /// This long after the process started.
    case after(seconds: Double)
    /// As soon as the temporary holds at least this many bytes.
    case temporaryHolds(bytes: Int)
    /// As soon as the target is no longer the old file (replaced, or written in place).
    case targetChanges

    var description: String {
      switch self {
      case .after(let seconds): return String(format: "%.3f s after the start", seconds)
      case .temporaryHolds(let bytes): return "once the temporary holds \(bytes) bytes"
      case .targetChanges: return "as soon as the target changes"
      }
    }
  }

  /// Features of eight reducer cases each: 200 give about 1.2 MB of Swift.
  static func schema(features: Int, variant: String) -> String {
    let entries = (0..<features).map { feature in
      let cases = (0..<8).map { #""\#(variant)Child\#(feature)x\#($0)""# }.joined(separator: ", ")
      return #"{"name": "Feature\#(feature)", "destination": {"cases": [\#(cases)], "stateConformances": ["Equatable"]}}"#
    }
    return #"{"version": 1, "features": [\#(entries.joined(separator: ",\n"))]}"#
  }

  @Test func killedAtAnyPointLeavesTheOldOrTheNewFileAndTheNextRunCleansUp() throws {
    let folder = try TemporaryDirectory()
    let newSchema = try folder.write("schemas/New.navgen.json", Self.schema(features: 200, variant: "New"))
    let oldSchema = try folder.write("schemas/Old.navgen.json", Self.schema(features: 200, variant: "Old"))
    let smallSchema = try folder.write("schemas/Small.navgen.json", #"{"version": 1, "enums": [{"name": "A", "cases": []}]}"#)
    let output = folder.url.appendingPathComponent("out", isDirectory: true)
    let target = output.appendingPathComponent("App.swift")

    let old = try Self.generate(oldSchema, to: target).contents
    let (new, duration) = try Self.generate(newSchema, to: folder.url.appendingPathComponent("reference/App.swift"))
    try #require(old != new && old.starts(with: Data(SwiftGenerator.headerPrefix.utf8)))

    let timed = (0..<16).map { KillPoint.after(seconds: duration * Double($0) / 16) }
    let observed = [0, 0, 0, new.count / 2, new.count, new.count].map { KillPoint.temporaryHolds(bytes: $0) }
      + Array(repeating: KillPoint.targetChanges, count: 4)
    var leftTemporaries = 0
    var sawNew = 0
    for point in timed + observed {
      try old.write(to: target)
      try Self.kill(generating: newSchema, to: target, at: point)

      let after = try Data(contentsOf: target)
      #expect(after == old || after == new, "killed \(point): the target is neither the old nor the new file")
      if after == new { sawNew += 1 }
      let others = try Self.names(in: output).filter { $0 != "App.swift" }
      #expect(others.allSatisfy { TemporaryOutputFile.isTemporary($0, of: "App.swift") }, "killed \(point): \(others)")
      #expect(others.count <= 1, "killed \(point): \(others)")
      leftTemporaries += others.count

      // The next run for the same target (a quick one) removes what the killed one left.
      _ = try Self.generate(smallSchema, to: target)
      #expect(try Self.names(in: output) == ["App.swift"], "killed \(point), then ran again")
    }
    // Some kills must have landed while the temporary was being written.
    #expect(leftTemporaries > 0)
    print("SIGKILL test: \(timed.count + observed.count) kills of a \(String(format: "%.2f", duration)) s run; \(leftTemporaries) left a temporary, \(sawNew) found the new file")
  }

  /// Runs `navgen generate <schema> -o <target>` to the end; returns the file and how long the run took.
  static func generate(_ schema: String, to target: URL) throws -> (contents: Data, seconds: Double) {
    let start = Date()
    let result = try ProcessRunner.run(ProcessRunner.navgen, ["generate", schema, "-o", target.path])
    try #require(result.status == 0, "\(result.standardError)")
    return (try Data(contentsOf: target), Date().timeIntervalSince(start))
  }

  static func kill(generating schema: String, to target: URL, at point: KillPoint) throws {
    let process = Process()
    process.executableURL = ProcessRunner.navgen
    process.arguments = ["generate", schema, "-o", target.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let folder = target.deletingLastPathComponent()
    let original = identity(of: target)
    while process.isRunning {
      let due: Bool
      switch point {
      case .after(let seconds):
        due = Date().timeIntervalSince(start) >= seconds
      case .temporaryHolds(let bytes):
        due = (try? names(in: folder))?.contains { name in
          TemporaryOutputFile.isTemporary(name, of: target.lastPathComponent)
            && size(of: folder.appendingPathComponent(name)) >= bytes
        } ?? false
      case .targetChanges:
        due = identity(of: target) != original
      }
      if due {
        Foundation.kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(100)
    }
    process.waitUntilExit()
  }

  static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// The file's inode and size: a rename changes the first, writing in place the second.
  static func identity(of file: URL) -> [Int] {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    return [.systemFileNumber, .size].map { (attributes?[$0] as? NSNumber)?.intValue ?? -1 }
  }

  static func size(of file: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
  }
}
