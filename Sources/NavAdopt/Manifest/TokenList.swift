import NavImport

/// A bracketed list among a file's tokens: a call's arguments `( … )` or an array literal's
/// elements `[ … ]`, split at the commas outside any nested bracket. Strings and comments are
/// already single tokens or trivia, so a comma inside them splits nothing.
struct TokenList {
  /// The token indices of the opening `(` or `[` and of its closing partner.
  let open: Int
  let close: Int
  /// Each item's tokens, in order; the empty place after a trailing comma is no item.
  let items: [Range<Int>]
  /// The index of the comma after the last item, when there is one.
  let trailingComma: Int?

  /// The list opened by the token at `open`; nil when it is not `(` or `[` or never closes.
  init?(_ tokens: [SourceToken], open: Int) {
    guard open < tokens.count, let closing = Self.partner(of: tokens[open]) else { return nil }
    var depth = 0
    var items: [Range<Int>] = []
    var itemStart = open + 1
    var lastComma: Int?
    var index = open + 1
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0, token.isPunctuation(closing) {
        if itemStart < index { items.append(itemStart..<index) }
        self.open = open
        close = index
        self.items = items
        trailingComma = itemStart == index ? lastComma : nil
        return
      }
      if depth == 0, token.isPunctuation(",") {
        if itemStart < index { items.append(itemStart..<index) }
        lastComma = index
        itemStart = index + 1
      } else if Self.partner(of: token) != nil || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        // A stray closing bracket of another kind: not a list this reader understands.
        guard depth > 0 else { return nil }
        depth -= 1
      }
      index += 1
    }
    return nil
  }

  private static func partner(of token: SourceToken) -> String? {
    if token.isPunctuation("(") { return ")" }
    if token.isPunctuation("[") { return "]" }
    return nil
  }
}

/// One argument of a call: its label, if any, and its value's tokens.
struct CallArgument {
  /// The index of the label's token, or of the value's first token when it has no label.
  let start: Int
  let label: String?
  let value: Range<Int>

  init(_ item: Range<Int>, in tokens: [SourceToken]) {
    start = item.lowerBound
    if item.count >= 2, tokens[item.lowerBound].isName, tokens[item.lowerBound + 1].isPunctuation(":") {
      label = tokens[item.lowerBound].name
      value = (item.lowerBound + 2)..<item.upperBound
    } else {
      label = nil
      value = item
    }
  }
}
