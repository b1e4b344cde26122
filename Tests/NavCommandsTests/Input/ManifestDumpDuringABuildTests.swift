import Foundation
import Testing
@testable import NavTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a package while SwiftPM builds it: a build holds the lock of its scratch folder
/// (`.build`) for as long as it runs, and a dump-package given that folder waits for it, so
/// `navgen graph .` beside a running `swift build` sat until the build ended (and a test's time
/// limit ran out first on a busy CI machine). navgen dumps each manifest with a scratch folder
/// of its own. Here the test holds the lock the way SwiftPM's builds take it (an exclusive
/// `flock` on `<scratch folder's path, each '/' as '_'>.lock` in the temporary folder, TSCBasic's
/// `FileLock`), with a temporary folder of its own given to navgen as `TMPDIR`.
@Suite("Reading a package while it builds")
struct ManifestDumpDuringABuildTests {
  @Test func aFolderIsReadWhileSwiftPMHoldsTheLockOfItsBuildFolder() throws {
    let directory = try PackageAdoptCommandTests().package()
    let package = directory.url.appendingPathComponent("Tienda").standardizedFileURL.path
    let temporary = directory.url.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let lockName = (package + "/.build").replacingOccurrences(of: "/", with: "_") + ".lock"
    let lockFile = temporary.appendingPathComponent(lockName).path
    let descriptor = open(lockFile, O_WRONLY | O_CREAT, 0o644)
    try #require(descriptor >= 0, "cannot open \(lockFile)")
    defer { close(descriptor) }
    try #require(flock(descriptor, LOCK_EX) == 0)

    // What a dump in the package's own scratch folder does under that lock: it says it waits
    // (and is stopped then), or, were the lock not SwiftPM's, it prints the package and ends.
    let script = """
      swift package --package-path '\(package)' dump-package 2>err >out & dump=$!
      while kill -0 $dump 2>/dev/null && ! grep -q 'Another instance' err; do sleep 0.1; done
      kill $dump 2>/dev/null; cat err; cat out >&2
      """
    let waiting = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: temporary, environment: Self.environment(temporary: temporary),
      timeout: ProcessRunner.hangGuard)
    #expect(waiting.standardOutput.contains("Another instance of SwiftPM is already running using '\(package)/.build'"),
      "the lock held is not the one SwiftPM takes: \(waiting.standardOutput)")
    #expect(!waiting.standardError.contains("\"targets\""))
    for file in ["err", "out"] { try FileManager.default.removeItem(at: temporary.appendingPathComponent(file)) }

    let graph = try ProcessRunner.run(
      ProcessRunner.navgen, ["graph", "Tienda"], in: directory.url, environment: Self.environment(temporary: temporary), timeout: ProcessRunner.hangGuard)
    #expect(graph.status == 0, "\(graph.standardError)")
    #expect(graph.standardOutput.contains("Catalogo"), "\(graph.standardOutput)")
    #expect(!graph.standardError.contains("Another instance of SwiftPM"), "\(graph.standardError)")
    // Nothing left behind: no `.build` in the package, no scratch folder of navgen's (SwiftPM's
    // own lock files stay in the temporary folder).
    #expect(!FileManager.default.fileExists(atPath: package + "/.build"))
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    #expect(left.contains(lockName) && !left.contains { $0.hasPrefix("navgen-") }, "\(left)")
  }

  /// No manifest cache: the package is dumped, under the lock.
  static func environment(temporary: URL) -> [String: String] {
    ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path, "NAVGEN_CACHE_DIR": "none"]) { $1 }
  }
}
