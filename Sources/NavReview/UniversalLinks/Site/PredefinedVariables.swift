/// The substitution variables Apple predefines for universal-link patterns. The character
/// classes are exact; `$(region)` and `$(lang)` stand for the system's lists of ISO region and
/// language codes, which navgen does not carry: it reads them as any two upper-case letters and
/// any two or three lower-case ones.
enum PredefinedVariables {
  static let characters: [String: Set<Unicode.Scalar>] = [
    "alpha": upper.union(lower),
    "upper": upper,
    "lower": lower,
    "alnum": upper.union(lower).union(digits),
    "digit": digits,
    "xdigit": digits.union(scalars("ABCDEFabcdef")),
  ]

  static let codes: [String: SitePattern.Element] = [
    "region": .alternatives([[.oneOf(upper), .oneOf(upper)]]),
    "lang": .alternatives([[.oneOf(lower), .oneOf(lower)], [.oneOf(lower), .oneOf(lower), .oneOf(lower)]]),
  ]

  private static let upper = scalars("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  private static let lower = scalars("abcdefghijklmnopqrstuvwxyz")
  private static let digits = scalars("0123456789")

  private static func scalars(_ text: String) -> Set<Unicode.Scalar> { Set(text.unicodeScalars) }
}
