import Foundation

/// The rule that keeps the stand-in an inventory (Tests/TCAStandIn/README.md, "Mirrors"): every
/// public declaration of its sources names the real declaration it mirrors, in one form,
///
///     // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:303 (1.12.0),
///     //   :311 (1.14.0), ..., :330 (main); trait branch: !ComposableArchitecture2DeprecationOverloads;
///     //   attributes by trait: ComposableArchitecture2Deprecations; absent from: 1.12.0
///
/// (`developer.apple.com/documentation/swiftui/...` for the SwiftUI module), or says
/// `// Stand-in only: <why>`. The check reads the comment and the declaration's `#if`s: the tags
/// cited are the repository's boundary tags, and for TCA exactly those whose release the
/// stand-in presents the declaration in (`absent from:` names those where TCA has no such
/// declaration); the trait branch is the set of trait combinations the declaration exists
/// under; the traits named for attributes are those of the `#if`s around its attributes. The
/// lines themselves are checked against the real repositories by `Scripts/standin-mirrors.py`.
struct StandInMirrorCheck {
  static let tca = "swift-composable-architecture"
  /// The other repositories' boundary tags: the oldest release NavGen writes for (or the first
  /// with what the stand-in mirrors) and the newest.
  static let otherTags: [String: [String]] = [
    "swift-case-paths": ["1.5.3", "1.9.1"],
    "swift-perception": ["1.4.0", "2.0.9"],
    "swiftui-navigation": ["1.5.2"],
    "swift-navigation": ["2.0.5", "2.11.0"],
  ]
  /// The repositories each module of the stand-in may cite.
  static let repositories: [String: Set<String>] = [
    "ComposableArchitecture": [tca, "swiftui-navigation", "swift-navigation"],
    "CasePaths": ["swift-case-paths"],
    "Perception": ["swift-perception"],
  ]
  static let applePages = "developer.apple.com/documentation/swiftui"

  let package: StandInPackage
  /// Protocols the stand-in declares without `public`: a conformance to them is no API.
  let internalProtocols: Set<String>

  init(package: StandInPackage, sources: [(path: String, declarations: StandInDeclarations)]) {
    self.package = package
    internalProtocols = Set(
      sources.flatMap(\.declarations.declarations).filter { $0.kind == "protocol" && !$0.isPublic }.map(\.name))
  }

  /// 1.12.0 and the manifest's boundaries, oldest first.
  var tcaTags: [String] { [package.releases[0]] + package.boundaries }

  /// Whether the mirror rule applies: a public declaration (not an enum case, which its enum's
  /// comment covers), a requirement of a public protocol, or an extension adding a conformance
  /// to a protocol that is not the stand-in's own internal one.
  func isInventoried(_ declaration: StandInDeclarations.Declaration) -> Bool {
    if declaration.kind == "case" { return false }
    if declaration.isPublic { return true }
    if let container = declaration.containers.last, container.kind == "protocol" {
      return container.isPublic
    }
    let header = declaration.header.range(of: " where ").map { declaration.header[..<$0.lowerBound] } ?? declaration.header[...]
    guard declaration.kind == "extension", let colon = header.firstIndex(of: ":") else { return false }
    let conformances = header[header.index(after: colon)...].split(separator: ",")
    return conformances.contains { name in
      !internalProtocols.contains(name.replacingOccurrences(of: "@preconcurrency", with: "").trimmingCharacters(in: .whitespaces))
    }
  }

  /// Everything wrong with the comments of `declarations`, one message per problem, each
  /// starting `<path>:<line>:`.
  func problems(path: String, module: String, declarations: [StandInDeclarations.Declaration]) -> [String] {
    declarations.filter(isInventoried).flatMap { declaration in
      problems(of: declaration, module: module).map { "\(path):\(declaration.line): \(declaration.kind) \(declaration.name): \($0)" }
    }
  }

  private func problems(of declaration: StandInDeclarations.Declaration, module: String) -> [String] {
    var problems: [String] = []
    let names = knownConditions
    for condition in declaration.conditions + declaration.attributeConditions {
      if let unknown = ConditionExpression.identifiers(in: condition).first(where: { !names.contains($0) }) {
        problems.append("#if names \(unknown), which is neither a TCA_ release condition nor a trait")
      }
    }
    guard problems.isEmpty else { return problems }
    switch (declaration.mirror, declaration.standInOnly) {
    case (nil, nil):
      return ["no `// Mirrors:` or `// Stand-in only:` comment names what it mirrors"]
    case (.some, .some):
      return ["both `// Mirrors:` and `// Stand-in only:`"]
    case (nil, let reason?):
      return reason.isEmpty ? ["`// Stand-in only:` gives no reason"] : []
    case (let mirror?, nil):
      return self.problems(of: declaration, mirror: mirror, module: module)
    }
  }

