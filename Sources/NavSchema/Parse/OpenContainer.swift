/// An array or object whose closing bracket the parser has not reached yet.
/// A struct with both element lists (rather than an enum with payloads) so
/// appending mutates in place instead of copying the list each time.
struct OpenContainer {
  let isObject: Bool
  let location: SourceLocation
  var members: [JSONMember] = []
  var elements: [JSONValue] = []
  /// Each key's first location, to report a duplicate at the second.
  var keyLocations: [String: SourceLocation] = [:]
  var pendingKey = ""
  var pendingKeyLocation: SourceLocation

  init(isObject: Bool, location: SourceLocation) {
    self.isObject = isObject
    self.location = location
    self.pendingKeyLocation = location
  }

  var closingByte: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

  mutating func append(_ value: JSONValue) {
    if isObject {
      members.append(JSONMember(key: pendingKey, keyLocation: pendingKeyLocation, value: value))
    } else {
      elements.append(value)
    }
  }

  func closed() -> JSONValue {
    JSONValue(isObject ? .object(members) : .array(elements), at: location)
  }
}
