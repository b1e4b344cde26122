import Testing
@testable import NavSchema

@Suite("Grammar: types")
struct TypeGrammarTests {
  typealias G = GrammarTestSupport

  @Test(arguments: [
    ("Autor", "Autor"), ("Articles.Body", "Articles.Body"), ("A.B<C>.D", "A.B<C>.D"),
    ("ToastState<ToastAction>", "ToastState<ToastAction>"), ("Dictionary<String,Int>", "Dictionary<String, Int>"),
    ("A<B<C>>", "A<B<C>>"), ("Int?", "Int?"), ("[Int]", "[Int]"), ("[Int]?", "[Int]?"),
    ("[String:Int]", "[String: Int]"), ("( Int ,name:String )", "(Int, name: String)"), ("()", "()"),
    ("(Int)", "Int"), ("any P", "any P"), ("(any P)?", "(any P)?"), ("Any", "Any"), ("  Autor  ", "Autor"),
    ("Swift.Never", "Swift.Never"), ("Reseña", "Reseña"), ("[Item?]", "[Item?]"), ("Int??", "Int??"),
  ])
  func acceptsAndNormalizes(text: String, normalized: String) {
    #expect(G.type(text) == .accepted(normalized))
  }

  @Test func parsesTheStructure() throws {
    let type = try SwiftGrammar.type("A.B<[C: D?]>").get()
    let expected = TypeRef.nominal([
      .init(name: "A"),
      .init(name: "B", genericArguments: [.dictionary(key: .named("C"), value: .optional(.named("D")))]),
    ])
    #expect(type == expected)
    #expect(try SwiftGrammar.type("(a: A, B)").get() == .tuple([.init(label: "a", type: .named("A")), .init(type: .named("B"))]))
    #expect(try SwiftGrammar.type("any P").get() == .existential(.named("P")))
  }

  @Test(arguments: [
    ("some View", "opaque types ('some') are not allowed in type 'some View'"),
    ("(Int) -> Void", "function types are not allowed in type '(Int) -> Void'"),
    ("() async -> Void", "function types are not allowed in type '() async -> Void'"),
    ("@escaping X", "attributes are not allowed in type '@escaping X'"),
    ("inout Int", "'inout' is not allowed in type 'inout Int'"),
    ("Foo<Bar", "unbalanced '<' in type 'Foo<Bar'"),
    ("Foo>", "unbalanced '>' in type 'Foo>'"),
    ("[Int", "unbalanced '[' in type '[Int'"),
    ("Foo<Bar)", "unbalanced '<' in type 'Foo<Bar)'"),
    ("Foo<>", "empty generic argument list in type 'Foo<>'"),
    ("any P?", "an optional existential must be written '(any P)?' in type 'any P?'"),
    ("P & Q", "protocol compositions ('&') are not allowed in type 'P & Q'"),
    ("Foo.Type", "'Type' is reserved by Swift for metatypes (X.Type) and cannot appear in type 'Foo.Type'"),
    ("A.class", "'class' is a Swift keyword and cannot appear in type 'A.class'"),
    ("Self", "'Self' is a Swift keyword and cannot appear in type 'Self'"),
    ("Foo\nBar", "line breaks are not allowed in type 'Foo\\nBar'"),
    ("(a: Int)", "a tuple with one element cannot have a label in type '(a: Int)'"),
    ("", "empty type"),
    ("   ", "empty type"),
    ("Foo Bar", "unexpected 'Bar' in type 'Foo Bar'"),
    ("Any<Int>", "'Any' cannot have generic arguments or members in type 'Any<Int>'"),
    ("Foo.", "expected a type name after '.', found end of text in type 'Foo.'"),
    ("`Foo`", "backticks are not allowed in type '`Foo`'"),
    ("Foo /* x */", "comments are not allowed in type 'Foo /* x */'"),
    ("Foo; import Bar", "';' is not allowed in type 'Foo; import Bar'"),
    ("Foo<each T>", "'each' is not allowed in type 'Foo<each T>'"),
    ("[Int:]", "expected a type, found ']' in type '[Int:]'"),
    ("Int!", "implicitly unwrapped optionals ('!') are not allowed: the generated case paths use the type as a generic argument, where Swift forbids '!'; write '?' instead in type 'Int!'"),
    ("A.some", "'some' is a contextual keyword for types and cannot appear here in type 'A.some'"),
  ])
  func rejectsWithAPreciseMessage(text: String, message: String) {
    #expect(G.type(text) == .rejected(message))
  }

  @Test func deepNestingIsAnErrorNotARecursion() {
    let text = String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)
    #expect(G.type(text) == .rejected("nesting is too deep (more than 32 levels) in type '\(String(repeating: "[", count: 40))Int\(String(repeating: "]", count: 17))...'"))
    let allowed = String(repeating: "[", count: 31) + "Int" + String(repeating: "]", count: 31)
    #expect(G.type(allowed) == .accepted(allowed))
  }

  @Test func parameters() {
    #expect(G.parameter("Meeting") == .accepted("Meeting"))
    #expect(G.parameter("syncUp: SyncUp") == .accepted("syncUp: SyncUp"))
    #expect(G.parameter("syncUp:SyncUp<X>?") == .accepted("syncUp: SyncUp<X>?"))
    #expect(G.parameter("class: X") == .rejected("'class' is a Swift keyword and cannot appear in parameter 'class: X'"))
    #expect(G.parameter("x: ") == .rejected("expected a type, found end of text in parameter 'x: '"))
    #expect(G.parameter("a: b: C") == .rejected("unexpected ':' in parameter 'a: b: C'"))
  }
}

@Suite("Grammar: missing closers")
struct MissingCloserTests {
  typealias G = GrammarTestSupport

  @Test func closersExpectedAfterAPart() {
    #expect(G.type("[String: Int Int]") == .rejected("expected ']' after the dictionary value type, found 'Int' in type '[String: Int Int]'"))
    #expect(G.type("[Int Int]") == .rejected("expected ']' after the array element type, found 'Int' in type '[Int Int]'"))
    #expect(G.type("(Int Int)") == .rejected("expected ')' after the tuple elements, found 'Int' in type '(Int Int)'"))
    #expect(G.type("A<B C>") == .rejected("expected '>' after the generic arguments, found 'C' in type 'A<B C>'"))
  }
}
