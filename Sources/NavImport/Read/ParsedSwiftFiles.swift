import NavSchema

/// Swift files parsed ahead of their import, by file name: a folder's sources are parsed while
/// dump-package reads its manifests, before the manifests say which target each file is
/// part of (so a test target's files may be parsed for nothing: the parsing stops when the
/// dumps end). The import takes a file's parse from here when the bytes are the ones parsed.
public struct ParsedSwiftFiles: Sendable {
  private(set) var files: [String: (contents: [UInt8], file: SwiftSourceFile)] = [:]

  public init() {}

  /// `sources` parsed on every core, or as many as are parsed before `stop` says so (the
  /// rest are parsed when the import takes them).
  public init(parsing sources: [SwiftSource], until stop: @escaping @Sendable () -> Bool = { false }) {
    let parsed = sources.mapConcurrentPieces(minimumPieceSize: 4) { piece in
      var parsed: [(String, (contents: [UInt8], file: SwiftSourceFile))] = []
      for source in piece {
        guard !stop() else { break }
        parsed.append((source.fileName, (source.contents, DeclarationParser.parse(source.contents))))
      }
      return parsed
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
