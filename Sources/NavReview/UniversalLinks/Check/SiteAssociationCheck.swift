import NavSchema

/// `navgen links --check` of an `apple-app-site-association` file against the schemas, for the
/// host that serves it: a host no `https` prefix names, an app the file does not name, a link
/// the app opens that the file does not open (it opens Safari instead), a component that opens
/// no link of the app, and one that opens URLs the app refuses for certain (outside every
/// prefix, or starting with no link). Each finding is an error at the file (the component, or
/// the entry that lacks one) and one at the schema's case or prefix it concerns.
public struct SiteAssociationCheck {
  public var catalog: LinkCatalog
  /// The apps whose entries are checked (`--app-id`); every entry when empty.
  public var appIDs: [String]

  public init(catalog: LinkCatalog, appIDs: [String] = []) {
    self.catalog = catalog
    self.appIDs = appIDs
  }

  public func findings(_ file: SiteAssociationReader.Result, association: SiteAssociation, host: String) -> [Diagnostic] {
    let fileName = file.applinksLocation.file
    let prefixes = UniversalLinkPrefix.all(in: catalog.prefixes).filter { $0.host == host }
    guard !prefixes.isEmpty else {
      let named = UniversalLinkPrefix.hosts(in: UniversalLinkPrefix.all(in: catalog.prefixes))
      let known = named.isEmpty ? "the schemas have no https prefix" : "their hosts: " + named.joined(separator: ", ")
      return [
        .error("\(fileName) is the file of \(host), which no https prefix of the schemas names (\(known))", at: file.applinksLocation),
        .error("no prefix names \(host), whose site file is \(fileName)", at: linksLocation(file.applinksLocation)),
      ]
    }
    var findings: [Diagnostic] = []
    let missingApps = appIDs.filter { id in !association.details.contains { $0.appIDs.contains(id) } }
    for id in missingApps {
      findings.append(.error("no \"details\" entry names the app \(id): its universal links open Safari", at: file.applinksLocation))
    }
    guard missingApps.count < appIDs.count || appIDs.isEmpty else { return findings }
    let decisions = association.decisions(for: appIDs)
    let samples = prefixes.flatMap { LinkSample.all(under: $0, in: catalog) }
    let urls: [SiteURL?] = samples.map(\.siteURL)
    let entryLocation = association.details.first { appIDs.isEmpty || $0.appIDs.contains(where: appIDs.contains) }?.location
      ?? file.applinksLocation
    // A link of several screens whose first screen alone does not open is that screen's finding.
    var closedFirstScreens: Set<String> = []
    // The components that decide a link: each opens a link of the schemas, without a search.
    var decided: Set<Int> = []
    for (sample, url) in zip(samples, urls) {
      guard let url else { continue }
      if let first = sample.firstSubject, closedFirstScreens.contains(first) { continue }
      let deciding = decisions.decidingIndex(url)
      if let deciding { decided.insert(deciding) }
      let decision = decisions.decision(at: deciding)
      // The prefix alone is no link of a case: a file may leave it to Safari.
      guard !decision.opensApp, sample.subject != nil else { continue }
      if sample.firstSubject == nil, let subject = sample.subject { closedFirstScreens.insert(subject) }
      let what = "\(sample.template) (\(sample.subject ?? ""))"
      let schemaPlace = sample.location ?? linksLocation(file.applinksLocation)
      if case .excluded(let component) = decision {
        let place = component.location ?? entryLocation
        findings.append(.error("this component excludes \(what): on a device the link opens Safari, not the app", at: place))
        findings.append(.error("\(sample.template) opens Safari, not the app: \(place) excludes it", at: schemaPlace))
      } else {
        findings.append(.error("no component opens \(what): on a device the link opens Safari, not the app", at: entryLocation))
        findings.append(.error("\(sample.template) opens Safari, not the app: no component of \(fileName) opens it", at: schemaPlace))
      }
    }
    let probes = RefusedProbes(catalog: catalog, prefixes: prefixes, host: host)
    let deciding = probes.all.map { decisions.decidingIndex($0.url) }
    var index = SampleIndex(urls.compactMap { $0 })
    for (position, component) in decisions.components.enumerated() where !component.exclude {
      let place = component.location ?? entryLocation
      let prefixPlace = catalog.settings?.location(of: prefixes[0].prefix) ?? place
      if !decided.contains(position), !index.anyMatches(decisions.matchers[position]) {
        findings.append(.error("this component opens no link of the schemas (\(Self.describe(component)))", at: place))
        findings.append(.error("\(place) opens no link under this prefix", at: prefixPlace))
      } else if let probe = zip(probes.all, deciding).first(where: { $0.1 == position })?.0 {
        findings.append(.error(
          "this component also opens \(probe.text), which navigate(to:) refuses (\(probe.reason)): on a device the app opens and shows nothing",
          at: place))
        findings.append(.error("\(place) also opens \(probe.text), which no link of this prefix names", at: prefixPlace))
      }
    }
    return findings
  }

  private func linksLocation(_ fallback: SourceLocation) -> SourceLocation {
    catalog.settings?.location ?? fallback
  }

  /// `"/": "/recipes/*"`: the parts a component matches, as the file writes them.
  static func describe(_ component: SiteComponent) -> String {
    var parts = component
    parts.comment = nil
    parts.exclude = false
    parts.caseSensitive = nil
    parts.percentEncoded = nil
    return String(SiteAssociationText.line(parts).dropFirst(2).dropLast(2))
  }
}

/// URLs of a host that `navigate(to:)` refuses whatever the app's values: a path outside every
/// prefix of the host, and under each prefix a first segment that starts no link (when every
/// first screen starts with a literal; a placeholder takes any first segment).
struct RefusedProbes {
  struct Probe {
    var text: String
    var url: SiteURL
    var reason: String
  }

  let all: [Probe]

  init(catalog: LinkCatalog, prefixes: [UniversalLinkPrefix], host: String) {
    var probes: [Probe] = []
    // A prefix at the host's root holds every path: then nothing is outside.
    let paths = prefixes.map(\.path)
    if !paths.contains("/") {
      var outside = "/navgen-no-link"
      while paths.contains(where: { outside.hasPrefix($0) }) { outside += "-x" }
      if let url = SiteURL("https://\(host)\(outside)") {
        probes.append(Probe(text: "https://\(host)\(outside)", url: url, reason: "it is under none of the app's prefixes"))
      }
    }
    let firsts = LinkFollowers(catalog: catalog).firstSteps
    let literals: [String] = firsts.compactMap {
      if case .literal(let text)? = $0.link.template.segments.first { return text }
      return nil
    }
    if literals.count == firsts.count {
      var segment = "navgen-no-link"
      while literals.contains(segment) { segment += "-x" }
      for prefix in prefixes {
        let text = prefix.prefix + segment
        if let url = SiteURL(text) {
          probes.append(Probe(text: text, url: url, reason: "no link starts with '\(segment)'"))
        }
      }
    }
    all = probes
  }
}
