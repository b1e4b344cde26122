import NavSchema

/// A prefix of the schemas' `links` as the system sees it. An `https` prefix is a universal
/// link: the app's associated-domains entitlement names its host (`applinks:<host>`), and the
/// site at that host serves the `apple-app-site-association` file whose patterns match the
/// links under its path. Any other scheme is a custom URL scheme the app's `Info.plist` lists
/// under `CFBundleURLTypes`.
public enum LinkPrefixKind: Hashable, Sendable {
  /// `https://recetario.example/app/`: host `recetario.example`, path `/app/`.
  case universal(host: String, path: String)
  /// `recetario://`: the scheme `recetario`.
  case customScheme(String)
  /// `https://user@host:8443/`: a universal link has neither user nor port; `http:` opens no app.
  case unusable(reason: String)

  public init(_ prefix: String) {
    let scheme = String(prefix.prefix { $0 != ":" })
    let lowered = scheme.lowercased()
    guard lowered == "https" else {
      self = lowered == "http"
        ? .unusable(reason: "an http link opens Safari: universal links are https")
        : .customScheme(scheme)
      return
    }
    let afterScheme = prefix.dropFirst(scheme.count + 1)
    guard afterScheme.hasPrefix("//") else {
      self = .unusable(reason: "it has no host ('https://<host>/')")
      return
    }
    let rest = afterScheme.dropFirst(2)
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    let authority = rest[..<slash]
    if authority.isEmpty {
      self = .unusable(reason: "it has no host ('https://<host>/')")
    } else if authority.contains("@") || authority.contains(":") {
      self = .unusable(reason: "a universal link's host has no user or port, and this one has")
    } else {
      self = .universal(host: authority.lowercased(), path: String(rest[slash...]))
    }
  }

  /// The host of a universal link, lower-cased.
  public var host: String? {
    if case .universal(let host, _) = self { return host }
    return nil
  }
}

/// One `https` prefix of the app with its host and path.
public struct UniversalLinkPrefix: Hashable, Sendable {
  /// As the schema writes it: `https://recetario.example/app/`.
  public var prefix: String
  /// `recetario.example`, lower-cased.
  public var host: String
  /// `/app/`: where the path of every link under the prefix starts.
  public var path: String

  /// The app's universal-link prefixes, in schema order.
  public static func all(in prefixes: [String]) -> [UniversalLinkPrefix] {
    prefixes.compactMap { prefix in
      guard case .universal(let host, let path) = LinkPrefixKind(prefix) else { return nil }
      return UniversalLinkPrefix(prefix: prefix, host: host, path: path)
    }
  }

  /// The hosts of `prefixes`, each once, in schema order.
  public static func hosts(in prefixes: [UniversalLinkPrefix]) -> [String] {
    var seen: Set<String> = []
    return prefixes.map(\.host).filter { seen.insert($0).inserted }
  }
}
