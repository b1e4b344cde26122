/// Most strings of a schema that go through a grammar are plain names:
/// `Autor`, `Articles.Body`, `syncUp: SyncUp`, `DEBUG`. Those are recognised
/// here straight from the bytes, without tokens; anything else, or anything
/// the grammar would refuse, is left to the grammar, which then accepts or
/// reports it exactly as before. So each function returns what the grammar
/// returns, or nil for "ask the grammar".
enum PlainNames {
  /// An identifier of ASCII letters, digits and `_` that breaks no rule of `SwiftIdentifier`.
  static func identifier(_ text: Substring) -> String? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0.isASCIIWordByte }) else { return nil }
    let name = String(text)
    return SwiftIdentifier.problem(in: name) == nil ? name : nil
  }

  /// The type `A.B.C`: such identifiers joined by single dots, none a
  /// contextual keyword of types (`some`, `any`, ...).
  static func type(_ text: Substring) -> TypeRef? {
    var components: [TypeRef.TypeComponent] = []
    var rest = text
    while true {
      let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) ?? rest.endIndex
      guard let name = identifier(rest[..<dot]), !SwiftKeywords.isTypeModifier(name) else { return nil }
      components.append(TypeRef.TypeComponent(name: name))
      guard dot < rest.endIndex else { return .nominal(components) }
      rest = rest[rest.index(after: dot)...]
    }
  }

  /// The parameter `Type` or `label: Type` (the label followed by a colon).
  static func parameter(_ text: String) -> NavigationCase.Parameter? {
    guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else {
      return type(text[...]).map { NavigationCase.Parameter(type: $0) }
    }
    guard let label = identifier(text[..<colon]) else { return nil }
    let rest = text[text.index(after: colon)...].drop { $0 == " " }
    return type(rest).map { NavigationCase.Parameter(label: label, type: $0) }
  }
}
