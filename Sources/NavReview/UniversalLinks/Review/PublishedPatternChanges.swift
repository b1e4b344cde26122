import NavSchema

/// What a change of the schemas does to the site's published `apple-app-site-association`
/// file (`navgen diff --site-association <file>`): a component that opened a link of the old
/// schemas and no longer opens that case's link (renamed, retyped, moved) breaks links — on a
/// device the link opens Safari until the file is regenerated — as does one that opens no link
/// at all any more; a link the file does not open yet is compatible (nothing published breaks)
/// and says to regenerate the file before release.
public struct PublishedPatternChanges {
  public var old: LinkCatalog
  public var new: LinkCatalog
  public var site: SiteAssociation
  /// The host whose site serves the file.
  public var host: String
  /// The file as named on the command line.
  public var fileName: String

  public init(old: LinkCatalog, new: LinkCatalog, site: SiteAssociation, host: String, fileName: String) {
    self.old = old
    self.new = new
    self.site = site
    self.host = host
    self.fileName = fileName
  }

  public var changes: [SchemaChange] {
    let decisions = site.decisions()
    let oldLinks = Self.listed(old, host: host)
    let newLinks = Self.listed(new, host: host)
    let oldBySubject = Dictionary(oldLinks.map { ($0.step.subject, $0) }, uniquingKeysWith: { first, _ in first })
    let newBySubject = Dictionary(newLinks.map { ($0.step.subject, $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [SchemaChange] = []
    var reported: Set<String> = []
    for before in oldLinks {
      let subject = before.step.subject
      guard let url = before.url, case .opens(let component) = decisions.decide(url), !reported.contains(subject) else {
        continue
      }
      let published = "`\(SiteAssociationCheck.describe(component))` (\(component.location.map(\.description) ?? fileName))"
      if let now = newBySubject[subject] {
        guard now.sample.template != before.sample.template, !(now.url.map { decisions.decide($0).opensApp } ?? false) else {
          continue
        }
        reported.insert(subject)
        changes.append(change(
          .publishedPatternUnmatched, step: now.step, old: before.sample.template, new: now.sample.template,
          reason: "The published pattern \(published) no longer opens `\(subject)`: its link is now "
            + "`\(now.sample.template)`, which \(fileName) does not open, so on a device it opens Safari. Regenerate the file."))
      } else if !newLinks.contains(where: { $0.url.map { decisions.decide($0) == .opens(component) } ?? false }) {
        reported.insert(subject)
        changes.append(change(
          .publishedPatternUnmatched, step: before.step, old: before.sample.template,
          reason: "The published pattern \(published) opened `\(before.sample.template)` (`\(subject)`) and opens no link of "
            + "the app now: on a device such links open the app, which refuses them. Regenerate the file."))
      }
    }
    for now in newLinks where !reported.contains(now.step.subject) {
      let unchanged = oldBySubject[now.step.subject]?.sample.template == now.sample.template
      guard !unchanged, let url = now.url, !decisions.decide(url).opensApp else { continue }
      changes.append(change(
        .linkNotPublished, step: now.step, new: now.sample.template, classification: .compatible,
        reason: "`\(now.sample.template)` is not opened by \(fileName) yet: on a device it opens Safari until the file "
          + "is regenerated."))
    }
    return changes
  }

  private func change(
    _ kind: ChangeKind, step: LinkStep, old: String? = nil, new: String? = nil, classification: ChangeClass = .brokenLinks,
    reason: String
  ) -> SchemaChange {
    var change = SchemaChange(
      kind, classification, feature: step.feature, enumName: step.enumName, caseName: step.caseName, old: old, new: new,
      reason: reason)
    change.module = step.module
    return change
  }

  /// The links `navgen links` lists under the host's prefixes, with their last step.
  private static func listed(_ catalog: LinkCatalog, host: String) -> [(sample: LinkSample, url: SiteURL?, step: LinkStep)] {
    let prefixes = UniversalLinkPrefix.all(in: catalog.prefixes).filter { $0.host == host }
    let steps = Dictionary(catalog.routes.map { ($0.last.subject, $0.last) }, uniquingKeysWith: { first, _ in first })
    return prefixes.flatMap { LinkSample.all(under: $0, in: catalog) }.compactMap { sample in
      guard sample.isListed, let subject = sample.subject, let step = steps[subject] else { return nil }
      return (sample, sample.siteURL, step)
    }
  }
}
