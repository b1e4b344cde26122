/// An application identifier as `apple-app-site-association` files name apps:
/// `<Team ID>.<bundle ID>`, the team's ten upper-case letters and digits, then the bundle ID
/// (letters, digits, `-` and `.`, as Xcode allows it).
public enum AppID {
  /// Why `text` is not an app ID, or nil when it is one.
  public static func problem(_ text: String) -> String? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let team = parts[0]
    guard team.count == 10, team.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) else {
      return "an app ID starts with the team ID, ten upper-case letters and digits, then '.' (ABCDE12345.com.example.app)"
    }
    guard parts.count == 2, !parts[1].isEmpty else {
      return "the bundle ID after the team ID is missing (ABCDE12345.com.example.app)"
    }
    let bundle = parts[1]
    let allowed = bundle.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
    }
    guard allowed, !bundle.hasPrefix("."), !bundle.hasSuffix("."), !bundle.contains("..") else {
      return "a bundle ID is letters, digits, '-' and '.' between its parts, as Xcode allows (com.example.app)"
    }
    return nil
  }
}
