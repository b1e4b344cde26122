/// The numeric literal forms an initializer may use.
enum NumberLiteral {
  static func isValid(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    if scalars.count > 2, scalars[0] == "0" {
      switch scalars[1] {
      case "x": return digits(scalars[2...], allowed: { $0.properties.isASCIIHexDigit })
      case "o": return digits(scalars[2...], allowed: { ("0"..."7").contains($0) })
      case "b": return digits(scalars[2...], allowed: { $0 == "0" || $0 == "1" })
      default: break
      }
    }
    var rest = scalars[...]
    let integerEnd = rest.firstIndex(where: { $0 == "." || $0 == "e" || $0 == "E" }) ?? rest.endIndex
    guard decimalDigits(rest[..<integerEnd]) else { return false }
    rest = rest[integerEnd...]
    if rest.first == "." {
      let fractionEnd = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) ?? rest.endIndex
      guard decimalDigits(rest[rest.index(after: rest.startIndex)..<fractionEnd]) else { return false }
      rest = rest[fractionEnd...]
    }
    if rest.first == "e" || rest.first == "E" {
      rest = rest.dropFirst()
      if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
      return decimalDigits(rest)
    }
    return rest.isEmpty
  }

  private static func decimalDigits(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    digits(scalars, allowed: { ("0"..."9").contains($0) })
  }

  /// At least one digit first, then digits or `_`.
  private static func digits(_ scalars: ArraySlice<Unicode.Scalar>, allowed: (Unicode.Scalar) -> Bool) -> Bool {
    guard let first = scalars.first, allowed(first) else { return false }
    return scalars.allSatisfy { allowed($0) || $0 == "_" }
  }
}
