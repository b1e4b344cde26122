/// An object's members with the location of its opening brace, which is
/// where a missing key is reported.
struct JSONObjectView {
  let members: [JSONMember]
  let location: SourceLocation

  subscript(key: String) -> JSONMember? {
    members.first { $0.key.isKey(key) }
  }
}