  private var knownConditions: Set<String> {
    Set(package.boundaries.map(StandInPackage.condition(for:)) + package.traits.map(\.name) + ["true", "false"])
  }

  private func problems(of declaration: StandInDeclarations.Declaration, mirror: String, module: String) -> [String] {
    if module == "SwiftUI" {
      let valid = mirror.hasPrefix(Self.applePages) && !mirror.contains(" ") && !mirror.contains(";")
      return valid ? [] : ["a SwiftUI declaration cites one page: `// Mirrors: \(Self.applePages)/...`"]
    }
    let comment: MirrorComment
    do {
      comment = try MirrorComment(mirror)
    } catch {
      return ["\(error)"]
    }
    var problems: [String] = []
    let allowed = Self.repositories[module] ?? []
    for repository in comment.citations.keys.sorted() where !allowed.contains(repository) {
      problems.append("cites \(repository), which the \(module) module does not mirror")
    }
    if comment.citations.isEmpty { problems.append("cites no declaration") }
    for (repository, citations) in comment.citations.sorted(by: { $0.key < $1.key }) {
      let tags = repository == Self.tca ? tcaTags : Self.otherTags[repository] ?? []
      let cited = citations.map(\.tag)
      for tag in cited where !tags.contains(tag) {
        problems.append("cites \(repository) at \(tag), which is not one of its boundary tags \(tags)")
      }
      if cited != tags.filter(cited.contains) || Set(cited).count != cited.count {
        problems.append("cites \(repository)'s tags out of order or twice: \(cited)")
      }
      let absent = comment.absent[repository] ?? []
      let expected = repository == Self.tca ? presentedTags(declaration) : tags
      if Set(cited).union(absent) != Set(expected) || !Set(cited).isDisjoint(with: absent) {
        problems.append(
          "cites \(repository) at \(cited), absent from \(absent); expected every one of \(expected)")
      }
    }
    if comment.citations[Self.tca] != nil {
      problems += traitProblems(declaration, comment: comment)
    } else if comment.traitBranch != nil {
      problems.append("a trait branch for a declaration that is not TCA's")
    }
    let attributeTraits = package.traits.map(\.name).filter { trait in
      declaration.attributeConditions.contains { ConditionExpression.identifiers(in: $0).contains(trait) }
    }
    if attributeTraits != comment.attributesByTrait {
      problems.append(
        "the traits around its attributes are \(attributeTraits), the comment says \(comment.attributesByTrait)")
    }
    return problems
  }

  /// The TCA tags whose release the stand-in presents `declaration` in, under some traits.
  func presentedTags(_ declaration: StandInDeclarations.Declaration) -> [String] {
    tcaTags.filter { !visibleTraitSets(declaration, at: $0).isEmpty }
  }

  /// The sets of traits (of those `tag` declares) under which `declaration` exists at `tag`.
  func visibleTraitSets(_ declaration: StandInDeclarations.Declaration, at tag: String) -> [Set<String>] {
    guard let release = try? package.conditions(presenting: tag), let declared = try? package.traits(declaredBy: tag)
    else { return [] }
    return Self.subsets(of: declared).filter { traits in
      declaration.conditions.allSatisfy { (try? ConditionExpression.evaluate($0, defined: Set(release).union(traits))) ?? false }
    }
  }

  private func traitProblems(_ declaration: StandInDeclarations.Declaration, comment: MirrorComment) -> [String] {
    let branch = comment.traitBranch ?? "true"
    for tag in comment.citations[Self.tca]?.map(\.tag) ?? [] {
      guard let declared = try? package.traits(declaredBy: tag) else { continue }
      let visible = Set(visibleTraitSets(declaration, at: tag))
      let stated: Set<Set<String>>
      do {
        stated = Set(try Self.subsets(of: declared).filter { try ConditionExpression.evaluate(branch, defined: $0) })
      } catch {
        return ["trait branch \(branch): \(error)"]
      }
      if visible != stated {
        let sets = visible.map { $0.isEmpty ? "no traits" : $0.sorted().joined(separator: " + ") }.sorted()
        return ["at \(tag) it exists with \(sets), which trait branch `\(branch)` does not describe"]
      }
    }
    return []
  }

  static func subsets(of traits: [String]) -> [Set<String>] {
    traits.reduce([Set<String>()]) { sets, trait in sets + sets.map { $0.union([trait]) } }
  }
}

/// A `// Mirrors:` comment, read: citations per repository, and the clauses.
struct MirrorComment {
  struct Citation: Equatable {
    var path: String
    var line: Int
    var tag: String
  }

  var citations: [String: [Citation]] = [:]
  var traitBranch: String?
  var attributesByTrait: [String] = []
  var absent: [String: [String]] = [:]

  static let repositories = [StandInMirrorCheck.tca] + StandInMirrorCheck.otherTags.keys.sorted()

