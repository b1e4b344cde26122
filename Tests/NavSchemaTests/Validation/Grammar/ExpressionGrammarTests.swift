import Testing
@testable import NavSchema

@Suite("Grammar: initializer expressions")
struct ExpressionGrammarTests {
  typealias G = GrammarTestSupport

  @Test(arguments: [
    ("Edicion(modo: .completo)", "Edicion(modo: .completo)"),
    ("Articles.body", "Articles.body"),
    ("Edicion( modo:.completo )", "Edicion(modo: .completo)"),
    (#"Foo<Int>(x: 1, 2.5, -3, "s", true, nil)"#, #"Foo<Int>(x: 1, 2.5, -3, "s", true, nil)"#),
    (".init()", ".init()"),
    ("Foo.init(a: .b)", "Foo.init(a: .b)"),
    ("Foo.default", "Foo.default"),
    (".default", ".default"),
    ("items[0].name", "items[0].name"),
    ("table[key: \"a\", 2]", "table[key: \"a\", 2]"),
    ("Foo(for: 1, in: .x)", "Foo(for: 1, in: .x)"),
    ("Foo()()", "Foo()()"),
    ("Dictionary<String, [Int]>()", "Dictionary<String, [Int]>()"),
    ("Foo.bar<Baz>(q: 0xFF, r: 1_000, s: 1e-3, t: 0b101, u: 0o17)", "Foo.bar<Baz>(q: 0xFF, r: 1_000, s: 1e-3, t: 0b101, u: 0o17)"),
    (#"Foo(path: "/a/b#c$")"#, #"Foo(path: "/a/b#c$")"#),
    ("Reseña(título: .vacío)", "Reseña(título: .vacío)"),
    ("42", "42"),
  ])
  func acceptsAndNormalizes(text: String, normalized: String) {
    #expect(G.expression(text) == .accepted(normalized))
  }

  @Test(arguments: [
    ("Foo(bar", "unbalanced '(' in initializer 'Foo(bar'"),
    ("Foo(bar))", "unbalanced ')' in initializer 'Foo(bar))'"),
    ("a[1", "unbalanced '[' in initializer 'a[1'"),
    ("a + b", "operators are not allowed (found '+') in initializer 'a + b'"),
    ("a == b", "operators are not allowed (found '==') in initializer 'a == b'"),
    ("x?.y", "operators are not allowed (found '?') in initializer 'x?.y'"),
    ("!x", "operators are not allowed (found '!') in initializer '!x'"),
    ("- 1", "operators are not allowed (found '-') in initializer '- 1'"),
    ("Foo { $0 }", "'$' is not allowed in initializer 'Foo { $0 }'"),
    ("Foo { }", "closures and braces are not allowed in initializer 'Foo { }'"),
    ("a; b", "';' is not allowed in initializer 'a; b'"),
    ("Foo() // x", "comments are not allowed in initializer 'Foo() // x'"),
    ("#file", "'#' is not allowed in initializer '#file'"),
    ("Foo(\"a\\(b)\")", "backslashes and interpolation are not allowed in string literals in initializer 'Foo(\"a\\(b)\")'"),
    ("\"abc", "unterminated string literal in initializer '\"abc'"),
    ("Foo(\nx)", "line breaks are not allowed in initializer 'Foo(\\nx)'"),
    ("class.x", "'class' is a Swift keyword and cannot appear in initializer 'class.x'"),
    ("x.self", "'.self' is not allowed in initializer 'x.self'"),
    ("X.Type", "'.Type' is not allowed in initializer 'X.Type'"),
    ("1.2.3", "invalid number literal '1.2.3' in initializer '1.2.3'"),
    ("0xZZ", "invalid number literal '0xZZ' in initializer '0xZZ'"),
    ("12abc", "invalid number literal '12abc' in initializer '12abc'"),
    ("(1)", "parenthesized expressions and tuples are not allowed in initializer '(1)'"),
    ("[1]", "array and dictionary literals are not allowed in initializer '[1]'"),
    ("Foo(a: 1,)", "unexpected ')' in initializer 'Foo(a: 1,)'"),
    ("Foo(inout: 1)", "'inout' cannot be an argument label in initializer 'Foo(inout: 1)'"),
    ("`x`", "backticks are not allowed in initializer '`x`'"),
    ("Foo(a b)", "expected ',' or ')' after an argument, found 'b' in initializer 'Foo(a b)'"),
    ("Foo. bar", "expected a member name after '.', found 'bar' in initializer 'Foo. bar'"),
    ("Foo<>()", "empty generic argument list in initializer 'Foo<>()'"),
    ("a < b > c", "operators are not allowed (found '<') in initializer 'a < b > c'"),
    ("try foo()", "'try' is a Swift keyword and cannot appear in initializer 'try foo()'"),
    ("'a'", "unexpected character ''' in initializer ''a''"),
    ("", "empty initializer"),
  ])
  func rejectsWithAPreciseMessage(text: String, message: String) {
    #expect(G.expression(text) == .rejected(message))
  }

  @Test func deepNestingIsAnError() {
    let text = String(repeating: "f(", count: 100) + String(repeating: ")", count: 100)
    guard case .rejected(let message) = G.expression(text) else {
      Issue.record("deeply nested calls were accepted")
      return
    }
    #expect(message.hasPrefix("nesting is too deep (more than 32 levels) in initializer "))
  }
}
