/// An array or object whose closing bracket the parser has not reached yet.
/// A struct with both element lists (rather than an enum with payloads) so
/// appending mutates in place instead of copying the list each time.
struct OpenContainer {
  let isObject: Bool
  /// Stored, not computed: the parser reads it on the stack's element, which a computed property would copy.
  let closingByte: UInt8
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
    self.closingByte = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    self.location = location
    self.pendingKeyLocation = location
  }

  /// Takes `key` as the key of the next member; if an earlier member has it,
  /// returns where instead, to report the duplicate at the second. (Mutating,
  /// so that called on the stack's element it does not copy the container.)
  mutating func takeKey(_ key: String, at location: SourceLocation) -> SourceLocation? {
    if let earlier = keyIndex.map({ $0[key] }) ?? members.first(where: { $0.key.isKey(key) })?.keyLocation {
      return earlier
    }
    pendingKey = key
    pendingKeyLocation = location
    return nil
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

  /// Consuming, so the lists move into the value instead of being shared with a container about to go.
  consuming func closed() -> JSONValue {
    JSONValue(isObject ? .object(members) : .array(elements), at: location)
  }
}
