import Foundation
import Testing
@testable import NavTestSupport

/// `navgen adopt <package>` runs dump-package once for each manifest it reads: the package's
/// own, once (in the proof's scratch folder, and the folder is read by that dump), and each
/// edited text its proof reads. Counted by a `LoggingSwift`, around the navgen SwiftPM built.
@Suite("Adopt: dump-package once a manifest")
struct PackageAdoptDumpCountTests {
  @Test func theManifestIsDumpedOnceAndTheEditOnce() throws {
    let directory = try PackageAdoptCommandTests().package()
    let swift = try LoggingSwift(in: directory)
    for write in [false, true] {
      swift.forget()
      let result = try ProcessRunner.run(
        ProcessRunner.navgen, ["adopt", "Tienda"] + (write ? ["--write"] : []), in: directory.url, environment: swift.environment)
      #expect(result.status == 0, "\(result.standardError)")
      let calls = swift.calls()
      #expect(calls.count == 2, "\(calls)")
      #expect(calls.allSatisfy { $0.hasPrefix("package --package-path ") && $0.hasSuffix(" dump-package") })
    }
    #expect(try String(contentsOf: directory.url.appendingPathComponent("Tienda/Package.swift"), encoding: .utf8)
      == PackageAdoptCommandTests.adoptedManifest)
  }
}
