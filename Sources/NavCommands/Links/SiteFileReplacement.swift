#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavReview

/// What `navgen links -o` writes at a path, and which file it may replace: a missing file is
/// created; an existing `apple-app-site-association` file keeps every byte but its `applinks`
/// value (its `webcredentials`, `appclips`, … stay as they are: `SiteFileSplice`), and is
/// replaced only while it still holds what was read. A file that is not a JSON object is left
/// alone.
enum SiteFileReplacement {
  /// Why the file is left alone: `cannot write '<path>': …`.
  struct Refusal: Error {
    var message: String
  }

  /// The sections Apple documents for the file besides `applinks`.
  static let sections: Set<String> = ["webcredentials", "appclips", "activitycontinuation"]

  struct Plan {
    var text: String
    var replacing: OutputWriter.Replacing
  }

  static func plan(_ file: HostSiteAssociation, at path: String, reader: SchemaSourceReader) -> Result<Plan, Refusal> {
    guard FileManager.default.fileExists(atPath: reader.resolved(path)) else {
      return .success(Plan(text: file.text, replacing: .nothing))
    }
    let bytes: [UInt8]
    switch reader.read(.file(path: path)) {
    case .failure(let error): return .failure(Refusal(message: "cannot write '\(path)': \(error.message)"))
    case .success(let read): bytes = read
    }
    let existing = String(decoding: bytes, as: UTF8.self)
    guard existing.utf8.elementsEqual(bytes) else {
      return .failure(Refusal(message: "cannot write '\(path)': it is not UTF-8 text, so not an apple-app-site-association file"))
    }
    let sections = SiteAssociationReader.read(bytes, fileName: path).otherSections
    let unknown = sections.filter { !Self.sections.contains($0) }
    guard unknown.isEmpty else {
      return .failure(Refusal(message:
        "cannot write '\(path)': it is not an apple-app-site-association file (it holds "
          + unknown.map { "\"\($0)\"" }.joined(separator: ", ") + ")"))
    }
    if sections.isEmpty, case .success(let document) = JSONParser.parse(bytes, fileName: path), document.object(document.root) != nil {
      return .success(Plan(text: file.text, replacing: .sourceAsRead(existing)))
    }
    switch SiteFileSplice.splice(applinks: file.association, into: bytes, fileName: path) {
    case .failure(let problems):
      let reason = problems.diagnostics.first?.message ?? "it cannot be edited"
      return .failure(Refusal(message: "cannot write '\(path)': \(reason)"))
    case .success(let edited):
      return .success(Plan(text: String(decoding: edited, as: UTF8.self), replacing: .sourceAsRead(existing)))
    }
  }
}