  init(_ text: String) throws {
    var lastRepository: String?
    for segment in text.components(separatedBy: "; ") {
      let segment = segment.trimmingCharacters(in: .whitespaces)
      if let clause = Self.clause(segment, "trait branch: ") {
        traitBranch = clause
      } else if let clause = Self.clause(segment, "attributes by trait: ") {
        attributesByTrait = clause.components(separatedBy: ", ")
      } else if let clause = Self.clause(segment, "absent from: ") {
        for entry in clause.components(separatedBy: ", ") {
          let words = entry.split(separator: " ").map(String.init)
          guard let repository = words.count == 2 ? words[0] : lastRepository, let tag = words.last else {
            throw MirrorCommentError("`absent from:` names \(entry) before any repository")
          }
          absent[repository, default: []].append(tag)
        }
      } else if let repository = Self.repositories.first(where: { segment.hasPrefix($0 + " ") }) {
        citations[repository, default: []] += try Self.citations(segment.dropFirst(repository.count + 1))
        lastRepository = repository
      } else {
        throw MirrorCommentError("cannot read `\(segment)`: expected a repository (\(Self.repositories)) or a clause")
      }
    }
  }

  private static func clause(_ segment: String, _ prefix: String) -> String? {
    segment.hasPrefix(prefix) ? String(segment.dropFirst(prefix.count)) : nil
  }

  /// `Sources/A.swift:12 (1.12.0), :14 (1.14.0), Sources/B.swift:3 (main)`.
  private static func citations(_ text: Substring) throws -> [Citation] {
    var path: String?
    return try text.components(separatedBy: ", ").map { item in
      guard let open = item.range(of: " ("), item.hasSuffix(")"), let colon = item[..<open.lowerBound].lastIndex(of: ":"),
        let line = Int(item[item.index(after: colon)..<open.lowerBound]), line > 0
      else { throw MirrorCommentError("cannot read the citation `\(item)`: expected `path:line (tag)`") }
      let written = String(item[..<colon])
      if !written.isEmpty {
        guard written.hasPrefix("Sources/"), written.hasSuffix(".swift") else {
          throw MirrorCommentError("`\(written)` is not a repository's Sources/....swift file")
        }
        path = written
      }
      guard let path else { throw MirrorCommentError("the citation `\(item)` names no file") }
      return Citation(path: path, line: line, tag: String(item[open.upperBound..<item.index(before: item.endIndex)]))
    }
  }
}

struct MirrorCommentError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// An `#if` condition of the stand-in: identifiers, `!`, `&&`, `||` and parentheses.
enum ConditionExpression {
  static func identifiers(in text: String) -> [String] {
    tokens(text).filter { $0.first?.isLetter == true || $0.first == "_" }
  }

  static func evaluate(_ text: String, defined: Set<String>) throws -> Bool {
    var tokens = tokens(text)[...]
    let value = try disjunction(&tokens, defined)
    guard tokens.isEmpty else { throw MirrorCommentError("cannot read the condition `\(text)`") }
    return value
  }

  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      if first.isWhitespace {
        rest = rest.dropFirst()
      } else if rest.hasPrefix("&&") || rest.hasPrefix("||") {
        tokens.append(String(rest.prefix(2)))
        rest = rest.dropFirst(2)
      } else if "!()".contains(first) {
        tokens.append(String(first))
        rest = rest.dropFirst()
      } else {
        let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        tokens.append(word.isEmpty ? String(first) : String(word))
        rest = rest.dropFirst(max(word.count, 1))
      }
    }
    return tokens
  }

  private static func disjunction(_ tokens: inout ArraySlice<String>, _ defined: Set<String>) throws -> Bool {
    var value = try conjunction(&tokens, defined)
    while tokens.first == "||" {
      tokens.removeFirst()
      value = try conjunction(&tokens, defined) || value
    }
    return value
  }

  private static func conjunction(_ tokens: inout ArraySlice<String>, _ defined: Set<String>) throws -> Bool {
    var value = try term(&tokens, defined)
    while tokens.first == "&&" {
      tokens.removeFirst()
      value = try term(&tokens, defined) && value
    }
    return value
  }

  private static func term(_ tokens: inout ArraySlice<String>, _ defined: Set<String>) throws -> Bool {
    guard let token = tokens.popFirst() else { throw MirrorCommentError("a condition ends too soon") }
    switch token {
    case "!": return try !term(&tokens, defined)
    case "(":
      let value = try disjunction(&tokens, defined)
      guard tokens.popFirst() == ")" else { throw MirrorCommentError("a condition misses a `)`") }
      return value
    case "true": return true
    case "false": return false
    default:
      guard token.first?.isLetter == true || token.first == "_" else {
        throw MirrorCommentError("unexpected `\(token)` in a condition")
      }
      return defined.contains(token)
    }
  }
}
