/// What a `Package.resolved` says about The Composable Architecture.
enum TCAPin: Equatable {
  /// Resolved to a tag: `1.20.2` (navgen decides whether it supports it).
  case release(String)
  /// On the `main` branch, which navgen supports as the release `main`.
  case mainBranch
  /// On another branch or a bare revision: no release can be named.
  case unnamed(String)

  static let packageName = "swift-composable-architecture"

  /// The release to pass to `navgen generate --default-tca`, if any.
  var release: String? {
    switch self {
    case .release(let version): return version
    case .mainBranch: return "main"
    case .unnamed: return nil
    }
  }

  /// The TCA pin among `pins`, if any.
  static func find(in pins: [PackageResolvedFile.Pin]) -> TCAPin? {
    pins.first(where: isTCA).map(TCAPin.init)
  }

  init(_ pin: PackageResolvedFile.Pin) {
    if let version = pin.version {
      self = .release(version)
    } else if let branch = pin.branch {
      self = branch == "main" ? .mainBranch : .unnamed("branch '\(branch)'")
    } else {
      self = .unnamed("revision \(pin.revision ?? "(none)")")
    }
  }

  /// A pin is TCA's when its identity (a registry's `scope.name` included) or
  /// the last component of its URL or path, without `.git`, is
  /// `swift-composable-architecture`, compared case-insensitively as SwiftPM
  /// compares identities. Forks and local clones keep that name.
  static func isTCA(_ pin: PackageResolvedFile.Pin) -> Bool {
    if let name = pin.name?.lowercased(), name == packageName || name.hasSuffix(".\(packageName)") {
      return true
    }
    return lastComponent(of: pin.location).lowercased() == packageName
  }

  /// `https://github.com/pointfreeco/swift-composable-architecture.git/` →
  /// `swift-composable-architecture`; `git@host:owner/name` → `name`.
  static func lastComponent(of location: String) -> String {
    var text = Substring(location)
    while text.hasSuffix("/") { text = text.dropLast() }
    if let separator = text.lastIndex(where: { $0 == "/" || $0 == ":" }) {
      text = text[text.index(after: separator)...]
    }
    if text.lowercased().hasSuffix(".git") { text = text.dropLast(4) }
    return String(text)
  }
}
