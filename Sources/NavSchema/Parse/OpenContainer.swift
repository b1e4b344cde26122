/// An array or object whose closing bracket the parser has not reached yet.
/// A struct with both element lists (rather than an enum with payloads) so
/// appending mutates in place instead of copying the list each time.
struct OpenContainer {
  let isObject: Bool
  let location: SourceLocation
  var members: [JSONMember] = []
  var elements: [JSONValue] = []
  /// The members' keys and locations once there are `indexedMemberCount`
  /// members. Most objects have a few keys, which are cheaper to compare one
  /// by one than to hash; the index keeps a huge object linear.
  private var keyIndex: [String: SourceLocation]?
  private static let indexedMemberCount = 16
  var pendingKey = ""
  var pendingKeyLocation: SourceLocation

  init(isObject: Bool, location: SourceLocation) {
    self.isObject = isObject
    self.location = location
    self.pendingKeyLocation = location
  }

  var closingByte: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

  /// Where an earlier member with this key is, to report a duplicate at the second.
  func location(ofEarlier key: String) -> SourceLocation? {
    if let keyIndex { return keyIndex[key] }
    return members.first { $0.key.isKey(key) }?.keyLocation
  }

  mutating func append(_ value: JSONValue) {
    if isObject {
      members.append(JSONMember(key: pendingKey, keyLocation: pendingKeyLocation, value: value))
      if keyIndex != nil {
        keyIndex?[pendingKey] = pendingKeyLocation
      } else if members.count == Self.indexedMemberCount {
        keyIndex = Dictionary(members.map { ($0.key, $0.keyLocation) }, uniquingKeysWith: { first, _ in first })
      }
    } else {
      elements.append(value)
    }
  }

  func closed() -> JSONValue {
    JSONValue(isObject ? .object(members) : .array(elements), at: location)
  }
}
