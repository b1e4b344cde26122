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
    var itemIndentation = Self.nested(indentation)
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

  /// The insertions that add a new last argument `label: [item]` to a call: its array on lines
  /// of its own, indented one level more than the arguments, when the call closes on a later
  /// line than its last argument; else on the same line.
  func appending(label: String, item: String, to arguments: TokenList) -> [ManifestInsertion] {
    guard let last = arguments.items.last, tokens[arguments.close].line > tokens[last.upperBound - 1].line else {
      return appending("\(label): [\(item)]", to: arguments)
    }
    let indentation = indentation(of: last.lowerBound)
    let lineBreak = lineBreak(of: last.upperBound - 1)
    let comma = arguments.trailingComma != nil ? "," : ""
    return appending(
      label + ": [" + lineBreak + Self.nested(indentation) + item + comma + lineBreak + indentation + "]", to: arguments)
  }

  /// One level deeper than `indentation`: a tab more for tabs, else as much again (four spaces at the left margin).
  private static func nested(_ indentation: String) -> String {
    indentation + (indentation.contains("\t") ? "\t" : indentation.isEmpty ? "    " : indentation)
  }
}
