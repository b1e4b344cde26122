/// What a checked name is used for: it picks the wording of the message
/// ("cannot name a case") and nothing else; the rules are the same.
package enum NameRole: Sendable {
  case caseName, enumName, actionEnumName, actionName, featureName, moduleName, typeName
  case parameterLabel, closureParameter, compilationFlag, attributeName
  case propertyName, functionName

  var noun: String {
    switch self {
    case .caseName: return "case name"
    case .enumName: return "enum name"
    case .actionEnumName: return "action enum name"
    case .actionName: return "action name"
    case .featureName: return "feature name"
    case .moduleName: return "module name"
    case .typeName: return "type name"
    case .parameterLabel: return "parameter label"
    case .closureParameter: return "closure parameter"
    case .compilationFlag: return "compilation flag"
    case .attributeName: return "attribute name"
    case .propertyName: return "property name"
    case .functionName: return "function name"
    }
  }

  var use: String {
    switch self {
    case .caseName: return "name a case"
    case .enumName: return "name an enum"
    case .actionEnumName: return "name an action enum"
    case .actionName: return "name an action"
    case .featureName: return "name a feature"
    case .moduleName: return "name a module"
    case .typeName: return "name a type"
    case .parameterLabel: return "be a parameter label"
    case .closureParameter: return "name a closure parameter"
    case .compilationFlag: return "be a compilation flag"
    case .attributeName: return "name an attribute"
    case .propertyName: return "name a property"
    case .functionName: return "name a function"
    }
  }
}

/// One rule of the Swift identifier grammar that a name breaks.
enum IdentifierProblem: Hashable, Sendable {
  case empty
  case backtick
  case keyword(String)
  case metatypeName(String)
  case wildcard
  case invalidStart(Unicode.Scalar)
  case invalidCharacter(Unicode.Scalar)
  case invisibleCharacter(Unicode.Scalar)

  var reason: String {
    switch self {
    case .empty: return "it is empty"
    case .backtick: return "backticks are not allowed"
    case .keyword(let word): return "'\(word)' is a Swift keyword"
    case .metatypeName(let word): return "'\(word)' is reserved by Swift for metatypes (X.\(word))"
    case .wildcard: return "'_' is the wildcard pattern"
    case .invalidStart(let scalar): return "an identifier cannot start with \(DisplayText.describe(scalar))"
    case .invalidCharacter(let scalar): return "\(DisplayText.describe(scalar)) cannot appear in a Swift identifier"
    case .invisibleCharacter(let scalar):
      return "it contains the invisible or bidirectional formatting character \(DisplayText.codePoint(scalar))"
    }
  }

  /// Keyword-like problems read best as "'class' is a Swift keyword and cannot name a case".
  var isReservedWord: Bool {
    switch self {
    case .keyword, .metatypeName, .wildcard: return true
    default: return false
    }
  }
}

enum SwiftIdentifier {
  /// The first rule `text` breaks as a plain identifier, or nil if it is one.
  static func problem(in text: String) -> IdentifierProblem? {
    // Nearly every name is a plain ASCII identifier, recognised on its bytes.
    if text.withUTF8Bytes(PlainNames.isIdentifier) { return nil }
    guard let first = text.unicodeScalars.first else { return .empty }
    if text == "_" { return .wildcard }
    if SwiftKeywords.isReserved(text) { return .keyword(text) }
    if SwiftKeywords.isMetatypeName(text) { return .metatypeName(text) }
    // ASCII letters, digits and `_` that are no plain identifier: only the first character can be wrong.
    if isASCIIWord(text) { return SwiftIdentifierCharacters.isHead(first) ? nil : .invalidStart(first) }
    if text.unicodeScalars.contains("`") { return .backtick }
    if let invisible = text.unicodeScalars.first(where: DisplayText.isUnsafe) { return .invisibleCharacter(invisible) }
    guard SwiftIdentifierCharacters.isHead(first) else { return .invalidStart(first) }
    if let bad = text.unicodeScalars.dropFirst().first(where: { !SwiftIdentifierCharacters.isBody($0) }) {
      return .invalidCharacter(bad)
    }
    return nil
  }

  private static func isASCIIWord(_ text: String) -> Bool {
    for byte in text.utf8 where !byte.isASCIIWordByte { return false }
    return true
  }

  /// `text` if it can be used as-is for `role`; otherwise a message such as
  /// "'class' is a Swift keyword and cannot name a case".
  static func check(
    _ text: String, as role: NameRole, shownAs shown: @autoclosure () -> String? = nil
  ) -> Result<String, GrammarError> {
    guard let problem = problem(in: text) else { return .success(text) }
    let display = shown() ?? DisplayText.quoted(text)
    if problem == .empty { return .failure(GrammarError("empty \(role.noun)")) }
    if problem.isReservedWord {
      return .failure(GrammarError("\(problem.reason.replacingFirstQuote(with: display)) and cannot \(role.use)"))
    }
    return .failure(GrammarError("\(display) is not a valid \(role.noun): \(problem.reason)"))
  }

  /// A dotted name such as `App.Settings`; each component is an identifier.
  static func checkDotted(_ text: String, as role: NameRole) -> Result<[String], GrammarError> {
    if !text.utf8.contains(UInt8(ascii: ".")) { return check(text, as: role).map { [$0] } }
    let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    for component in components {
      guard let problem = problem(in: component) else { continue }
      let reason = problem == .empty ? "it has an empty component" : problem.reason
      return .failure(GrammarError("\(DisplayText.quoted(text)) is not a valid \(role.noun): \(reason)"))
    }
    return .success(components)
  }
}

extension String {
  /// Replaces the leading `'word'` of a reason with another rendering of the word.
  fileprivate func replacingFirstQuote(with display: String) -> String {
    guard hasPrefix("'"), let end = dropFirst().firstIndex(of: "'") else { return self }
    return display + self[index(after: end)...]
  }
}
