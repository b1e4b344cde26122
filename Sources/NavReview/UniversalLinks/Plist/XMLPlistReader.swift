import NavSchema

/// An XML property list (what Xcode writes for `Info.plist` and `.entitlements`), read with
/// each value located at its element: the prolog (`<?xml …?>`, `<!DOCTYPE …>`, comments),
/// `<plist>` around one value, `<dict>` of `<key>`/value pairs, `<array>`, `<string>`, and the
/// other kinds by name (`<true/>`, `<integer>`, …); text with XML's five entities, character
/// references and CDATA sections. The first thing that is not well formed stops it, at its
/// line and column. Nesting is limited, so no list can exhaust the stack.
struct XMLPlistReader {
  static let maximumDepth = 512

  private var scanner: XMLScanner
  private let fileName: String

  static func read(_ bytes: [UInt8], fileName: String) -> Result<PlistNode, FileProblems> {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      return .failure(FileProblems([.error(
        "the file is neither a binary property list nor UTF-8 text", at: SourceLocation(file: fileName, line: 1, column: 1))]))
    }
    var reader = XMLPlistReader(scanner: XMLScanner(bytes: bytes), fileName: fileName)
    do throws(XMLScanner.Failure) {
      return .success(try reader.readDocument())
    } catch {
      return .failure(FileProblems([.error(error.message, at: error.position.location(in: fileName))]))
    }
  }

  private mutating func readDocument() throws(XMLScanner.Failure) -> PlistNode {
    scanner.skipByteOrderMark()
    try scanner.skipMisc(allowingDeclaration: true)
    let root = try scanner.readTag()
    guard root.name == "plist", !root.isClosing else {
      throw XMLScanner.Failure(
        "a property list starts with <plist>, found \(root.display) (navgen reads XML and binary property lists)",
        root.position)
    }
    guard !root.isEmpty else { throw XMLScanner.Failure("<plist/> holds no value", root.position) }
    try scanner.skipMisc(allowingDeclaration: false)
    let value = try readValue(try scanner.readTag(), keyPath: "", depth: 1)
    try scanner.skipMisc(allowingDeclaration: false)
    try expectClosing("plist", opened: root)
    try scanner.skipMisc(allowingDeclaration: false)
    if !scanner.isAtEnd {
      throw XMLScanner.Failure("nothing may follow </plist>", scanner.position)
    }
    return value
  }

  private mutating func readValue(_ tag: XMLScanner.Tag, keyPath: String, depth: Int) throws(XMLScanner.Failure) -> PlistNode {
    guard !tag.isClosing else { throw XMLScanner.Failure("expected a value, found \(tag.display)", tag.position) }
    guard depth <= Self.maximumDepth else {
      throw XMLScanner.Failure("the list nests deeper than \(Self.maximumDepth) levels", tag.position)
    }
    let location = tag.position.location(in: fileName)
    func node(_ value: PlistNode.Value) -> PlistNode { PlistNode(value: value, location: location, keyPath: keyPath) }
    switch tag.name {
    case "string":
      return node(.string(tag.isEmpty ? "" : try readText(closing: tag)))
    case "true", "false":
      if !tag.isEmpty { try expectClosing(tag.name, opened: tag) }
      return node(.other("a boolean"))
    case "integer", "real", "date", "data":
      if !tag.isEmpty { _ = try readText(closing: tag) }
      let kinds = ["integer": "an integer", "real": "a real", "date": "a date", "data": "data"]
      return node(.other(kinds[tag.name] ?? tag.name))
    case "array":
      var elements: [PlistNode] = []
      guard !tag.isEmpty else { return node(.array([])) }
      while true {
        try scanner.skipMisc(allowingDeclaration: false)
        let next = try scanner.readTag()
        if next.isClosing {
          guard next.name == "array" else { throw mismatched(next, opened: tag) }
          return node(.array(elements))
        }
        elements.append(try readValue(next, keyPath: "\(keyPath)[\(elements.count)]", depth: depth + 1))
      }
    case "dict":
      var members: [(key: String, value: PlistNode)] = []
      guard !tag.isEmpty else { return node(.dictionary([])) }
      while true {
        try scanner.skipMisc(allowingDeclaration: false)
        let keyTag = try scanner.readTag()
        if keyTag.isClosing {
          guard keyTag.name == "dict" else { throw mismatched(keyTag, opened: tag) }
          return node(.dictionary(members))
        }
        guard keyTag.name == "key" else {
          throw XMLScanner.Failure("expected <key> in <dict>, found \(keyTag.display)", keyTag.position)
        }
        let key = keyTag.isEmpty ? "" : try readText(closing: keyTag)
        try scanner.skipMisc(allowingDeclaration: false)
        let valueTag = try scanner.readTag()
        if valueTag.isClosing {
          throw XMLScanner.Failure("the key '\(key)' has no value before \(valueTag.display)", valueTag.position)
        }
        let path = keyPath.isEmpty ? key : "\(keyPath).\(key)"
        members.append((key, try readValue(valueTag, keyPath: path, depth: depth + 1)))
      }
    default:
      throw XMLScanner.Failure("\(tag.display) is not an element of a property list", tag.position)
    }
  }

  /// The element's text up to its closing tag.
  private mutating func readText(closing tag: XMLScanner.Tag) throws(XMLScanner.Failure) -> String {
    let text = try scanner.readText()
    try expectClosing(tag.name, opened: tag)
    return text
  }

  private mutating func expectClosing(_ name: String, opened: XMLScanner.Tag) throws(XMLScanner.Failure) {
    let closing = try scanner.readTag()
    guard closing.isClosing, closing.name == name else { throw mismatched(closing, opened: opened) }
  }

  private func mismatched(_ found: XMLScanner.Tag, opened: XMLScanner.Tag) -> XMLScanner.Failure {
    XMLScanner.Failure("expected </\(opened.name)> for the <\(opened.name)> at \(opened.position), found \(found.display)", found.position)
  }
}
