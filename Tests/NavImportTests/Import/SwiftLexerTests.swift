import Testing
@testable import NavImport
@testable import NavImportTestSupport
@testable import NavTestSupport

@Suite("Swift lexer")
struct SwiftLexerTests {
  private func lex(_ source: String) -> [SourceToken] {
    SwiftLexer.tokenize(SourceText(source)).tokens
  }

  private func texts(_ source: String) -> [String] {
    lex(source).map(\.text)
  }

  private func problems(_ source: String) -> [String] {
    SwiftLexer.tokenize(SourceText(source)).problems.map { "\($0.line):\($0.column): \($0.message)" }
  }

  @Test func commentsOfEveryKindAreTrivia() {
    let source = """
      a /* one /* nested */ still comment */ b // line "comment"
      /// doc comment with "quote
      /** doc block */ c
      """
    #expect(texts(source) == ["a", "b", "c"])
    let tokens = lex(source)
    #expect(tokens[1].spaceBefore && !tokens[1].newlineBefore)
    #expect(tokens[2].newlineBefore)
  }

  @Test func unterminatedBlockCommentRunsToTheEndAndIsReported() {
    #expect(texts("a /* /* */ b") == ["a"])
    #expect(problems("a /* /* */ b") == ["1:3: unterminated block comment"])
  }

  @Test func singleLineStringsWithEscapesAndInterpolation() {
    #expect(texts(#"x = "a\"b" + "c""#) == ["x", "=", #""a\"b""#, "+", #""c""#])
    let interpolated = #"s = "v: \(f("x)", y)) and \(items.map { "\($0)" }.joined())" ; z"#
    #expect(texts(interpolated) == ["s", "=", #""v: \(f("x)", y)) and \(items.map { "\($0)" }.joined())""#, ";", "z"])
  }

  @Test func interpolationHoldingCommentsAndParentheses() {
    let source = #""\( (a) /* ) " */ + b )" tail"#
    #expect(texts(source) == [#""\( (a) /* ) " */ + b )""#, "tail"])
  }

  @Test func multilineStringsKeepQuotesAndInterpolatedClosures() {
    let source = #"""
      let s = """
        one "quoted" and ""two""
        \(values.map { value in
          "\(value)"
        })
        """
      next
      """#
    let tokens = texts(source)
    #expect(tokens.count == 5)
    #expect(tokens[3].hasPrefix("\"\"\"") && tokens[3].hasSuffix("\"\"\""))
    #expect(tokens.last == "next")
  }

  @Test func rawStringsWithAnyNumberOfHashes() {
    #expect(texts(##"a = #"say "hi" \(notInterpolated)"# b"##) == ["a", "=", ##"#"say "hi" \(notInterpolated)"#"##, "b"])
    #expect(texts(###"##"ends only at "# not "#"## c"###) == [###"##"ends only at "# not "#"##"###, "c"])
    #expect(texts(##"#"raw \#(f(")", #"a"b"#)) interpolation"# d"##) == [##"#"raw \#(f(")", #"a"b"#)) interpolation"#"##, "d"])
    let multiline = ##"""
      #"""
      a """ is not the end "#
      """#
      after
      """##
    #expect(texts(multiline).count == 2)
    #expect(texts(multiline).last == "after")
  }

  @Test func unterminatedStringEndsAtTheLineAndIsReported() {
    #expect(texts("a = \"open\nb") == ["a", "=", "\"open", "b"])
    #expect(problems("a = \"open\nb") == ["1:5: unterminated string literal"])
    #expect(texts("a = \"x \\(f(\nb") == ["a", "=", "\"x \\(f(", "b"])
  }

  @Test func extendedRegexLiterals() {
    #expect(texts(##"let r = #/a"b(/#; x"##) == ["let", "r", "=", ##"#/a"b(/#"##, ";", "x"])
    #expect(texts(###"##/a/#b/## y"###) == [###"##/a/#b/##"###, "y"])
    let multiline = """
      let r = #/
        (?<word> \\w+ ) " {
      /#
      z
      """
    #expect(texts(multiline).count == 5)
    #expect(texts(multiline).last == "z")
    // An unclosed `#/` is a lone `#` and a division.
    #expect(texts("a #/ b") == ["a", "#", "/", "b"])
  }

  @Test func bareSlashIsARegexOnlyWhereAnOperandIsExpected() {
    let regexes = [
      (#"let r = /a"b{/"#, #"/a"b{/"#),
      (#"f(/[/]x/)"#, #"/[/]x/"#),
      (#"return /\/"/"#, #"/\/"/"#),
    ]
    for (source, literal) in regexes {
      let tokens = lex(source)
      #expect(tokens.contains { $0.kind == .regex && $0.text == literal }, "\(source)")
    }
    let divisions = ["x = a / b / c", "y = (a) /b/ 2", "z = a[0]/b/c", "w = / 2 /", "v = n/2"]
    for source in divisions {
      #expect(!lex(source).contains { $0.kind == .regex }, "\(source)")
    }
  }

  @Test func numbersOperatorsAndPunctuation() {
    #expect(texts("1_000 0xFF 1.5e-3 t.0.1") == ["1_000", "0xFF", "1.5e-3", "t", ".", "0", ".", "1"])
    #expect(texts("a...b c..<d e->f g>>h i?.j k!") == [
      "a", "...", "b", "c", "..<", "d", "e", "->", "f", "g", ">>", "h", "i", "?", ".", "j", "k", "!",
    ])
    #expect(texts("f(a, b: [c]) { $0 } \\.x @attr") == [
      "f", "(", "a", ",", "b", ":", "[", "c", "]", ")", "{", "$0", "}", "\\", ".", "x", "@", "attr",
    ])
    #expect(texts("a+/*c*/b") == ["a", "+", "b"])
  }

  @Test func backticksPoundKeywordsAndDirectives() {
    let tokens = lex("case `class`, `default`\n#if DEBUG\n#elseif os(iOS)\n#endif #Preview #")
    #expect(tokens.map(\.text) == [
      "case", "`class`", ",", "`default`", "#if", "DEBUG", "#elseif", "os", "(", "iOS", ")", "#endif", "#Preview", "#",
    ])
    #expect(tokens[1].kind == .backtickedIdentifier && tokens[1].name == "class")
    #expect(tokens[4].kind == .poundKeyword && tokens[12].kind == .poundKeyword && tokens[13].kind == .punctuation)
    #expect(texts("a ` b") == ["a", "`", "b"])
  }

  @Test func locationsCountLinesAndUnicodeScalars() {
    let tokens = lex("\u{FEFF}é = 1\r\n  \"ü\" + x\r  y")
    #expect(tokens.map { "\($0.line):\($0.column)" } == ["1:2", "1:4", "1:6", "2:3", "2:7", "2:9", "3:3"])
  }

  @Test func shebangLineIsSkipped() {
    #expect(texts("#!/usr/bin/env swift\nprint(1)") == ["print", "(", "1", ")"])
  }

  @Test func hostileInterpolationNestingIsBoundedAndReported() {
    let depth = 5_000
    let source = String(repeating: #""\("#, count: depth) + String(repeating: #")""#, count: depth) + " end"
    let result = SwiftLexer.tokenize(SourceText(source))
    #expect(result.tokens.last?.text == "end")
    #expect(result.problems.contains { $0.message.contains("nested more than") })
  }
}
