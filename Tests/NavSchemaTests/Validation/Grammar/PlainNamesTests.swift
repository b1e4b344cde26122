import Testing
@testable import NavSchema

/// `PlainNames` answers for the common plain strings before the grammars
/// run; whenever it answers, the grammar must give exactly the same value.
@Suite("Grammar: plain-name fast paths agree with the grammars")
struct PlainNamesTests {
  static let words = [
    "A", "Autor", "A.B", "A1.B2", "Articles.Body", "_A", "A_", "a", "child1", "DEBUG", "Reseña", "A.é",
    "Any", "Any.B", "A.Any", "Self", "Self.A", "A.self", "Type", "A.Type", "A.Protocol", "_", "A._", "1A", "A.1",
    "A..B", "A.", ".A", "", " ", "A ", " A", "A. B", "A .B", "class", "A.class", "inout", "repeat", "true", "false",
    "some", "any", "each", "sending", "borrowing", "consuming", "Some", "A.some", "a$", "A`", "A#", "os", "A<B>",
  ]

  static let parameters = words + words.flatMap { word in ["a: \(word)", "a:\(word)", "\(word): B", "\(word) : B"] } + [
    "a:  B", "a: B: C", "a:: B", "a:", ": B", "_: B", "a.b: C", "a\t: B", "a:\tB",
  ]

  @Test(arguments: words)
  func typeAgrees(text: String) {
    guard let fast = PlainNames.type(text) else { return }
    #expect(SwiftGrammar.parsedType(text) == .success(fast))
  }

  @Test(arguments: parameters)
  func parameterAgrees(text: String) {
    guard let fast = PlainNames.parameter(text) else { return }
    #expect(SwiftGrammar.parsedParameter(text) == .success(fast))
  }

  @Test(arguments: words)
  func conditionAgrees(text: String) {
    guard let fast = PlainNames.identifier(text) else { return }
    #expect(SwiftGrammar.parsedCondition(text) == .success(fast))
  }

  /// The fast paths do answer for the usual strings (else the tests above check nothing).
  @Test func answersForPlainNames() {
    #expect(PlainNames.type("Articles.Body") == .named("Articles.Body"))
    #expect(PlainNames.parameter("syncUp: SyncUp") == NavigationCase.Parameter(label: "syncUp", type: .named("SyncUp")))
    #expect(PlainNames.parameter("URL") == NavigationCase.Parameter(type: .named("URL")))
    #expect(PlainNames.identifier("DEBUG") == "DEBUG")
    #expect(PlainNames.type("Any") == nil)
    #expect(PlainNames.type("some") == nil)
    #expect(PlainNames.parameter("class: B") == nil)
  }
}
