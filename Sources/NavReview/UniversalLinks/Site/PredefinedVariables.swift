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

  /// What `$(region)` and `$(lang)` match; nil for another name. Made on each use, not kept
  /// in a global: a global would keep the indirect enum's boxes behind tagged pointers, which
  /// the fuzzer's LeakSanitizer cannot follow and reports as leaked at exit.
  static func codes(named name: String) -> SitePattern.Element? {
    switch name {
    case "region": return .alternatives([[.oneOf(upper), .oneOf(upper)]])
    case "lang": return .alternatives([[.oneOf(lower), .oneOf(lower)], [.oneOf(lower), .oneOf(lower), .oneOf(lower)]])
    default: return nil
    }
  }

  private static let upper = scalars("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  private static let lower = scalars("abcdefghijklmnopqrstuvwxyz")
  private static let digits = scalars("0123456789")

  private static func scalars(_ text: String) -> Set<Unicode.Scalar> { Set(text.unicodeScalars) }
}
