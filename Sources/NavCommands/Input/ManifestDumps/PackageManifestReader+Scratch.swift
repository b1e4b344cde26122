#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavGenerate

extension PackageManifestReader {
  /// Runs `body` with a function that gives dump-package's JSON for manifest bytes written as
  /// the `Package.swift` of one temporary folder, which is removed afterwards: each manifest
  /// dumped there resolves its relative paths alike, so two dumps compare. Errors name the
  /// manifest as the `Package.swift` of the folder `shownAs`.
  func withScratchPackage<T>(
    shownAs: String, _ body: (_ dump: ([UInt8]) -> Result<[UInt8], SchemaReadError>) -> T
  ) -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-manifest-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = SchemaSource.file(path: Self.child(shownAs, Self.manifestName))
    return body { bytes in
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(Self.manifestName))
      } catch {
        return .failure(SchemaReadError(source: source, message: "cannot write it to a temporary folder: \(error)"))
      }
      return run(in: folder.path, shownAs: shownAs).mapError { SchemaReadError(source: source, message: $0.message) }
    }
  }
}
