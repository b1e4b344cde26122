import NavSchema
import NavImport

/// The edit of one Swift file: the declarations adopt removes, the
/// conformances it takes out of an extension that stays, and then every
/// `extension` or `#if` block those removals left empty.
struct FileRewrite {
  let bytes: [UInt8]
  let file: SwiftSourceFile
  private let offsets: ByteOffsets
  private let layout: LineLayout
  private(set) var edit = SourceEdit()

  init?(bytes: [UInt8], file: SwiftSourceFile) {
    guard let offsets = ByteOffsets(bytes) else { return nil }
    self.bytes = bytes
    self.file = file
    self.offsets = offsets
    layout = LineLayout(bytes: bytes)
  }

  /// The bytes of a run of tokens, from the first one's start to the last one's end.
  func byteRange(ofTokens tokens: Range<Int>) -> Range<Int> {
    guard !tokens.isEmpty else { return 0..<0 }
    return offsets.byte(file.tokens[tokens.lowerBound].range.lowerBound)..<offsets.byte(file.tokens[tokens.upperBound - 1].range.upperBound)
  }

  mutating func removeDeclaration(_ tokens: Range<Int>) {
    edit.delete(layout.declarationRange(byteRange(ofTokens: tokens)))
  }

  /// Takes the conformances marked taken out of an extension's inheritance
  /// clause (`extension X.State: Equatable, @unchecked Sendable { … }`),
  /// keeping the others; all of them, with the colon, when none is kept.
  mutating func removeConformances(of extensionTokens: Range<Int>, taken: [Bool]) {
    let entries = inheritanceEntries(extensionTokens)
    guard entries.count == taken.count, !entries.isEmpty else { return }
    let ranges = entries.map(byteRange(ofTokens:))
    guard taken.contains(false) else {
      // From the end of the extended type's name (the token before ':').
      let colon = entries[0].lowerBound - 1
      edit.delete(byteRange(ofTokens: (colon - 1)..<colon).upperBound..<ranges[ranges.count - 1].upperBound)
      return
    }
    let lastKept = taken.lastIndex(of: false) ?? 0
    for index in entries.indices where taken[index] {
      if index > lastKept {
        edit.delete(ranges[lastKept].upperBound..<ranges[index].upperBound)
      } else {
        edit.delete(ranges[index].lowerBound..<ranges[index + 1].lowerBound)
      }
    }
  }

  /// The token ranges of the inherited types: after the first top-level `:`
  /// of the header, split at top-level commas, up to `where` or `{`.
  private func inheritanceEntries(_ tokens: Range<Int>) -> [Range<Int>] {
    var entries: [Range<Int>] = []
    var depth = 0
    var start: Int?
    for index in tokens {
      let token = file.tokens[index]
      if depth == 0, start == nil {
        if token.isPunctuation("{") { return [] }
        if token.isPunctuation(":") { start = index + 1 }
        continue
      }
      if depth == 0, token.isPunctuation("{") || token.isIdentifier("where") || token.isPunctuation(",") {
        if let begin = start, begin < index { entries.append(begin..<index) }
        if !token.isPunctuation(",") { return entries }
        start = index + 1
        continue
      }
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isOperator("<") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") || token.isOperator(">") { depth = max(0, depth - 1) }
    }
    return []
  }

  /// Removes every `extension` and `#if` block that held members, all of
  /// which were removed, and holds nothing else (not even a comment); one
  /// that was empty already stays as it is.
  mutating func removeEmptiedContainers() {
    _ = removeEmptied(file.declarations)
  }

  /// Whether each declaration is gone after this pass, for its container.
  private mutating func removeEmptied(_ declarations: [SwiftDeclaration]) -> [Bool] {
    declarations.map { declaration in
      let range = byteRange(ofTokens: declaration.tokenRange)
      if edit.covers(range) { return true }
      switch declaration {
      case .type(let type) where type.kind == .extension:
        guard let members = type.members, !members.isEmpty else { return false }
        let gone = removeEmptied(members)
        guard gone.allSatisfy({ $0 }), holdsNothingElse(type.tokenRange, opening: "{") else { return false }
        removeDeclaration(declaration.tokenRange)
        return true
      case .type(let type):
        _ = removeEmptied(type.members ?? [])
        return false
      case .conditional(let block):
        // A block that held nothing before this edit is not the edit's to remove.
        let gone = block.clauses.flatMap { removeEmptied($0.members) }
        guard !gone.isEmpty, gone.allSatisfy({ $0 }), holdsOnlyDirectives(block.tokenRange) else { return false }
        removeDeclaration(declaration.tokenRange)
        return true
      default:
        return false
      }
    }
  }

  /// Between the body's braces, every byte left is whitespace.
  private func holdsNothingElse(_ tokens: Range<Int>, opening: String) -> Bool {
    guard let open = tokens.first(where: { file.tokens[$0].isPunctuation("{") }) else { return false }
    let inside = byteRange(ofTokens: open..<(open + 1)).upperBound..<byteRange(ofTokens: (tokens.upperBound - 1)..<tokens.upperBound).lowerBound
    return inside.allSatisfy { edit.isDeleted($0) || LineLayout.isSpace(bytes[$0]) }
  }

  /// Outside its directive lines (`#if …`, `#elseif …`, `#else`, `#endif`),
  /// every byte left of the block is whitespace.
  private func holdsOnlyDirectives(_ tokens: Range<Int>) -> Bool {
    let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
    var directiveLines: [Range<Int>] = []
    for index in tokens where file.tokens[index].kind == .poundKeyword && directives.contains(file.tokens[index].text) {
      let start = byteRange(ofTokens: index..<(index + 1)).lowerBound
      directiveLines.append(layout.lineStart(start)..<layout.lineEnd(start))
    }
    let span = byteRange(ofTokens: tokens)
    return span.allSatisfy { offset in
      edit.isDeleted(offset) || LineLayout.isSpace(bytes[offset]) || directiveLines.contains { $0.contains(offset) }
    }
  }

  /// Removals of whole lines that meet (two declarations one after the other) each kept one
  /// blank line of their own, so blank lines can end up on both sides of what they removed
  /// together, or one before the file's end: there, one goes too, as around a single
  /// declaration, and the spacing around stays.
  mutating func keepSpacingAroundJoinedRemovals() {
    for deletion in edit.deletions {
      let startsLine = deletion.lowerBound == layout.lineStart(deletion.lowerBound)
      let endsLine = deletion.upperBound == bytes.count || bytes[deletion.upperBound - 1] == UInt8(ascii: "\n")
      guard startsLine, endsLine, deletion.lowerBound > layout.textStart else { continue }
      let previousLine = layout.lineStart(deletion.lowerBound - 1)..<deletion.lowerBound
      guard isKeptBlank(previousLine) else { continue }
      if deletion.upperBound == bytes.count {
        edit.delete(previousLine)
      } else {
        let nextLine = deletion.upperBound..<layout.lineEnd(deletion.upperBound)
        if isKeptBlank(nextLine) { edit.delete(nextLine) }
      }
    }
  }

  /// Whether the bytes are all spaces and line breaks, and none of them is removed.
  private func isKeptBlank(_ range: Range<Int>) -> Bool {
    !range.isEmpty && layout.isBlank(range) && !range.contains(where: edit.isDeleted)
  }

  var rewritten: [UInt8] { edit.applied(to: bytes) }
}
