/// Text adopt inserts into Package.swift at a byte offset of the original. Several at one
/// offset go in their order. Every other byte of the file stays.
public struct ManifestInsertion: Hashable, Sendable {
  public var offset: Int
  public var text: String

  /// `original` with `insertions` made.
  static func applied(_ insertions: [ManifestInsertion], to original: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var cursor = 0
    for insertion in sorted(insertions) {
      result += original[cursor..<insertion.offset]
      result += Array(insertion.text.utf8)
      cursor = insertion.offset
    }
    return result + original[cursor...]
  }

  /// By offset, those at one offset in their order.
  static func sorted(_ insertions: [ManifestInsertion]) -> [ManifestInsertion] {
    insertions.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
  }
}

extension ManifestText {
  /// The insertions that add `item` after a list's last item, as the list writes its items:
  /// on a line of its own with the last item's indentation when the list closes on a later
  /// line, else on the same line; with a trailing comma when the list ends with one.
  func appending(_ item: String, to list: TokenList) -> [ManifestInsertion] {
    guard let last = list.items.last else {
      return [ManifestInsertion(offset: end(of: list.open), text: item)]
    }
    let lastToken = list.trailingComma ?? (last.upperBound - 1)
    let onItsOwnLine = tokens[list.close].line > tokens[lastToken].line
    if onItsOwnLine {
      let newLine = lineBreak(of: lastToken) + indentation(of: last.lowerBound) + item
      if list.trailingComma != nil {
        return [ManifestInsertion(offset: endOfLine(after: lastToken), text: newLine + ",")]
      }
      return [
        ManifestInsertion(offset: end(of: lastToken), text: ","),
        ManifestInsertion(offset: endOfLine(after: lastToken), text: newLine),
      ]
    }
    if list.trailingComma != nil {
      return [ManifestInsertion(offset: end(of: lastToken), text: " " + item + ",")]
    }
    return [ManifestInsertion(offset: end(of: lastToken), text: ", " + item)]
  }

  /// The insertion that puts a new argument `label: [item]` just before the argument starting
  /// at `token`: as lines of their own, indented as that argument and its list's items are,
  /// when that argument starts its line; else on its line.
  func inserting(label: String, item: String, before token: Int, itemsLike list: TokenList?) -> ManifestInsertion {
    guard startsLine(token) else {
      return ManifestInsertion(offset: start(of: token), text: "\(label): [\(item)], ")
    }
    let indentation = indentation(of: token)
    let lineBreak = lineBreak(of: token)
    var itemIndentation = indentation + (indentation.contains("\t") ? "\t" : indentation.isEmpty ? "    " : indentation)
    if let first = list?.items.first, startsLine(first.lowerBound), tokens[first.lowerBound].line > tokens[token].line {
      let written = self.indentation(of: first.lowerBound)
      if written.count > indentation.count, written.hasPrefix(indentation) { itemIndentation = written }
    }
    let comma = list?.trailingComma != nil ? "," : ""
    return ManifestInsertion(
      offset: lineStart(of: token),
      text: indentation + label + ": [" + lineBreak + itemIndentation + item + comma + lineBreak + indentation + "],"
        + lineBreak)
  }
}
