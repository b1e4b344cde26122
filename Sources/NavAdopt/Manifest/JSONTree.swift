import NavSchema

/// A JSON value as a plain value, compared by what it holds: objects by their members in
/// order, numbers by their literal. What the proof of a manifest edit compares dump-package's
/// outputs with.
indirect enum JSONTree: Hashable {
  case object([Member])
  case array([JSONTree])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  struct Member: Hashable {
    var key: String
    var value: JSONTree
  }

  /// The document's top-level value; nil for bytes that are not JSON.
  init?(json bytes: [UInt8]) {
    guard case .success(let document) = JSONParser.parse(bytes, fileName: "dump-package") else { return nil }
    self.init(document, document.root)
  }

  private init(_ document: JSONDocument, _ value: JSONValue) {
    switch document.kind(value) {
    case .object:
      let members = document.object(value)?.members.map { Member(key: document.key($0), value: JSONTree(document, $0.value)) }
      self = .object(members ?? [])
    case .array:
      self = .array(document.elements(value)?.map { JSONTree(document, $0) } ?? [])
    case .string:
      self = .string(document.string(value) ?? "")
    case .number:
      self = .number(document.numberLiteral(value) ?? "")
    case .true:
      self = .bool(true)
    case .false:
      self = .bool(false)
    case .null:
      self = .null
    }
  }

  /// An object member's value.
  subscript(key: String) -> JSONTree? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The elements of an array; none for `null` (dump-package's "not given").
  var elements: [JSONTree]? {
    switch self {
    case .array(let elements): return elements
    case .null: return []
    default: return nil
    }
  }

  /// The object without the members named `keys`.
  func without(_ keys: Set<String>) -> JSONTree {
    guard case .object(let members) = self else { return self }
    return .object(members.filter { !keys.contains($0.key) })
  }
}
