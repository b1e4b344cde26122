#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavGenerate

/// Where adopting a package puts each Swift file's schema: beside it, named by its stem
/// (`Sources/RecetaFeature/Receta.swift` → `Sources/RecetaFeature/Receta.navgen.json`), so the
/// navigation stays where the feature's code is. A name taken by a file that exists (a schema
/// of an earlier adoption, say) or by another file's schema gets `_2`, `_3`, …: adopt never
/// overwrites a file.
struct SchemaPathsBeside {
  let reader: SchemaSourceReader

  func paths(_ swiftFiles: [String]) -> [String: String] {
    var taken: Set<String> = []
    var paths: [String: String] = [:]
    for file in swiftFiles {
      let stem = file.hasSuffix(SwiftFileSearch.swiftSuffix) ? String(file.dropLast(SwiftFileSearch.swiftSuffix.count)) : file
      var candidate = stem + SwiftFileSearch.schemaSuffix
      var counter = 2
      while taken.contains(candidate.lowercased()) || FileManager.default.fileExists(atPath: reader.resolved(candidate)) {
        candidate = "\(stem)_\(counter)\(SwiftFileSearch.schemaSuffix)"
        counter += 1
      }
      taken.insert(candidate.lowercased())
      paths[file] = candidate
    }
    return paths
  }
}
