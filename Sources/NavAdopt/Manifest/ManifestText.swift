import NavImport

/// A manifest's bytes with its tokens, for placing text among them as the file's own: where a
/// token's bytes are, the indentation and line break of its line, and where its line ends.
struct ManifestText {
  let bytes: [UInt8]
  let tokens: [SourceToken]
  private let offsets: ByteOffsets
  private let layout: LineLayout

  /// Nil for bytes that are not UTF-8, whose tokens' places in bytes are not exact.
  init?(_ bytes: [UInt8], tokens: [SourceToken]) {
    guard let offsets = ByteOffsets(bytes) else { return nil }
    self.bytes = bytes
    self.tokens = tokens
    self.offsets = offsets
    layout = LineLayout(bytes: bytes)
  }

  func start(of token: Int) -> Int { offsets.byte(tokens[token].range.lowerBound) }
  func end(of token: Int) -> Int { offsets.byte(tokens[token].range.upperBound) }

  /// Whether only spaces and tabs come before the token on its line.
  func startsLine(_ token: Int) -> Bool {
    let offset = start(of: token)
    return bytes[layout.lineStart(offset)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  func lineStart(of token: Int) -> Int { layout.lineStart(start(of: token)) }

  /// The spaces and tabs the token's line starts with.
  func indentation(of token: Int) -> String {
    let start = lineStart(of: token)
    let end = bytes[start...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The line break of the token's line (`\r\n` or `\n`), or the file's first one for a last
  /// line without one.
  func lineBreak(of token: Int) -> String {
    let end = layout.lineEnd(start(of: token))
    if end > 0, bytes[end - 1] == UInt8(ascii: "\n") {
      return end > 1 && bytes[end - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
    guard let first = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
    return first > 0 && bytes[first - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
  }

  /// Where a new line after the token goes: before its line's break when only spaces and a
  /// `//` comment follow it there (the comment stays with its line); just after it otherwise.
  func endOfLine(after token: Int) -> Int {
    let offset = end(of: token)
    var breakAt = layout.lineEnd(offset)
    if breakAt > offset, bytes[breakAt - 1] == UInt8(ascii: "\n") { breakAt -= 1 }
    if breakAt > offset, bytes[breakAt - 1] == UInt8(ascii: "\r") { breakAt -= 1 }
    let rest = bytes[offset..<breakAt].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return rest.isEmpty || rest.starts(with: Array("//".utf8)) ? breakAt : offset
  }
}
