import Foundation
import Testing
@testable import NavTestSupport

/// `navgen adopt <package>` runs dump-package once for each manifest it reads: the package's
/// own, once (in the proof's scratch folder, and the folder is read by that dump), and each
/// edited text its proof reads. Counted by a `swift` put first on PATH that logs its arguments
/// and hands them to the real one, around the navgen SwiftPM built.
@Suite("Adopt: dump-package once a manifest")
struct PackageAdoptDumpCountTests {
  @Test func theManifestIsDumpedOnceAndTheEditOnce() throws {
    let directory = try PackageAdoptCommandTests().package()
    let swift = try #require(try ProcessRunner.run(["which", "swift"]).standardOutput.split(separator: "\n").first)
    let log = directory.url.appendingPathComponent("swift-calls.log")
    let wrapper = try directory.write("bin/swift", """
      #!/bin/sh
      echo "$*" >> '\(log.path)'
      exec '\(swift)' "$@"

      """)
    #expect(chmod(wrapper, 0o755) == 0)
    let path = directory.url.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
    for write in [false, true] {
      try? FileManager.default.removeItem(at: log)
      let result = try ProcessRunner.run(
        ProcessRunner.navgen, ["adopt", "Tienda"] + (write ? ["--write"] : []), in: directory.url,
        environment: ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 })
      #expect(result.status == 0, "\(result.standardError)")
      let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
      #expect(calls.count == 2, "\(calls)")
      #expect(calls.allSatisfy { $0.hasPrefix("package --package-path ") && $0.hasSuffix(" dump-package") })
    }
    #expect(try String(contentsOf: directory.url.appendingPathComponent("Tienda/Package.swift"), encoding: .utf8)
      == PackageAdoptCommandTests.adoptedManifest)
  }
}
