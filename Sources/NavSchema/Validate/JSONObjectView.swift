/// An object's members with the location of its opening brace, which is
/// where a missing key is reported.
struct JSONObjectView {
  let members: [JSONMember]
  let location: SourceLocation

  subscript(key: String) -> JSONMember? {
    members.first { $0.key.isKey(key) }
  }
}

extension String {
  /// `==` for the keys of schema objects, which are looked up many times per
  /// object: keys of different lengths, most pairs, are told apart without
  /// the general string comparison.
  func isKey(_ other: String) -> Bool {
    utf8.count == other.utf8.count && self == other
  }
}
