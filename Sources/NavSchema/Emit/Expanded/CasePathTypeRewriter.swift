/// Renames type identifiers in associated value types the way `@CasePathable`
/// does before it writes them inside its nested `AllCasePaths` struct:
/// - `Self` becomes the enum's name (inside the struct `Self` would mean the struct);
/// - `Element` becomes `_$Element` (inside the struct, a `Sequence`, `Element`
///   would mean its iteration element), and the enum then gets
///   `public typealias _$Element = Element`.
///
/// Only a name that stands for a type is renamed: not a member after `.`
/// (`Feature.Element` stays), not a tuple label (`(Element: Int)` stays), not
/// a backticked name.
struct CasePathTypeRewriter {
  let enumName: String
  /// Set once any `Element` was renamed.
  private(set) var renamedElement = false

  init(enumName: String) {
    self.enumName = enumName
  }

  mutating func rewrite(_ type: String) -> String {
    let characters = Array(type)
    var result = ""
    var openBrackets: [Character] = []
    var previousSignificant: Character?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "`" {
        let end = characters[(index + 1)...].firstIndex(of: "`") ?? characters.count - 1
        result.append(contentsOf: characters[index...end])
        previousSignificant = "`"
        index = end + 1
        continue
      }
      if Self.startsIdentifier(character) {
        var end = index
        while end < characters.count, Self.continuesIdentifier(characters[end]) { end += 1 }
        let name = String(characters[index..<end])
        let isMember = previousSignificant == "."
        let isLabel = openBrackets.last == "(" && Self.nextSignificant(in: characters, from: end) == ":"
        result += isMember || isLabel ? name : renamed(name)
        previousSignificant = characters[end - 1]
        index = end
        continue
      }
      switch character {
      case "(", "[", "<":
        openBrackets.append(character)
      case ")", "]":
        if !openBrackets.isEmpty { openBrackets.removeLast() }
      case ">" where previousSignificant != "-":
        if !openBrackets.isEmpty { openBrackets.removeLast() }
      default:
        break
      }
      result.append(character)
      if !character.isWhitespace { previousSignificant = character }
      index += 1
    }
    return result
  }

  private mutating func renamed(_ name: String) -> String {
    switch name {
    case "Self":
      return enumName
    case "Element":
      renamedElement = true
      return "_$Element"
    default:
      return name
    }
  }

  private static func startsIdentifier(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  private static func continuesIdentifier(_ character: Character) -> Bool {
    character == "_" || character == "$" || character.isLetter || character.isNumber
  }

  private static func nextSignificant(in characters: [Character], from index: Int) -> Character? {
    characters[index...].first { !$0.isWhitespace }
  }
}
