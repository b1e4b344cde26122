import Foundation
import Testing
@testable import NavAdopt
@testable import NavPackage
@testable import NavTestSupport

/// A manifest text planned for adoption as `navgen adopt` plans it: dump-package reads it (in a
/// temporary folder), adopt plans its edit for the targets given, and dump-package reads the
/// edited text in the same folder for the proof, once more when the proof refuses some targets.
struct ManifestFixture {
  static let url = NavGenPackageReference(.url("https://github.com/navgen/NavGen.git", from: "1.0.0"))

  /// The edit as the proof settled it.
  var edit: ManifestEdit
  /// The edit as first planned.
  var planned: ManifestEdit
  /// The edited text.
  var edited: String
  /// Nil when the proof accepts the edit (or there is none); otherwise why not.
  var proofFailure: String?
  /// How many times dump-package read an edited text.
  var proofs = 0

  init(
    _ manifest: String, targets: [String], navgen: NavGenPackageReference = Self.url, fileName: String = "Package.swift"
  ) async throws {
    try await self.init(bytes: Array(manifest.utf8), targets: targets, navgen: navgen, fileName: fileName)
  }

  init(bytes: [UInt8], targets: [String], navgen: NavGenPackageReference = Self.url, fileName: String = "Package.swift") async throws {
    let folder = try TemporaryDirectory()
    let originalDump = try await Self.dump(bytes, in: folder)
    let manifest = try PackageManifest.read(json: originalDump, fileName: "dump").get()
    planned = ManifestEdit.plan(fileName: fileName, bytes: bytes, manifest: manifest, targets: targets, navgen: navgen)
    var proof = ManifestEditProving(planned, navgen: navgen, originalDump: originalDump)
    while let pending = proof.pending {
      proof.record(editedDump: try await Self.dump(pending, in: folder))
      proofs += 1
    }
    edit = proof.edit
    proofFailure = proof.failure
    edited = String(decoding: edit.edited, as: UTF8.self)
  }

  /// What `swift package dump-package` prints for `bytes` as the Package.swift of `folder`.
  static func dump(_ bytes: [UInt8], in folder: TemporaryDirectory) async throws -> [UInt8] {
    try Data(bytes).write(to: folder.url.appendingPathComponent("Package.swift"))
    let result = try await ProcessRunner.run(["swift", "package", "--package-path", folder.url.path, "dump-package"])
    try #require(result.status == 0, "dump-package cannot read the manifest:\n\(result.standardError)")
    return Array(result.standardOutputBytes)
  }
}
