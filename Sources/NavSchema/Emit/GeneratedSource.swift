/// A generated Swift file as the writers that wrote it leave it: its text in
/// pieces, in order (the parts written on every core). `OutputWriter` writes
/// them to the file, and compares them with a file already there, piece by
/// piece; they are joined into one `String` only where one is asked for, so
/// a large file is never copied whole.
public struct GeneratedSource: Sendable {
  private let pieces: [SwiftWriter]

  init(_ pieces: [SwiftWriter]) {
    self.pieces = pieces
  }

  /// The length of the text in UTF-8 bytes.
  public var utf8Count: Int { pieces.reduce(0) { $0 + $1.utf8Count } }

  /// The whole text.
  public var text: String { SwiftWriter.output(of: pieces) }
}

extension GeneratedSource: OutputContents {
  func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    pieces.allSatisfy { piece in piece.withUTF8(body) }
  }
}
