import NavSchema

/// Collects the located warnings of one import run: everything the schema
/// format cannot hold, each with what to do about it.
struct ImportWarnings {
  private(set) var diagnostics: [Diagnostic] = []

  mutating func warn(_ message: String, file: String, at position: SourcePosition) {
    diagnostics.append(.warning(message, at: position.location(in: file)))
  }

  mutating func append(_ other: ImportWarnings) {
    diagnostics += other.diagnostics
  }

  mutating func append(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// A conformance in an inheritance clause as the schema holds it, or nil with a warning.
  mutating func checkedConformance(
    _ inherited: TypeDeclaration.InheritedType, of subject: String, file: String
  ) -> TypeRef? {
    switch SwiftGrammar.type(inherited.text) {
    case .success(let type):
      return type
    case .failure(let error):
      warn(
        "the conformance \(DisplayText.quoted(inherited.text)) of \(subject) cannot be held by the schema "
          + "(\(error.message)) and was dropped", file: file, at: inherited.location)
      return nil
    }
  }
}

/// How warnings name Swift constructs and what to do with them (names are quoted with
/// `DisplayText.quoted`, as in every other message).
enum ImportWording {
  /// "move it into `extension Feature.Destination { }` of your own, where it keeps working"
  static func moveIntoExtension(of qualifiedName: String) -> String {
    "move it into an `extension \(qualifiedName) { }` of your own, where it keeps working"
  }

  /// `function 'helper'`, `struct 'Row'`, `property 'count'`.
  static func describe(_ declaration: SwiftDeclaration) -> String {
    switch declaration {
    case .type(let type):
      return "\(type.kind.rawValue) \(DisplayText.quoted(type.name))"
    case .other(let other):
      let noun: String
      switch other.kind {
      case "func": noun = "function"
      case "var", "let": noun = "property"
      case "init": noun = "initializer"
      case "subscript": noun = "subscript"
      case "typealias": noun = "type alias"
      case "statement": noun = "code"
      default: noun = other.kind.hasPrefix("#") ? "'\(other.kind)'" : "'\(other.kind)' declaration"
      }
      return other.name.map { "\(noun) \(DisplayText.quoted($0))" } ?? noun
    case .enumCase:
      return "case"
    case .conditional:
      return "'#if' block"
    case .import:
      return "import"
    }
  }
}
