/// An array or object whose closing bracket the parser has not reached yet:
/// its node (kind and position; start and count are set when it closes) and
/// where its children begin in the reader's `pending` nodes.
struct OpenContainer {
  var node: JSONNode
  let firstPending: Int
  /// Stored, not computed: the parser reads them on the stack's element, which a computed property would copy.
  let isObject: Bool
  let closingByte: UInt8
  /// The members' keys once there are `indexedMemberCount` of them. Most
  /// objects have a few keys, which are cheaper to compare one by one than
  /// to hash; the index keeps a huge object linear.
  private(set) var keyIndex: [String: SourcePosition]?
  private(set) var memberCount = 0
  static let indexedMemberCount = 16

  init(node: JSONNode, firstPending: Int) {
    self.node = node
    self.firstPending = firstPending
    isObject = node.kind == .object
    closingByte = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
  }

  /// Whether the members' keys are in `keyIndex`.
  var isIndexed: Bool { memberCount >= Self.indexedMemberCount }

  /// Whether the next key goes into the index: then the reader passes its
  /// text (and, the first time, the earlier keys' too) to `recordKey(indexing:)`.
  var indexesNextKey: Bool { memberCount + 1 >= Self.indexedMemberCount }

  /// Counts a new member, whose key is known not to repeat an earlier one.
  mutating func recordKey() {
    memberCount += 1
  }

  /// Counts a new member and indexes `keys` (its own, and the first time the earlier ones).
  mutating func recordKey(indexing keys: [(text: String, position: SourcePosition)]) {
    memberCount += 1
    if keyIndex == nil { keyIndex = [:] }
    for key in keys { keyIndex?[key.text] = key.position }
  }
}
