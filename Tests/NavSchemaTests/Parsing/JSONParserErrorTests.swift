import Testing
@testable import NavTestSupport

@Suite("JSON parser: syntax errors at exact positions")
struct JSONParserErrorTests {
  typealias Support = JSONParsingSupport

  @Test func emptyInput() {
    #expect(Support.error("") == "1:1: empty input: expected a JSON value")
  }

  @Test func whitespaceOnlyInput() {
    #expect(Support.error("  \n  ") == "2:3: expected a JSON value, found end of input")
  }

  @Test func missingCommaBetweenMembers() {
    let text = """
      {
        "a": 1
        "b": 2
      }
      """
    #expect(Support.error(text) == "3:3: expected ',' or '}' after object member, found '\"'")
  }

  @Test func missingCommaBetweenElements() {
    #expect(Support.error("[1 2]") == "1:4: expected ',' or ']' after array element, found '2'")
  }

  @Test func unclosedObjectAtEndOfInput() {
    #expect(Support.error("{\"a\": 1") == "1:8: expected ',' or '}' after object member, found end of input")
  }

  @Test func unclosedArrayAtEndOfInput() {
    #expect(Support.error("[1,\n[2]") == "2:4: expected ',' or ']' after array element, found end of input")
  }

  @Test func missingColon() {
    #expect(Support.error("{\"a\" 1}") == "1:6: expected ':' after object key 'a', found '1'")
  }

  @Test func unquotedKey() {
    #expect(Support.error("{name: 1}") == "1:2: expected a string key in double quotes, found 'n'")
  }

  @Test func missingValue() {
    #expect(Support.error("{\"a\": }") == "1:7: expected a JSON value, found '}'")
  }

  @Test func trailingCommaInObject() {
    let text = """
      {
        "a": 1,
      }
      """
    #expect(Support.error(text) == "2:9: trailing comma before '}' is not allowed in JSON")
  }

  @Test func trailingCommaInArray() {
    #expect(Support.error("[1, 2 , ]") == "1:7: trailing comma before ']' is not allowed in JSON")
  }

  @Test func duplicateKeyIsReportedAtTheSecondKey() {
    let text = """
      {
        "name": "a",
        "other": {"name": 1},
        "name": "b"
      }
      """
    #expect(Support.error(text) == "4:3: duplicate key 'name' in object; the first is at line 2, column 3")
  }

  @Test func unterminatedStringAtEndOfInput() {
    #expect(Support.error("[\"abc") == "1:2: unterminated string: missing the closing '\"'")
  }

  @Test func unterminatedStringAtLineBreak() {
    let text = """
      {
        "name": "abc,
        "x": 1
      }
      """
    #expect(Support.error(text) == #"2:11: unterminated string: line break before the closing '"' (write a line break in a string as \n)"#)
  }

  @Test func backslashAtEndOfInput() {
    #expect(Support.error("\"ab\\") == "1:1: unterminated string: missing the closing '\"'")
  }

  @Test func invalidEscape() {
    #expect(Support.error(#"{"a": "x\qy"}"#) == #"1:9: invalid escape: '\' followed by 'q'; valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#)
  }

  @Test func shortUnicodeEscape() {
    #expect(Support.error(#"["\u12G4"]"#) == #"1:3: invalid escape: '\u' must be followed by four hexadecimal digits"#)
  }

  @Test func loneHighSurrogate() {
    #expect(Support.error(#"["ab\uD83Dx"]"#) == #"1:5: unpaired surrogate '\uD83D' in string"#)
  }

  @Test func highSurrogateFollowedByNonSurrogateEscape() {
    #expect(Support.error(#"["\uD83D\u0041"]"#) == #"1:3: unpaired surrogate '\uD83D' in string"#)
  }

  @Test func loneLowSurrogate() {
    #expect(Support.error(#"["\uDE00"]"#) == #"1:3: unpaired surrogate '\uDE00' in string"#)
  }

  @Test func tabInString() {
    #expect(Support.error("[\"a\tb\"]") == #"1:4: control character U+0009 in string must be escaped (\t)"#)
  }

  @Test func otherControlCharacterInString() {
    #expect(Support.error("[\"a\u{1B}b\"]") == #"1:4: control character U+001B in string must be escaped (\u001B)"#)
  }

  @Test func nulByteInString() {
    #expect(Support.error(bytes: Array("[\"ab".utf8) + [0] + Array("\"]".utf8)) == #"1:5: NUL byte in string; write it as \u0000"#)
  }

  @Test func nulByteOutsideString() {
    #expect(Support.error(bytes: [UInt8(ascii: "["), 0, UInt8(ascii: "]")]) == "1:2: expected a JSON value, found a NUL byte")
  }

  @Test func leadingZero() {
    #expect(Support.error("[1, 007]") == "1:5: leading zeros are not allowed in numbers")
    #expect(Support.error("-01") == "1:2: leading zeros are not allowed in numbers")
  }

  @Test func minusWithoutDigits() {
    #expect(Support.error("[-x]") == "1:3: expected a digit after '-' in number, found 'x'")
  }

  @Test func fractionWithoutDigits() {
    #expect(Support.error("[1.]") == "1:4: expected a digit after '.' in number, found ']'")
  }

  @Test func exponentWithoutDigits() {
    #expect(Support.error("1e+") == "1:4: expected a digit in the exponent of number, found end of input")
  }

  @Test func numbersJSONDoesNotHave() {
    #expect(Support.error("[+1]") == "1:2: expected a JSON value, found '+'")
    #expect(Support.error("[.5]") == "1:2: expected a JSON value, found '.'")
    #expect(Support.error("[NaN]") == "1:2: invalid literal 'NaN'; expected true, false, null, a number, a string in double quotes, an array or an object")
  }

  @Test func misspelledLiteral() {
    #expect(Support.error("[tru]") == "1:2: invalid literal 'tru'; expected true, false, null, a number, a string in double quotes, an array or an object")
    #expect(Support.error("[True]") == "1:2: invalid literal 'True'; expected true, false, null, a number, a string in double quotes, an array or an object")
    #expect(Support.error("[nullx]") == "1:2: invalid literal 'nullx'; expected true, false, null, a number, a string in double quotes, an array or an object")
  }

  @Test func singleQuotedString() {
    #expect(Support.error("['a']") == "1:2: expected a JSON value, found '''; JSON strings use double quotes")
  }

  @Test func comments() {
    #expect(Support.error("{\n  // note\n  \"a\": 1}") == "2:3: comments are not allowed in JSON")
    #expect(Support.error("[1, /* x */ 2]") == "1:5: comments are not allowed in JSON")
  }

  @Test func trailingGarbage() {
    #expect(Support.error("{}\n x") == "2:2: unexpected 'x' after the end of the JSON value")
    #expect(Support.error("[1] [2]") == "1:5: unexpected '[' after the end of the JSON value")
  }

  @Test func nonASCIICharacterOutsideStrings() {
    #expect(Support.error("[1, é]") == "1:5: expected a JSON value, found 'é' (U+00E9)")
    #expect(Support.error("[1,\u{A0}2]") == "1:4: expected a JSON value, found U+00A0")
  }

  @Test func onlyTheFirstErrorIsReported() {
    #expect(Support.error("[1 2, tru, 'x'") == "1:4: expected ',' or ']' after array element, found '2'")
  }
}
