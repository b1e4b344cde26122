import Foundation
import Testing
@testable import NavTestSupport

/// The built navgen keeps dump-package's answers and runs `swift package dump-package` again
/// only when something its answer depends on changed: the manifest's bytes, the environment,
/// the toolchain. Dumps are counted by a `LoggingSwift` (which also makes the toolchain one of
/// the test's own).
@Suite("Manifest cache: what navgen dumps again")
struct ManifestDumpCacheEndToEndTests {
  /// A package with navigation, a logging `swift` and a cache folder, all in one folder.
  struct Bench {
    let directory: TemporaryDirectory
    let swift: LoggingSwift
    let environment: [String: String]

    init() throws {
      directory = try PackageAdoptCommandTests().package()
      swift = try LoggingSwift(in: directory)
      environment = swift.environment.merging(["NAVGEN_CACHE_DIR": directory.path("cache")]) { $1 }
    }

    /// navgen's output and the dump-package runs it started (their `--package-path`).
    func navgen(_ arguments: [String], adding variables: [String: String] = [:]) throws -> (result: ProcessResult, dumps: [String]) {
      swift.forget()
      let result = try ProcessRunner.run(
        ProcessRunner.navgen, arguments, in: directory.url, environment: environment.merging(variables) { $1 })
      let dumps = swift.calls().filter { $0.hasSuffix(" dump-package") }.map { call in
        let words = call.split(separator: " ")
        return words.firstIndex(of: "--package-path").map { String(words[$0 + 1]) } ?? ""
      }
      return (result, dumps)
    }

    func entries() -> [String] {
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path("cache/manifests"))) ?? []
    }
  }

  @Test func aPackageReadAgainIsNotDumpedAgainUntilItsManifestOrEnvironmentChanges() throws {
    let bench = try Bench()
    let first = try bench.navgen(["graph", "Tienda"])
    #expect(first.result.status == 0, "\(first.result.standardError)")
    #expect(first.result.standardOutput.contains("Catalogo"))
    #expect(first.dumps.count == 1)
    #expect(bench.entries().count == 1)

    // Again, and by another command: the kept answer, the same output.
    let again = try bench.navgen(["graph", "Tienda"])
    #expect(again.dumps.isEmpty && again.result.standardOutput == first.result.standardOutput)
    let imported = try bench.navgen(["import", "Tienda"])
    #expect(imported.result.status == 0 && imported.dumps.isEmpty, "\(imported.result.standardError)")
    #expect(imported.result.standardOutput.contains("Catalogo") && !imported.result.standardOutput.contains("Prueba"))

    // Any byte of the manifest, a comment too.
    let manifest = bench.directory.url.appendingPathComponent("Tienda/Package.swift")
    try (PackageAdoptCommandTests.manifest + "// edited\n").write(to: manifest, atomically: true, encoding: .utf8)
    #expect(try bench.navgen(["graph", "Tienda"]).dumps.count == 1)
    #expect(try bench.navgen(["graph", "Tienda"]).dumps.isEmpty)

    // A variable the manifest could read; not one a terminal sets.
    #expect(try bench.navgen(["graph", "Tienda"], adding: ["TIENDA_SERVER": "1"]).dumps.count == 1)
    #expect(try bench.navgen(["graph", "Tienda"], adding: ["TERM_SESSION_ID": "42"]).dumps.isEmpty)

    // A damaged entry is dumped again, and the answer is the same.
    for entry in bench.entries() {
      try Data("navgen manifest dump 1 9999\n".utf8).write(to: URL(fileURLWithPath: bench.directory.path("cache/manifests/" + entry)))
    }
    let repaired = try bench.navgen(["graph", "Tienda"])
    #expect(repaired.dumps.count == 1 && repaired.result.standardOutput == first.result.standardOutput)
    #expect(try bench.navgen(["graph", "Tienda"]).dumps.isEmpty)
  }

  @Test func noCacheDumpsEachTimeAndKeepsNothing() throws {
    let bench = try Bench()
    for _ in 0..<2 {
      let run = try bench.navgen(["graph", "Tienda"], adding: ["NAVGEN_CACHE_DIR": "none"])
      #expect(run.result.status == 0 && run.dumps.count == 1, "\(run.result.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: bench.directory.path("cache")))
  }

  @Test func aManifestThatCannotBeReadIsDumpedEachTime() throws {
    let bench = try Bench()
    try bench.directory.write("Tienda/Package.swift", WholeFolderReviewTests.broken)
    var errors: [String] = []
    for _ in 0..<2 {
      let run = try bench.navgen(["graph", "Tienda"])
      // Read for its sources, the manifest named (`WholeFolderReviewTests`).
      #expect(run.result.status == 0 && run.dumps.count == 1, "\(run.result.standardError)")
      errors.append(run.result.standardError)
    }
    #expect(errors[0] == errors[1] && errors[0].contains("Tienda/Package.swift:4:50: warning: 'swift package dump-package' cannot read"), "\(errors)")
    #expect(bench.entries().isEmpty)
  }

  /// A revision's manifests are dumped in a folder of the cache named by their bytes, the same
  /// each time: navgen's answer is found again, and when it is not, SwiftPM's own cache (keyed
  /// by the folder too) is. Without a cache, in a temporary folder of their own, removed after.
  @Test(.requires(.git)) func aRevisionsManifestsAreDumpedInTheSameFolderEachTime() throws {
    let bench = try Bench()
    #expect(try bench.directory.git("init", "-q") == 0)
    #expect(try bench.directory.git("add", "Tienda") == 0)
    #expect(try bench.directory.git("commit", "-q", "-m", "Tienda") == 0)
    let first = try bench.navgen(["graph", "HEAD:Tienda"])
    #expect(first.result.status == 0 && first.result.standardOutput.contains("Catalogo"), "\(first.result.standardError)")
    #expect(first.dumps.count == 1 && first.dumps[0].hasPrefix(bench.directory.path("cache/revisions/navgen-manifest-")))
    let second = try bench.navgen(["graph", "HEAD:Tienda"])
    #expect(second.dumps.isEmpty && second.result.standardOutput == first.result.standardOutput)
    try FileManager.default.removeItem(atPath: bench.directory.path("cache/manifests"))
    #expect(try bench.navgen(["graph", "HEAD:Tienda"]).dumps == first.dumps)

    let uncached = try (0..<2).map { _ in try bench.navgen(["graph", "HEAD:Tienda"], adding: ["NAVGEN_CACHE_DIR": "none"]) }
    #expect(uncached.allSatisfy { $0.result.status == 0 && $0.dumps.count == 1 }, "\(uncached.map(\.result.standardError))")
    #expect(uncached[0].dumps != uncached[1].dumps && uncached[0].dumps[0].contains("/navgen-manifest-"))
    #expect(uncached.allSatisfy { !FileManager.default.fileExists(atPath: $0.dumps[0]) })
    #expect(uncached[0].result.standardOutput == first.result.standardOutput)
  }
}
