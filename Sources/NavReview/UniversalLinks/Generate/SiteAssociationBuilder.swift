import NavSchema

/// The `apple-app-site-association` files of an app, one per host of its `https` prefixes
/// (each site serves its own file, and a file's components apply to every URL of the site
/// that serves it): one `details` entry naming the apps, whose components open exactly the
/// links `navigate(to:)` opens as far as a pattern can say (`PrefixComponents`), comparing
/// case-sensitively and percent-encoded as the generated parser does (`defaults`).
public struct SiteAssociationBuilder: Sendable {
  public var catalog: LinkCatalog
  public var appIDs: [String]

  /// Apple's limit: a file larger than 128 KB uncompressed is not read.
  public static let byteLimit = 128 * 1024

  /// The generated parser compares literals and prefixes as written: exactly, and without
  /// decoding the `/` between segments.
  static let defaults = SiteDefaults(caseSensitive: true, percentEncoded: true)

  public init(catalog: LinkCatalog, appIDs: [String]) {
    self.catalog = catalog
    self.appIDs = appIDs
  }

  /// The app's universal-link prefixes.
  public var prefixes: [UniversalLinkPrefix] { UniversalLinkPrefix.all(in: catalog.prefixes) }

  /// The hosts, each once, in schema order.
  public var hosts: [String] { UniversalLinkPrefix.hosts(in: prefixes) }

  /// The file for `host`, as detailed as fits in `limit` bytes (`SiteCollapse`).
  public func file(forHost host: String, limit: Int = byteLimit) -> HostSiteAssociation {
    // Longest first, as the generated parser tries them: a URL under a prefix nested in
    // another is read with the longer one only.
    let hostPrefixes = prefixes.enumerated().filter { $0.element.host == host }
      .sorted { ($0.element.path.utf8.count, -$0.offset) > ($1.element.path.utf8.count, -$1.offset) }.map(\.element)
    let parts = hostPrefixes.map { PrefixComponents(prefix: $0, catalog: catalog) }
    let plan = SiteCollapsePlan(parts: parts)
    let (collapse, text) = fitting(plan, limit: limit)
    return HostSiteAssociation(
      host: host, prefixes: hostPrefixes, association: association(plan.components(collapse)), text: text,
      collapse: collapse)
  }

  /// The least collapse whose file fits in `limit`, and its text. A level is judged by its
  /// size worked out from its components' lines (never less than the text); collapsing one
  /// more first screen never makes the file larger, so their number is searched by halves.
  private func fitting(_ plan: SiteCollapsePlan, limit: Int) -> (SiteCollapse, String) {
    let frame = render([]).utf8.count
    func fits(_ collapse: SiteCollapse) -> Bool { frame + plan.estimatedBytes(collapse) <= limit }
    for collapse in [SiteCollapse.none, .withoutComments] where fits(collapse) {
      return (collapse, render(plan.components(collapse)))
    }
    let order = plan.collapseOrder
    var best: SiteCollapse = .wholePrefixes
    var low = 1
    var high = order.count
    while low <= high {
      let middle = (low + high) / 2
      let collapse = SiteCollapse.firstScreens(Array(order.prefix(middle)))
      if fits(collapse) {
        best = collapse
        high = middle - 1
      } else {
        low = middle + 1
      }
    }
    return (best, render(plan.components(best)))
  }

  private func association(_ components: [SiteComponent]) -> SiteAssociation {
    SiteAssociation(details: [SiteAssociation.Details(appIDs: appIDs, components: components, defaults: Self.defaults)])
  }

  private func render(_ components: [SiteComponent]) -> String {
    SiteAssociationText.render(association(components))
  }
}

/// One host's file: the prefixes it serves (longest first), its applinks, its bytes, and
/// what was collapsed to stay under 128 KB.
public struct HostSiteAssociation: Hashable, Sendable {
  public var host: String
  public var prefixes: [UniversalLinkPrefix]
  public var association: SiteAssociation
  public var text: String
  public var collapse: SiteCollapse
}

/// How much of a file's detail was given up to keep it under Apple's 128 KB, least first:
/// comments (which the system ignores), then the two-screen links of the first screens with
/// the most steps after them (each first screen then matches everything after it), then every
/// link under each prefix (one wildcard a prefix). Every URL the app opens still opens it; what
/// is given up is refusing, on the device, some URLs the app refuses.
public enum SiteCollapse: Hashable, Sendable {
  case none
  case withoutComments
  /// The first screens (their cases) whose followers became one wildcard.
  case firstScreens([String])
  case wholePrefixes
}
