/// A JSON value that remembers where it was written, so every later check can
/// point at the exact line and column of the value it rejects.
public struct JSONValue: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// Members in file order; keys are unique (the parser rejects duplicates).
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The literal as written (`1`, `-0.5`, `1e3`), so integers round-trip exactly.
    case number(String)
    case bool(Bool)
    case null
  }

  public var kind: Kind
  /// The value's first character: `{`, `[`, `"`, a digit, `-`, `t`, `f` or `n`.
  public var location: SourceLocation

  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// "an object", "a string", ...: for messages such as "expected a string, found a number".
  public var typeDescription: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }

  public var stringValue: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  public var members: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  public var elements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let bool) = kind { return bool }
    return nil
  }

  /// The number's literal text, if the value is a number.
  public var numberLiteral: String? {
    if case .number(let literal) = kind { return literal }
    return nil
  }

  /// The value of an integer literal (no fraction, no exponent) that fits in `Int`.
  public var integerValue: Int? {
    guard let literal = numberLiteral, !literal.contains(where: { ".eE".contains($0) }) else {
      return nil
    }
    return Int(literal)
  }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Hashable, Sendable {
  public var key: String
  /// The key's opening quote.
  public var keyLocation: SourceLocation
  public var value: JSONValue

  public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

extension String {
  /// `==` for object keys, which the parser and the decoder compare many
  /// times per object: keys of different lengths, most pairs, are told apart
  /// without the general string comparison.
  func isKey(_ other: String) -> Bool {
    utf8.count == other.utf8.count && self == other
  }
}
