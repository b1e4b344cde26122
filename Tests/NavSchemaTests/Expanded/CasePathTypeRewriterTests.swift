@testable import NavSchema
import Testing

@Suite struct CasePathTypeRewriterTests {
  @Test(arguments: [
    ("Self", "Foo", false),
    ("Self.State", "Foo.State", false),
    ("Element", "_$Element", true),
    ("[Element: Element]", "[_$Element: _$Element]", true),
    ("Array<Element>?", "Array<_$Element>?", true),
    ("(Element, label: Self)", "(_$Element, label: Foo)", true),
    ("(Element: Int)", "(Element: Int)", false),
    ("Coleccion.Element", "Coleccion.Element", false),
    ("Coleccion<Element>.Element", "Coleccion<_$Element>.Element", true),
    ("`Self`", "`Self`", false),
    ("Elements<SelfMade>", "Elements<SelfMade>", false),
    ("any Element", "any _$Element", true),
  ])
  func rewritesOnlyNamesThatStandForATypeInTheEnumsScope(
    input: String, expected: String, renamesElement: Bool
  ) {
    var rewriter = CasePathTypeRewriter(enumName: "Foo")
    #expect(rewriter.rewrite(input) == expected)
    #expect(rewriter.renamedElement == renamesElement)
  }
}
