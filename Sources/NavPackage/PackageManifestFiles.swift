/// The files a package's manifest can be: `Package.swift`, and `Package@swift-<version>.swift`
/// beside it, which SwiftPM reads instead with the toolchains that version matches.
public enum PackageManifestFiles {
  public static let manifestName = "Package.swift"

  public static func isManifest(_ name: String) -> Bool {
    name == manifestName || isVersionSpecific(name)
  }

  /// `Package@swift-5.9.swift`, `Package@swift-6.0.2.swift`.
  public static func isVersionSpecific(_ name: String) -> Bool {
    name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") && name.count > "Package@swift-.swift".count
  }

  /// The tools version a manifest declares on its first line (`// swift-tools-version:5.9`,
  /// `// swift-tools-version: 6.0`), with three components as dump-package prints it (`5.9.0`).
  public static func toolsVersion(declaredIn bytes: [UInt8]) -> String? {
    let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    guard let marker = firstLine.firstRange(of: "swift-tools-version:") else { return nil }
    let version = firstLine[marker.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
    return threeComponents(String(version))
  }

  /// `5.9` → `5.9.0`; nil for what is not a version.
  public static func threeComponents(_ version: String) -> String? {
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
    return (parts.map(String.init) + Array(repeating: "0", count: 3 - parts.count)).joined(separator: ".")
  }
}
