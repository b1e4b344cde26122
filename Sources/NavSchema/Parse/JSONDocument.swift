/// A parsed JSON file: every value a `JSONNode` in one flat array, the
/// children of an array or object in consecutive nodes (an object's as key,
/// value, key, value, ...), each string's text in the file's own bytes (or,
/// when it has escapes, decoded in `decodedText`). Values are read through
/// `JSONValue`, `JSONObject` and `JSONMember` handles: plain indices, so
/// passing them around copies no strings and touches no reference count,
/// and text becomes a `String` only when a reader asks for it.
public struct JSONDocument: Sendable {
  /// What diagnostics print as the file.
  public let fileName: String
  let nodes: [JSONNode]
  /// The file's bytes, which plain strings and numbers point into.
  let bytes: [UInt8]
  let decodedText: [UInt8]
  /// The file's top-level value.
  public let root: JSONValue

  init(fileName: String, nodes: [JSONNode], bytes: [UInt8], decodedText: [UInt8], root: JSONValue) {
    self.fileName = fileName
    self.nodes = nodes
    self.bytes = bytes
    self.decodedText = decodedText
    self.root = root
  }

  // MARK: Values

  /// What kind of JSON value `value` is.
  public func kind(_ value: JSONValue) -> JSONKind { nodes[value.index].kind }

  /// The line and column of the value's first character.
  public func position(_ value: JSONValue) -> SourcePosition { SourcePosition(nodes[value.index]) }

  /// The value's first character, in `fileName`.
  public func location(_ value: JSONValue) -> SourceLocation {
    position(value).location(in: fileName)
  }

  /// "an object", "a string", ...: for messages such as "expected a string, found a number".
  public func typeDescription(_ value: JSONValue) -> String {
    switch kind(value) {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .true, .false: return "a boolean"
    case .null: return "null"
    }
  }

  /// The string's text, escapes decoded, if the value is a string.
  public func string(_ value: JSONValue) -> String? {
    let node = nodes[value.index]
    guard node.kind == .string else { return nil }
    return text(of: node)
  }

  /// The boolean, if the value is `true` or `false`.
  public func bool(_ value: JSONValue) -> Bool? {
    switch kind(value) {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The number's literal text as written (`1`, `-0.5`, `1e3`), if the value is a number.
  public func numberLiteral(_ value: JSONValue) -> String? {
    let node = nodes[value.index]
    return node.kind == .number ? text(of: node) : nil
  }

  /// The value of an integer literal (no fraction, no exponent) that fits in `Int`.
  public func integer(_ value: JSONValue) -> Int? {
    guard let literal = numberLiteral(value), !literal.utf8.contains(where: { ".eE".utf8.contains($0) }) else {
      return nil
    }
    return Int(literal)
  }

  /// The array's elements, if the value is an array.
  public func elements(_ value: JSONValue) -> JSONElements? {
    let node = nodes[value.index]
    guard node.kind == .array else { return nil }
    return JSONElements(first: Int(node.start), count: Int(node.count))
  }

  /// The object, if the value is one.
  public func object(_ value: JSONValue) -> JSONObject? {
    let node = nodes[value.index]
    guard node.kind == .object else { return nil }
    return JSONObject(value: value, position: SourcePosition(node), first: Int(node.start), count: Int(node.count))
  }

  // MARK: Members

  /// The member's key, escapes decoded.
  public func key(_ member: JSONMember) -> String { text(of: nodes[member.keyIndex]) }

  /// The key's opening quote.
  public func keyPosition(_ member: JSONMember) -> SourcePosition { SourcePosition(nodes[member.keyIndex]) }

  /// The key's opening quote, in `fileName`.
  public func keyLocation(_ member: JSONMember) -> SourceLocation { keyPosition(member).location(in: fileName) }

  /// Whether the member's key is `key`, compared as bytes without making a `String`.
  public func member(_ member: JSONMember, hasKey key: StaticString) -> Bool {
    self.member(member, hasOneOf: CollectionOfOne(key))
  }

  /// Whether the member's key is one of `keys`: its bytes are found once, then compared with each.
  public func member(_ member: JSONMember, hasOneOf keys: some Collection<StaticString>) -> Bool {
    let node = nodes[member.keyIndex]
    let count = Int(node.count)
    // Most keys differ in length from most of `keys`: those are told apart before any byte is read.
    guard keys.contains(where: { $0.utf8CodeUnitCount == count }) else { return false }
    return withText(of: node) { text in
      keys.contains { key in
        key.utf8CodeUnitCount == count && UnsafeBufferPointer(start: key.utf8Start, count: count).hasSameBytes(as: text)
      }
    }
  }

  /// The member of `object` with `key` (keys are unique: the parser refuses duplicates).
  public func member(_ key: StaticString, in object: JSONObject) -> JSONMember? {
    object.members.first { member($0, hasKey: key) }
  }

  // MARK: Text

  func text(of node: JSONNode) -> String {
    withText(of: node) { String(decoding: $0, as: UTF8.self) }
  }

  func withText<Result>(of node: JSONNode, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { node.withText(in: $0, decodedText: decodedText, body) }
  }
}

/// A value of a `JSONDocument`: its node's index.
public struct JSONValue: Hashable, Sendable {
  let index: Int
}

extension SourcePosition {
  /// Where a node's value starts.
  init(_ node: JSONNode) {
    self.init(line: Int(node.line), column: Int(node.column))
  }
}

/// An object of a `JSONDocument`: where it starts (where a missing key is
/// reported) and its members in file order.
public struct JSONObject: Hashable, Sendable {
  /// The object as a value.
  public let value: JSONValue
  /// Where the object's `{` is.
  public let position: SourcePosition
  let first: Int
  /// The number of members.
  public let count: Int

  /// The members, in file order.
  public var members: JSONMembers { JSONMembers(first: first, count: count) }
  /// Whether the object has no members.
  public var isEmpty: Bool { count == 0 }
}

/// One `"key": value` pair of an object: the key's node, the value's right after it.
public struct JSONMember: Hashable, Sendable {
  let keyIndex: Int
  /// The member's value.
  public var value: JSONValue { JSONValue(index: keyIndex + 1) }
}

/// An object's members, in file order.
public struct JSONMembers: RandomAccessCollection, Hashable, Sendable {
  let first: Int
  /// The number of members.
  public let count: Int
  /// 0.
  public var startIndex: Int { 0 }
  /// `count`.
  public var endIndex: Int { count }
  /// The member at `position`, from 0.
  public subscript(position: Int) -> JSONMember { JSONMember(keyIndex: first + 2 * position) }
}

/// An array's elements, in file order.
public struct JSONElements: RandomAccessCollection, Hashable, Sendable {
  let first: Int
  /// The number of elements.
  public let count: Int
  /// 0.
  public var startIndex: Int { 0 }
  /// `count`.
  public var endIndex: Int { count }
  /// The element at `position`, from 0.
  public subscript(position: Int) -> JSONValue { JSONValue(index: first + position) }
}

extension UnsafeBufferPointer<UInt8> {
  /// Byte by byte: keys and names are a few bytes long, and this loop is
  /// several times cheaper than the generic `elementsEqual`.
  func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    for index in 0..<count where self[index] != other[index] { return false }
    return true
  }
}
