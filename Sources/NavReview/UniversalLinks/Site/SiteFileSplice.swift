import NavSchema

/// A site file that holds more than `applinks` (`webcredentials`, `appclips`, …) given new
/// `applinks`: the file with exactly the bytes of its `applinks` value replaced (or, without
/// one, the member inserted first in the top object), every other byte as it was. The edit is
/// proved before it is returned: the result reads back with the new `applinks` and each other
/// member's value the same bytes as before.
public enum SiteFileSplice {
  /// The edited file, or why it cannot be edited.
  public static func splice(applinks association: SiteAssociation, into bytes: [UInt8], fileName: String) -> Result<[UInt8], FileProblems> {
    let start = SourceLocation(file: fileName, line: 1, column: 1)
    guard case .success(let document) = JSONParser.parse(bytes, fileName: fileName), let root = document.object(document.root) else {
      return .failure(FileProblems([.error("the file is not a JSON object, so navgen cannot keep what it holds", at: start)]))
    }
    let value = Array(SiteAssociationText.applinks(association).utf8)
    var edited: [UInt8]
    if let member = document.member("applinks", in: root) {
      let range = JSONValueRange.of(document.position(member.value), in: bytes)
      edited = Array(bytes[..<range.lowerBound]) + value + Array(bytes[range.upperBound...])
    } else {
      let open = JSONValueRange.offset(of: root.position, in: bytes) + 1
      let inserted = Array("\n  \"applinks\": ".utf8) + value + (root.isEmpty ? Array("\n".utf8) : Array(",".utf8))
      edited = Array(bytes[..<open]) + inserted + Array(bytes[open...])
    }
    guard proves(edited, keeps: bytes, document: document, root: root, applinks: association, fileName: fileName) else {
      return .failure(FileProblems([.error("navgen could not replace \"applinks\" alone in this file; it is left as it is", at: start)]))
    }
    return .success(edited)
  }

  /// Whether `edited` reads as `applinks` and every other member of the original, byte for byte.
  private static func proves(
    _ edited: [UInt8], keeps original: [UInt8], document: JSONDocument, root: JSONObject, applinks: SiteAssociation,
    fileName: String
  ) -> Bool {
    let read = SiteAssociationReader.read(edited, fileName: fileName)
    guard var association = read.association, case .success(let after) = JSONParser.parse(edited, fileName: fileName),
      let afterRoot = after.object(after.root)
    else { return false }
    for index in association.details.indices {
      association.details[index].location = nil
      for component in association.details[index].components.indices {
        association.details[index].components[component].location = nil
      }
    }
    guard association == applinks else { return false }
    let members = root.members.filter { document.key($0) != "applinks" }
    let afterMembers = afterRoot.members.filter { after.key($0) != "applinks" }
    guard members.map(document.key) == afterMembers.map(after.key) else { return false }
    return zip(members, afterMembers).allSatisfy { before, now in
      original[JSONValueRange.of(document.position(before.value), in: original)]
        == edited[JSONValueRange.of(after.position(now.value), in: edited)]
    }
  }
}

/// Where a JSON value's text is in the bytes of a valid document: from its line and column
/// (columns count Unicode scalars) to the end of the value.
enum JSONValueRange {
  static func of(_ position: SourcePosition, in bytes: [UInt8]) -> Range<Int> {
    let start = offset(of: position, in: bytes)
    return start..<end(from: start, in: bytes)
  }

  /// As `JSONParser` counts: after a byte order mark, `\r\n`, `\r` and `\n` each ending a line.
  static func offset(of position: SourcePosition, in bytes: [UInt8]) -> Int {
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      if line == position.line && column == position.column { return index }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return bytes.count
  }

  /// The end of the value that starts at `start`: strings skipped whole, brackets counted.
  private static func end(from start: Int, in bytes: [UInt8]) -> Int {
    var index = start
    var depth = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
        if !inString && depth == 0 { return index }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return index - 1 }
        depth -= 1
        if depth == 0 { return index }
      case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
        if depth == 0 { return index - 1 }
      default: break
      }
    }
    return index
  }
}
