import Testing
@testable import NavSchema
@testable import NavTestSupport

@Suite struct CasePathTypeRewriterTests {
  @Test(arguments: [
    ("Element", "_$Element", true),
    ("[Element: Element]", "[_$Element: _$Element]", true),
    ("Array<Element>?", "Array<_$Element>?", true),
    ("(Element, label: Int)", "(_$Element, label: Int)", true),
    ("(Element: Int, other: Bool)", "(Element: Int, other: Bool)", false),
    ("Coleccion.Element", "Coleccion.Element", false),
    ("Coleccion<Element>.Element", "Coleccion<_$Element>.Element", true),
    ("Elements<SelfMade>", "Elements<SelfMade>", false),
    ("any Element", "any _$Element", true),
  ])
  func rewritesOnlyNamesThatStandForATypeInTheEnumsScope(
    input: String, expected: String, renamesElement: Bool
  ) {
    var rewriter = CasePathTypeRewriter(enumName: "Foo")
    #expect(rewriter.rewrite(typeRef(input)).description == expected)
    #expect(rewriter.renamedElement == renamesElement)
  }

  /// `Self` cannot come from a schema (the grammar refuses it), but the
  /// macro's rule is kept for types built in code.
  @Test func selfBecomesTheEnumsName() {
    var rewriter = CasePathTypeRewriter(enumName: "Foo")
    let type = TypeRef.generic("Lista", .named("Self"))
    #expect(rewriter.rewrite(type).description == "Lista<Foo>")
    #expect(!rewriter.renamedElement)
  }
}
