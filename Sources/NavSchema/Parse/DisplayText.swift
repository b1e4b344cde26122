/// Renders user-written text inside a one-line diagnostic: quoted, shortened
/// when long, with line breaks and invisible or bidirectional formatting
/// characters spelled as `\u{...}` so a message can never be made to look
/// like something else in a terminal or an IDE.
package enum DisplayText {
  static let maximumLength = 60

  /// `'text'`, escaped and shortened with `...` past `maximumLength` scalars.
  package static func quoted(_ text: String) -> String {
    // Short printable ASCII, the usual name or type, needs no escaping.
    if text.utf8.count <= maximumLength, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return "'" + text + "'"
    }
    var result = "'"
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumLength {
        result += "..."
        break
      }
      result += escaped(scalar)
      count += 1
    }
    return result + "'"
  }

  /// `'é' (U+00E9)` for a visible character, `U+202E` for an invisible one.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.isASCII, !isUnsafe(scalar) { return "'\(scalar)'" }
    if isUnsafe(scalar) { return codePoint(scalar) }
    return "'\(scalar)' (\(codePoint(scalar)))"
  }

  /// `U+00E9`: at least four hexadecimal digits, upper case.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Control, format (Cf: bidi overrides, zero-width characters), line and
  /// paragraph separators, and spaces other than U+0020.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
      return true
    case .spaceSeparator:
      return scalar != " "
    default:
      return false
    }
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default:
      return isUnsafe(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }
  }
}
