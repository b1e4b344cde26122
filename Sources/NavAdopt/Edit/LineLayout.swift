/// Lines of a file's bytes as adopt edits them: a line ends after `\n`
/// (so `\r\n` stays whole), a UTF-8 byte order mark belongs to no line.
struct LineLayout {
  let bytes: [UInt8]

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Where the text starts: after a byte order mark.
  var textStart: Int {
    bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
  }

  func lineStart(_ offset: Int) -> Int {
    var index = offset
    while index > textStart, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }

  /// Just past the line's `\n` (or the end of the file).
  func lineEnd(_ offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    return index < bytes.count ? index + 1 : index
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
  }

  func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy(Self.isSpace)
  }

  /// The line's text without its indentation and line break.
  func trimmed(_ lineStart: Int) -> ArraySlice<UInt8> {
    var start = lineStart
    var end = lineEnd(lineStart)
    while start < end, Self.isSpace(bytes[start]) { start += 1 }
    while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
    return bytes[start..<end]
  }

  func hasPrefix(_ text: ArraySlice<UInt8>, _ prefix: String) -> Bool { text.starts(with: Array(prefix.utf8)) }
  func hasSuffix(_ text: ArraySlice<UInt8>, _ suffix: String) -> Bool {
    let tail = Array(suffix.utf8)
    return text.count >= tail.count && Array(text.suffix(tail.count)) == tail
  }

  /// The bytes a whole declaration takes, from its first token's byte to
  /// its last token's end: whole lines when it has them to itself, with the
  /// `///` or `/** */` doc comment right above it and a comment after its
  /// last token; then one blank line of the two around it, so the lines
  /// around keep their spacing.
  func declarationRange(_ tokens: Range<Int>) -> Range<Int> {
    let start = lineStart(tokens.lowerBound)
    guard isBlank(start..<tokens.lowerBound) else { return tokens }
    var restEnd = lineEnd(tokens.upperBound)
    let rest = trimmed(tokens.upperBound)
    guard rest.isEmpty || hasPrefix(rest, "//") else { return tokens }
    if tokens.upperBound >= bytes.count { restEnd = bytes.count }
    var first = start
    while first > textStart {
      let previous = lineStart(first - 1)
      let text = trimmed(previous)
      if hasPrefix(text, "///") {
        first = previous
      } else if hasSuffix(text, "*/") {
        var opening = previous
        while opening > textStart, !hasPrefix(trimmed(opening), "/*") { opening = lineStart(opening - 1) }
        guard hasPrefix(trimmed(opening), "/**") else { break }
        first = opening
      } else {
        break
      }
    }
    return withOneBlankLine(first..<restEnd)
  }

  private func withOneBlankLine(_ range: Range<Int>) -> Range<Int> {
    let previousLine = range.lowerBound > textStart ? lineStart(range.lowerBound - 1) : nil
    let nextLineEnd = range.upperBound < bytes.count ? lineEnd(range.upperBound) : nil
    let previousBlank = previousLine.map { isBlank($0..<range.lowerBound) } ?? false
    let nextBlank = nextLineEnd.map { isBlank(range.upperBound..<$0) } ?? false
    if previousBlank, nextBlank, let nextLineEnd { return range.lowerBound..<nextLineEnd }
    if previousBlank, let previousLine {
      let next = nextLineEnd == nil ? [] : trimmed(range.upperBound)
      if next.isEmpty || hasPrefix(next, "}") || hasPrefix(next, "#endif") || hasPrefix(next, "#else") {
        return previousLine..<range.upperBound
      }
    }
    if nextBlank, let nextLineEnd {
      let previous = previousLine.map { trimmed($0) } ?? []
      if previousLine == nil || hasSuffix(previous, "{") || hasPrefix(previous, "#if") || hasPrefix(previous, "#else") {
        return range.lowerBound..<nextLineEnd
      }
    }
    return range
  }
}
