/// Most strings of a schema that go through a grammar are plain names:
/// `Autor`, `Articles.Body`, `syncUp: SyncUp`, `DEBUG`. Those are recognised
/// here straight from their UTF-8 bytes, without tokens; anything else, or
/// anything the grammar would refuse, is left to the grammar, which then
/// accepts or reports it exactly as before. So each function returns what
/// the grammar returns, or nil for "ask the grammar".
enum PlainNames {
  /// An identifier of ASCII letters, digits and `_` that breaks no rule of `SwiftIdentifier`.
  package static func identifier(_ text: String) -> String? {
    text.withUTF8Bytes(isIdentifier) ? text : nil
  }

  /// The type `A.B.C`: such identifiers joined by single dots, none a
  /// contextual keyword of types (`some`, `any`, ...).
  package static func type(_ text: String) -> TypeRef? {
    text.withUTF8Bytes { bytes -> TypeRef? in
      // A name without dots, nearly every type, is its own one component: no second string.
      guard bytes.contains(UInt8(ascii: ".")) else {
        return isTypeComponent(bytes) ? .nominal([TypeRef.TypeComponent(name: text)]) : nil
      }
      var components: [TypeRef.TypeComponent] = []
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
        let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard isTypeComponent(name) else { return nil }
        components.append(TypeRef.TypeComponent(name: String(decoding: name, as: UTF8.self)))
        start = end + 1
      }
      return .nominal(components)
    }
  }

  private static func isTypeComponent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    isIdentifier(bytes) && !SwiftKeywords.isTypeModifier(bytes)
  }

  /// The parameter `Type` or `label: Type` (the label followed by a colon).
  static func parameter(_ text: String) -> NavigationCase.Parameter? {
    guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else {
      return type(text).map { NavigationCase.Parameter(type: $0) }
    }
    guard let label = identifier(String(text[..<colon])) else { return nil }
    let rest = text[text.index(after: colon)...].drop { $0 == " " }
    return type(String(rest)).map { NavigationCase.Parameter(label: label, type: $0) }
  }

  /// ASCII letters, digits and `_`, not starting with a digit, and not a
  /// word Swift keeps (`SwiftIdentifier.problem` finds nothing wrong with it).
  static func isIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, !first.isASCIIDigit else { return false }
    for byte in bytes where !byte.isASCIIWordByte { return false }
    // `_` alone is the wildcard, which the reserved words include.
    return !SwiftKeywords.isRejectedInEveryName(bytes)
  }
}
