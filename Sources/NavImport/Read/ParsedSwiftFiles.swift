import NavSchema

/// Swift files parsed ahead of their import, by file name: a folder's sources are parsed while
/// dump-package reads its manifests, before the manifests say which target each file is
/// part of. The import takes a file's parse from here when the bytes are the ones parsed.
public struct ParsedSwiftFiles: Sendable {
  private var files: [String: (contents: [UInt8], file: SwiftSourceFile)] = [:]

  public init() {}

  /// `sources` parsed on every core.
  public init(parsing sources: [SwiftSource]) {
    let parsed = sources.mapConcurrentPieces(minimumPieceSize: 4) { piece in
      piece.map { ($0.fileName, (contents: $0.contents, file: DeclarationParser.parse($0.contents))) }
    }
    files = Dictionary(parsed.flatMap { $0 }, uniquingKeysWith: { first, _ in first })
  }

  /// The parses of `other` too (for a file parsed in both, the first).
  public mutating func add(_ other: ParsedSwiftFiles) {
    files.merge(other.files) { first, _ in first }
  }

  /// Each source's parse, in order: the one made ahead, or made now (side by side).
  func parses(of sources: [SwiftSource]) -> [SwiftSourceFile] {
    var parses = sources.map { source in
      files[source.fileName].flatMap { $0.contents == source.contents ? $0.file : nil }
    }
    let missing = sources.indices.filter { parses[$0] == nil }
    let made = missing.mapConcurrentPieces(minimumPieceSize: 4) { piece in
      piece.map { DeclarationParser.parse(sources[$0].contents) }
    }
    for (index, file) in zip(missing, made.flatMap { $0 }) { parses[index] = file }
    return parses.map { $0! }
  }
}
