import NavSchema

/// `@Reducer enum`s written inside a body the reader skips (a function, a
/// computed property, an initializer, top-level code), directly or in a type
/// declared there: local types, which no other file can name, so a generated
/// file cannot declare them. Found by their tokens, since the reader does not
/// look into those bodies.
struct EnumInBody {
  var file: String
  var name: String
  var location: SourcePosition
  /// The declaration whose body holds it.
  var container: OtherDeclaration

  /// How far past `@Reducer` its `enum` keyword may be (arguments, other
  /// attributes, modifiers).
  private static let attributeReach = 64
  private static let otherIntroducers: Set<String> = [
    "struct", "class", "actor", "protocol", "extension", "func", "var", "let", "init", "typealias", "case",
  ]

  static func find(in container: OtherDeclaration, tokens: [SourceToken], file: String) -> [EnumInBody] {
    let range = container.tokenRange.clamped(to: tokens.indices)
    var found: [EnumInBody] = []
    for index in range where tokens[index].isPunctuation("@") {
      var cursor = index + 1
      if cursor + 1 < range.upperBound, tokens[cursor].isIdentifier("ComposableArchitecture"), tokens[cursor + 1].isOperator(".") {
        cursor += 2
      }
      guard cursor < range.upperBound, tokens[cursor].isIdentifier("Reducer") else { continue }
      let limit = min(range.upperBound, cursor + attributeReach)
      while cursor + 1 < limit {
        cursor += 1
        let token = tokens[cursor]
        if token.isPunctuation("{") || token.isPunctuation("}") || otherIntroducers.contains(token.text) { break }
        // A file may end right after `enum` (the body the reader skipped runs to the end).
        if token.isIdentifier("enum"), cursor + 1 < range.upperBound, tokens[cursor + 1].isName {
          let name = tokens[cursor + 1]
          found.append(EnumInBody(file: file, name: name.name, location: SourcePosition(name), container: container))
          break
        }
      }
    }
    return found
  }
}
