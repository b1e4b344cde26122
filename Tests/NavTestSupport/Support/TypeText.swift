import Testing
@testable import NavSchema

/// A type written as text in a test, parsed by the schema's own type grammar
/// so that test models are shaped exactly as loaded ones are.
func typeRef(_ text: String) -> TypeRef {
  switch SwiftGrammar.type(text) {
  case .success(let type):
    return type
  case .failure(let error):
    Issue.record("the fixture type '\(text)' is not valid: \(error.message)")
    return .named(text)
  }
}
