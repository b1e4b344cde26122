import NavSchema
import NavReview

/// Which hosts' site files a `navgen links` run writes or reads: the app's `https` hosts, one
/// of them by `--host`, or every one. An app without an `https` prefix has no site file.
enum UniversalLinkHosts {
  struct Resolved {
    var hosts: [String]
    /// Warnings at the `https` prefixes no universal link can use (a port, a user).
    var warnings: [Diagnostic]
  }

  struct Failure: Error {
    var diagnostics: [Diagnostic] = []
    var errors: [String] = []
  }

  static func resolve(_ catalog: LinkCatalog, host: String?, allHosts: Bool) -> Result<Resolved, Failure> {
    guard let settings = catalog.settings else {
      return .failure(Failure(errors: ["no schema declares \"links\": the app has no universal links"]))
    }
    var warnings: [Diagnostic] = []
    for prefix in settings.prefixes {
      if case .unusable(let reason) = LinkPrefixKind(prefix), prefix.lowercased().hasPrefix("https:") {
        warnings.append(.warning(
          "no universal link opens the prefix \(prefix): \(reason); the site files leave it out", at: settings.location(of: prefix)))
      }
    }
    let hosts = UniversalLinkPrefix.hosts(in: UniversalLinkPrefix.all(in: settings.prefixes))
    guard !hosts.isEmpty else {
      let listed = settings.prefixes.joined(separator: ", ")
      return .failure(Failure(diagnostics: warnings + [.error(
        "the schemas have no https prefix (\(listed)): a universal link is https://<host>/…, and its site serves the "
          + "apple-app-site-association file; add one to \"prefixes\"", at: settings.location)]))
    }
    if let host {
      guard hosts.contains(host.lowercased()) else {
        return .failure(Failure(errors: ["no https prefix has the host '\(host)' (hosts: \(hosts.joined(separator: ", ")))"]))
      }
      return .success(Resolved(hosts: [host.lowercased()], warnings: warnings))
    }
    guard allHosts || hosts.count == 1 else {
      return .failure(Failure(errors: [
        "the https prefixes name \(hosts.count) hosts (\(hosts.joined(separator: ", "))), and each site serves its own file: "
          + "give --host <host>, or --output-dir <dir> for one file a host"
      ]))
    }
    return .success(Resolved(hosts: hosts, warnings: warnings))
  }
}

/// Where a host's site file goes in `--output-dir`, and which host a site file given to
/// `--check` or `--site-association` is for.
enum SiteFilePaths {
  static let fileName = "apple-app-site-association"

  /// `<dir>/<host>/.well-known/apple-app-site-association`: the folder a static server of the
  /// host serves from.
  static func path(in directory: String, host: String) -> String {
    (directory.hasSuffix("/") ? directory : directory + "/") + host + "/.well-known/" + fileName
  }

  /// `recetario.example=site.json` names its host; so does a path that ends
  /// `<host>/.well-known/apple-app-site-association` or `<host>/apple-app-site-association`
  /// for one of `hosts`; otherwise the only host, when there is one.
  static func host(of specification: String, explicit: String?, hosts: [String]) -> (path: String, host: String?) {
    var path = specification
    var named = explicit?.lowercased()
    if let equals = specification.firstIndex(of: "="), isHostName(specification[..<equals]) {
      named = specification[..<equals].lowercased()
      path = String(specification[specification.index(after: equals)...])
    }
    if let named { return (path, named) }
    let parts = path.split(separator: "/").map(String.init)
    if parts.last == fileName {
      let folders = parts.dropLast()
      let candidate = folders.last == ".well-known" ? folders.dropLast().last : folders.last
      if let candidate, hosts.contains(candidate.lowercased()) { return (path, candidate.lowercased()) }
    }
    return (path, hosts.count == 1 ? hosts[0] : nil)
  }

  private static func isHostName(_ text: Substring) -> Bool {
    text.contains(".") && text.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-")
    }
  }
}
