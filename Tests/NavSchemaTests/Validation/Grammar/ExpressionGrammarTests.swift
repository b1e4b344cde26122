import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

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
    ("(1)", "(1)"),
    ("[1]", "[1]"),
  ])
  func acceptsAndNormalizes(text: String, normalized: String) {
    #expect(G.expression(text) == .accepted(normalized))
  }

  /// The forms a default reducer value is written with, and their canonical spelling.
  @Test(arguments: [
    // Closures: shorthand arguments, named parameters, empty ones.
    ("Edicion(filtro: { $0.activo })", "Edicion(filtro: { $0.activo })"),
    ("Lista(orden: {$0.nombre < $1.nombre})", "Lista(orden: { $0.nombre < $1.nombre })"),
    ("Lista(filtro: { item in item.activo })", "Lista(filtro: { item in item.activo })"),
    ("Lista(orden: { a, b in a.fecha > b.fecha })", "Lista(orden: { a, b in a.fecha > b.fecha })"),
    ("Lista(filtro: { (item) in item.activo })", "Lista(filtro: { (item) in item.activo })"),
    ("Lista(alTocar: {})", "Lista(alTocar: {})"),
    ("Lista(alTocar: { _ in })", "Lista(alTocar: { _ in })"),
    (#"Lista(filtro: { $0.etiquetas.contains { $0 == "x" } })"#, #"Lista(filtro: { $0.etiquetas.contains { $0 == "x" } })"#),
    // Key paths.
    (#"Lista(clave: \.nombre)"#, #"Lista(clave: \.nombre)"#),
    (#"Lista(clave: \Item.autor.nombre)"#, #"Lista(clave: \Item.autor.nombre)"#),
    (#"Lista(clave: \.autor?.nombre)"#, #"Lista(clave: \.autor?.nombre)"#),
    (#"Lista(clave: \.items[0].nombre)"#, #"Lista(clave: \.items[0].nombre)"#),
    // Trailing closures, also several.
    ("Lista { $0.activo }", "Lista { $0.activo }"),
    ("Lista(modo: .rapido) { $0.activo }", "Lista(modo: .rapido) { $0.activo }"),
    ("Lista { $0.activo } orden: { $0.id < $1.id }", "Lista { $0.activo } orden: { $0.id < $1.id }"),
    // String literals with escapes and interpolation.
    (#"Edicion(titulo: "Hola \(Usuario.actual.nombre)")"#, #"Edicion(titulo: "Hola \(Usuario.actual.nombre)")"#),
    (#"Edicion(titulo: "\( n )/\(total) \("ok")")"#, #"Edicion(titulo: "\(n)/\(total) \("ok")")"#),
    (#"Edicion(titulo: "a\n\t\"b\" \\ \u{1F600}")"#, #"Edicion(titulo: "a\n\t\"b\" \\ \u{1F600}")"#),
    (#"Edicion(titulo: "} evil() {")"#, #"Edicion(titulo: "} evil() {")"#),
    (#"Edicion(titulo: "\(f(")"))")"#, #"Edicion(titulo: "\(f(")"))")"#),
    // Operators.
    ("Contador(inicio: 1 + 2 * 3)", "Contador(inicio: 1 + 2 * 3)"),
    ("Contador(inicio: base-1)", "Contador(inicio: base - 1)"),
    ("Lista(filtro: { !$0.borrado && $0.precio >= 10 || $0.destacado })", "Lista(filtro: { !$0.borrado && $0.precio >= 10 || $0.destacado })"),
    ("Lista(limite: Config.limite ?? 20)", "Lista(limite: Config.limite ?? 20)"),
    ("Lista(rango: 0..<10)", "Lista(rango: 0 ..< 10)"),
    ("Lista(rango: 1 ... 5)", "Lista(rango: 1 ... 5)"),
    ("Lista(modo: Config.depurar ? .completo : .rapido)", "Lista(modo: Config.depurar ? .completo : .rapido)"),
    ("Contador(inicio: -base)", "Contador(inicio: -base)"),
    ("Lista(modo: Config.actual?.modo, otro: Config.actual!.modo)", "Lista(modo: Config.actual?.modo, otro: Config.actual!.modo)"),
    // Collections, parentheses and tuples.
    ("Lista(items: [], pesos: [:])", "Lista(items: [], pesos: [:])"),
    (#"Lista(items: [1, 2], pesos: ["a": 1, "b": 2])"#, #"Lista(items: [1, 2], pesos: ["a": 1, "b": 2])"#),
    ("Mapa(centro: (1.5, -2), zoom: (x: 1, y: 2), escala: (2 + 1) * 3)", "Mapa(centro: (1.5, -2), zoom: (x: 1, y: 2), escala: (2 + 1) * 3)"),
  ])
  func acceptsEverydayForms(text: String, normalized: String) {
    #expect(G.expression(text) == .accepted(normalized))
  }

  /// Whatever could leave the expression, or is not an expression, with its reason.
  @Test(arguments: [
    // Unbalanced delimiters.
    ("Foo(bar", "unbalanced '(' in initializer 'Foo(bar'"),
    ("Foo(bar))", "unbalanced ')' in initializer 'Foo(bar))'"),
    ("a[1", "unbalanced '[' in initializer 'a[1'"),
    ("Foo { $0 ", "unbalanced '{' in initializer 'Foo { $0 '"),
    ("Foo() } ; evil() {", "unbalanced '}' in initializer 'Foo() } ; evil() {'"),
    ("Foo(x: { $0 )", "unbalanced '{' in initializer 'Foo(x: { $0 )'"),
    (#""abc"#, #"unterminated string literal in initializer '"abc'"#),
    (#"Foo(x: "\(a)"#, #"unterminated string literal in initializer 'Foo(x: "\(a)'"#),
    // Several statements, lines or comments.
    ("a; b", "';' is not allowed in initializer 'a; b'"),
    ("Foo { a; b }", "';' is not allowed in initializer 'Foo { a; b }'"),
    ("Foo(\nx)", #"line breaks are not allowed in initializer 'Foo(\nx)'"#),
    ("Foo { $0\n}", #"line breaks are not allowed in initializer 'Foo { $0\n}'"#),
    ("Foo() // x", "comments are not allowed in initializer 'Foo() // x'"),
    ("Foo { /* x */ $0 }", "comments are not allowed in initializer 'Foo { /* x */ $0 }'"),
    // Declarations and statements inside closures.
    ("Foo { return $0 }", "'return' is a Swift keyword and cannot appear in initializer 'Foo { return $0 }'"),
    ("Foo { let x = 1 }", "'let' is a Swift keyword and cannot appear in initializer 'Foo { let x = 1 }'"),
    ("Foo { func f() {} }", "'func' is a Swift keyword and cannot appear in initializer 'Foo { func f() {} }'"),
    ("Foo { class X {} }", "'class' is a Swift keyword and cannot appear in initializer 'Foo { class X {} }'"),
    ("Foo { throw E() }", "'throw' is a Swift keyword and cannot appear in initializer 'Foo { throw E() }'"),
    ("Foo { if $0 { 1 } else { 2 } }", "'if' is a Swift keyword and cannot appear in initializer 'Foo { if $0 { 1 } else { 2 } }'"),
    ("Foo { self.x }", "'self' is a Swift keyword and cannot appear in initializer 'Foo { self.x }'"),
    ("Foo { x = 1 }", "assignment is not allowed in initializer 'Foo { x = 1 }'"),
    ("Foo { @MainActor in }", "attributes are not allowed in initializer 'Foo { @MainActor in }'"),
    ("Foo { [weak x] in x }", "unexpected 'x' in initializer 'Foo { [weak x] in x }'"),
    ("try foo()", "'try' is a Swift keyword and cannot appear in initializer 'try foo()'"),
    // Closure arguments.
    ("Foo(x: $0)", "'$0' can only be used inside a closure in initializer 'Foo(x: $0)'"),
    ("Foo { a in $0 }", "'$0' cannot be used in a closure that names its parameters in initializer 'Foo { a in $0 }'"),
    ("Foo { $01 }", "invalid closure argument '$01' in initializer 'Foo { $01 }'"),
    ("Foo { $x }", "'$' is only allowed in closure arguments such as '$0' in initializer 'Foo { $x }'"),
    ("Foo { class in 1 }", "'class' is a Swift keyword and cannot appear in initializer 'Foo { class in 1 }'"),
    // Strings.
    (#"Foo("\q")"#, #"invalid escape '\' followed by 'q' in a string literal in initializer 'Foo("\q")'"#),
    (#"Foo("\u{110000}")"#, #"invalid '\u{...}' escape in a string literal in initializer 'Foo("\u{110000}")'"#),
    (#"Foo("\()")"#, #"empty string interpolation in initializer 'Foo("\()")'"#),
    (#"Foo("\(a b)")"#, #"expected ')' to end the string interpolation, found 'b' in initializer 'Foo("\(a b)")'"#),
    // Key paths.
    (#"Foo(\)"#, #"expected a key path component such as '.name' after '\' in initializer 'Foo(\)'"#),
    (#"Foo(\Item)"#, #"expected a key path component such as '.name' after '\Item' in initializer 'Foo(\Item)'"#),
    // Operators.
    ("a = b", "assignment is not allowed in initializer 'a = b'"),
    ("a & b", "operator '&' is not allowed here in initializer 'a & b'"),
    ("a -b", "'-' needs a space on both sides or on neither in initializer 'a -b'"),
    ("- 1", "'-' must be written right before its operand in initializer '- 1'"),
    ("a ?b : c", "'?' of 'a ? b : c' needs a space after it in initializer 'a ?b : c'"),
    ("a ? b", "expected ':' after the first branch of 'a ? b : c', found end of text in initializer 'a ? b'"),
    ("x?", "expected '.', '(' or '[' after '?' of optional chaining, found end of text in initializer 'x?'"),
    // Found by Fuzz/run --entry grammar: accepted as 'x? ..< y', which is then refused.
    ("x?..<y", "expected '.', '(' or '[' after '?' of optional chaining, found '.' in initializer 'x?..<y'"),
    ("a < b > c", "comparisons cannot be chained without parentheses in initializer 'a < b > c'"),
    ("1 ... 2 ..< 3", "ranges cannot be chained without parentheses in initializer '1 ... 2 ..< 3'"),
    ("Foo -> Bar", "function types are not allowed in initializer 'Foo -> Bar'"),
    // Collections.
    ("[1, a: 2]", "unexpected ':' in an array literal in initializer '[1, a: 2]'"),
    ("[a: 1, 2]", "expected ':' after a dictionary key in initializer '[a: 1, 2]'"),
    // Everything else.
    ("#file", "'#' is not allowed in initializer '#file'"),
    ("class.x", "'class' is a Swift keyword and cannot appear in initializer 'class.x'"),
    ("x.self", "'.self' is not allowed in initializer 'x.self'"),
    ("X.Type", "'.Type' is not allowed in initializer 'X.Type'"),
    ("1.2.3", "invalid number literal '1.2.3' in initializer '1.2.3'"),
    ("0xZZ", "invalid number literal '0xZZ' in initializer '0xZZ'"),
    ("12abc", "invalid number literal '12abc' in initializer '12abc'"),
    ("Foo(a: 1,)", "unexpected ')' in initializer 'Foo(a: 1,)'"),
    ("Foo(inout: 1)", "'inout' cannot be an argument label in initializer 'Foo(inout: 1)'"),
    ("`x`", "backticks are not allowed in initializer '`x`'"),
    ("Foo(a b)", "expected ',' or ')' after an argument, found 'b' in initializer 'Foo(a b)'"),
    ("Foo. bar", "expected a member name after '.', found 'bar' in initializer 'Foo. bar'"),
    ("Foo<>()", "empty generic argument list in initializer 'Foo<>()'"),
    ("'a'", "unexpected character ''' in initializer ''a''"),
    ("", "empty initializer"),
  ])
  func rejectsWithAPreciseMessage(text: String, message: String) {
    #expect(G.expression(text) == .rejected(message))
  }

  /// The fuzzer's grammar invariant on the inputs it once broke (`Fuzz/Regressions/grammar`,
  /// read as seeds by `Fuzz/run`): what an expression accepts reads back unchanged.
  @Test func fuzzRegressionsReadBackUnchanged() throws {
    let folder = Repository.url("Fuzz/Regressions/grammar")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let bytes = try Repository.bytes(folder.appendingPathComponent(name))
      let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
      guard case .success(let once) = SwiftGrammar.expression(text) else { continue }
      #expect(try SwiftGrammar.expression(once).get() == once, "\(name): \(once.debugDescription)")
    }
  }

  @Test func deepNestingIsAnError() {
    for text in [
      String(repeating: "f(", count: 100) + String(repeating: ")", count: 100),
      "f" + String(repeating: " { g", count: 100) + String(repeating: " }", count: 100),
      String(repeating: "!", count: 100) + "x",
    ] {
      guard case .rejected(let message) = G.expression(text) else {
        Issue.record("deeply nested \(text.prefix(10)) was accepted")
        continue
      }
      #expect(message.hasPrefix("nesting is too deep (more than 32 levels) in initializer "))
    }
  }
}
