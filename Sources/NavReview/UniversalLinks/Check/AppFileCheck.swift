import NavSchema

/// `navgen links --check` of the app's own files against the schemas' prefixes: its
/// `Info.plist` must list the scheme of every custom-scheme prefix under `CFBundleURLTypes`
/// (else those links open nothing), and its entitlements must associate the host of every
/// `https` prefix (`applinks:<host>` under `com.apple.developer.associated-domains`; else those
/// links open Safari), and associate no domain that no prefix uses. Each finding is an error at
/// the file and one at the prefix it concerns.
public struct AppFileCheck {
  public var settings: LinkSettings

  public init(settings: LinkSettings) {
    self.settings = settings
  }

  /// The custom schemes missing from `CFBundleURLTypes`; `plist` is the file's top value.
  public func infoPlistFindings(_ plist: PlistNode, schemes: [PlistNode]) -> [Diagnostic] {
    let listed = Set(schemes.compactMap { $0.string?.lowercased() })
    let unread = schemes.filter { $0.string?.contains("$(") ?? false }
    var findings: [Diagnostic] = []
    for prefix in settings.prefixes {
      guard case .customScheme(let scheme) = LinkPrefixKind(prefix), !listed.contains(scheme.lowercased()) else { continue }
      let place = plist.member(AppDeclarations.urlTypesKey) ?? plist
      let note = unread.first.map { " (\($0.place) holds '\($0.string ?? "")', a build setting navgen cannot read)" } ?? ""
      findings.append(.error(
        "\(AppDeclarations.urlTypesKey) does not list the scheme '\(scheme)' of the prefix \(prefix)\(place.keyPathNote): "
          + "links \(prefix)… open nothing\(note)", at: place.location))
      findings.append(.error(
        "the app does not register the scheme '\(scheme)': \(place.place) does not list it in \(AppDeclarations.urlTypesKey)",
        at: settings.location(of: prefix)))
    }
    return findings
  }

  /// The hosts missing from the associated domains, and the `applinks` domains no prefix
  /// uses; `domains` is nil when the file has no associated domains at all.
  public func entitlementsFindings(_ plist: PlistNode, domains: [PlistNode]?) -> [Diagnostic] {
    let entries = (domains ?? []).compactMap { node in node.string.flatMap(AssociatedDomain.init).map { (node, $0) } }
      .filter { $0.1.service == "applinks" }
    let universal = UniversalLinkPrefix.all(in: settings.prefixes)
    var findings: [Diagnostic] = []
    let list = plist.member(AppDeclarations.associatedDomainsKey) ?? plist
    for host in UniversalLinkPrefix.hosts(in: universal) where !entries.contains(where: { $0.1.covers(host) }) {
      let prefix = universal.first { $0.host == host }?.prefix ?? host
      let missing = domains == nil ? "the file has no \(AppDeclarations.associatedDomainsKey)" : "it is not associated"
      findings.append(.error(
        "applinks:\(host) is missing for the prefix \(prefix)\(list.keyPathNote) (\(missing)): its links open Safari, not the app",
        at: list.location))
      findings.append(.error(
        "\(host) is not an associated domain of the app: \(list.place) lacks applinks:\(host)", at: settings.location(of: prefix)))
    }
    for (node, entry) in entries where !universal.contains(where: { entry.covers($0.host) }) {
      findings.append(.error(
        "\(node.string ?? "")\(node.keyPathNote) is a domain no https prefix of the schemas uses: no link of the app opens from it",
        at: node.location))
      findings.append(.error("no prefix uses the associated domain \(node.string ?? "") (\(node.place))", at: settings.location))
    }
    return findings
  }
}
