import NavSchema

/// Deep links: what a change does to URLs already published (in emails, web
/// pages, notifications). A link that no longer opens the screen it named —
/// removed, a literal segment changed, a placeholder moved or given another
/// type, a required query item added, a prefix removed, fewer screens allowed
/// — "breaks links"; a link or prefix added, or a change every old URL still
/// opens the same way (a placeholder renamed in place), is compatible.
struct LinkChanges {
  var old: NavigationSchema
  var new: NavigationSchema

  /// One linked case: its enum and the case's link.
  private struct Linked {
    var context: EnumContext
    var caseName: String
    var link: CaseLink

    var subject: String { "\(context.enumName).\(caseName)" }
  }

  var changes: [SchemaChange] {
    guard old.links != nil || new.links != nil else { return [] }
    return settingChanges + caseChanges(LinkCatalog(schema: old), LinkCatalog(schema: new))
  }

  /// The whole URL of a linked case as `navgen links` lists it (the chain of
  /// screens that reaches it, under the first prefix), and where the case's
  /// own template starts in it; the case's template alone when no chain opens it.
  private static func url(_ linked: Linked, in catalog: LinkCatalog) -> (text: String, offset: Int) {
    guard let route = catalog.route(to: linked.subject) else {
      return ((catalog.prefixes.first ?? "") + linked.link.template.description, 0)
    }
    return (catalog.url(of: route), route.leadingSegmentCount)
  }

  private var settingChanges: [SchemaChange] {
    let oldPrefixes = old.links?.prefixes ?? []
    let newPrefixes = new.links?.prefixes ?? []
    var changes = newPrefixes.filter { !oldPrefixes.contains($0) }.map { prefix in
      SchemaChange(
        .linkPrefixAdded, .compatible, new: prefix,
        reason: "Links also open under `\(prefix)`; every published link still opens.")
    }
    changes += oldPrefixes.filter { !newPrefixes.contains($0) }.map { prefix in
      SchemaChange(
        .linkPrefixRemoved, .brokenLinks, old: prefix,
        reason: "Links under `\(prefix)` no longer open anything: published ones that start with it stop working.")
    }
    if let oldDepth = old.links?.maxDepth, let newDepth = new.links?.maxDepth, oldDepth != newDepth {
      changes.append(
        SchemaChange(
          .linkDepthChanged, newDepth < oldDepth ? .brokenLinks : .compatible, old: String(oldDepth), new: String(newDepth),
          reason: newDepth < oldDepth
            ? "One link opens at most \(newDepth) screens instead of \(oldDepth): published links that open more stop working."
            : "One link may open up to \(newDepth) screens instead of \(oldDepth); every published link still opens."))
    }
    return changes
  }

  private static func linked(in schema: NavigationSchema) -> [Linked] {
    schema.enums.flatMap { navigationEnum in
      navigationEnum.cases.compactMap { navigationCase in
        navigationCase.link.map { Linked(context: EnumContext(navigationEnum), caseName: navigationCase.name, link: $0) }
      }
    }
  }

  private func caseChanges(_ oldCatalog: LinkCatalog, _ newCatalog: LinkCatalog) -> [SchemaChange] {
    let oldLinks = Self.linked(in: old)
    let newLinks = Self.linked(in: new)
    let oldBySubject = Dictionary(oldLinks.map { ($0.subject, $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [SchemaChange] = []
    for linked in newLinks {
      guard let before = oldBySubject[linked.subject] else {
        changes.append(
          linked.context.change(
            .linkAdded, .compatible, case: linked.caseName, new: linked.link.template.description,
            reason: "`\(Self.url(linked, in: newCatalog).text)` now opens `\(linked.subject)`; no published link changes."))
        continue
      }
      guard before.link.template != linked.link.template else { continue }
      let (oldURL, offset) = Self.url(before, in: oldCatalog)
      let problem = Self.problem(from: before.link.template, to: linked.link.template, offset: offset)
      changes.append(
        linked.context.change(
          .linkChanged, problem == nil ? .compatible : .brokenLinks, case: linked.caseName,
          old: before.link.template.description, new: linked.link.template.description,
          reason: problem.map { "`\(oldURL)` no longer opens `\(linked.subject)`: \($0)." }
            ?? "Every link `\(oldURL)` opened still opens `\(linked.subject)` the same way."))
    }
    let newSubjects = Set(newLinks.map(\.subject))
    for linked in oldLinks where !newSubjects.contains(linked.subject) {
      // The same URLs may now open a renamed case of the same enum.
      let successor = newLinks.first {
        $0.context.enumName == linked.context.enumName && Self.problem(from: linked.link.template, to: $0.link.template) == nil
      }
      let oldURL = Self.url(linked, in: oldCatalog).text
      changes.append(
        linked.context.change(
          .linkRemoved, successor == nil ? .brokenLinks : .compatible, case: linked.caseName,
          old: linked.link.template.description,
          reason: successor.map { "`\(oldURL)` now opens `\($0.subject)` instead of `\(linked.subject)`." }
            ?? "`\(oldURL)` no longer opens `\(linked.subject)`: published links to it stop working."))
    }
    return changes
  }

  /// Why some URL `old` matched does not open the same screen with `new`, or nil when every one does;
  /// segments are numbered in the whole URL, where the case's template starts after `offset` segments.
  static func problem(from old: LinkTemplate, to new: LinkTemplate, offset: Int = 0) -> String? {
    guard old.segments.count == new.segments.count else {
      return "it has \(new.segments.count) path segments instead of \(old.segments.count)"
    }
    for (index, (before, after)) in zip(old.segments, new.segments).enumerated() {
      let position = offset + index
      switch (before, after) {
      case (.literal(let a), .literal(let b)) where a != b:
        return "segment \(position + 1) is `\(b)` instead of `\(a)`"
      case (.placeholder(let a), .placeholder(let b)) where a.type != b.type:
        return "the value in segment \(position + 1) is a `\(b.type)` instead of a `\(a.type)`"
      case (.literal(let a), .placeholder(let b)):
        return "segment \(position + 1) is the placeholder `\(b)` instead of `\(a)`"
      case (.placeholder(let a), .literal(let b)):
        return "segment \(position + 1) is `\(b)` instead of the placeholder `\(a)`"
      default:
        continue
      }
    }
    let oldItems = Dictionary(old.query.map { ($0.key, $0.placeholder) }, uniquingKeysWith: { first, _ in first })
    for item in new.query {
      guard let before = oldItems[item.key] else {
        if item.placeholder.isOptional { continue }
        return "it needs the query item `\(item.key)`"
      }
      if before.type != item.placeholder.type {
        return "the query item `\(item.key)` is a `\(item.placeholder.type)` instead of a `\(before.type)`"
      }
      if before.isOptional && !item.placeholder.isOptional {
        return "the query item `\(item.key)` is required"
      }
    }
    return nil
  }
}
