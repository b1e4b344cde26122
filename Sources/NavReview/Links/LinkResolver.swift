#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema

/// Follows a URL through an app's links as the generated `navigate(to:)`
/// does (LinkEmitter): in a feature with a linked stack, linked path cases
/// are pushed one after another while the budget (`maxDepth`) lasts; the top
/// screen's feature goes on; then, if the top screen took nothing, the
/// feature presents one linked destination case, whose feature goes on in
/// turn. Each enum's matcher tries the templates whose first literal is the
/// segment, else those that start with a placeholder. The link opens when
/// every segment is taken. An app type's value (`Unidad`) is taken as read:
/// its `init?(_:)` runs in the app, not here.
public struct LinkResolver: Sendable {
  public var catalog: LinkCatalog

  public init(catalog: LinkCatalog) {
    self.catalog = catalog
  }

  /// Resolves `link` (a URL's `absoluteString`) from `root`, the first root when nil.
  public func resolve(_ link: String, from root: String? = nil) -> LinkResolution {
    let rootName = root ?? catalog.roots.first ?? ""
    var resolution = LinkResolution(link: link, root: rootName, screens: [], failure: nil)
    guard let settings = catalog.settings else {
      resolution.failure = LinkFailure("no schema declares links")
      return resolution
    }
    guard let feature = catalog.feature(named: rootName) else {
      resolution.failure = LinkFailure("no case has a link")
      return resolution
    }
    switch LinkParts.read(link, prefixes: settings.prefixes) {
    case .failure(let failure):
      resolution.failure = failure
    case .success(let parts):
      var walk = Walk(catalog: catalog, segments: parts.segments, query: parts.query, budget: settings.maxDepth)
      let end = walk.open(feature, from: 0)
      resolution.screens = walk.screens
      if end < parts.segments.count { resolution.failure = walk.failure(at: end, maxDepth: settings.maxDepth) }
    }
    return resolution
  }

  /// One run of the matching, with what it tried where.
  private struct Walk {
    let catalog: LinkCatalog
    let segments: [String]
    let query: [String: String]
    var budget: Int
    var screens: [OpenedScreen] = []
    /// Segment index → what each matcher that started there found.
    var attempts: [Int: [String]] = [:]
    /// Segment indexes where a matcher did not run because the budget was spent.
    var outOfBudget: Set<Int> = []

    /// What `feature` opens from `start`; returns where it stopped.
    mutating func open(_ feature: LinkedFeature, from start: Int) -> Int {
      var index = start
      var afterPushes = start
      let cases = LinkCatalog.linkedCases(of: feature)
      let pathCases = cases.filter { $0.step.kind == .push }
      let destinationCases = cases.filter { $0.step.kind == .present }
      if !pathCases.isEmpty {
        var top: TypeRef?
        while index < segments.count, spend(at: index), let match = match(pathCases, at: index) {
          budget -= 1
          top = match.reducer
          index = match.end
        }
        afterPushes = index
        if let top, let child = catalog.childFeature(of: top) { index = open(child, from: index) }
      }
      if !destinationCases.isEmpty, index == afterPushes, index < segments.count, spend(at: index),
        let match = match(destinationCases, at: index)
      {
        budget -= 1
        index = match.end
        if let child = catalog.childFeature(of: match.reducer) { index = open(child, from: index) }
      }
      return index
    }

    /// Whether the budget allows one more screen; notes where it did not.
    private mutating func spend(at index: Int) -> Bool {
      if budget > 0 { return true }
      outOfBudget.insert(index)
      return false
    }

    /// The enum's matcher: the templates whose first literal is the segment,
    /// else those that start with a placeholder, in schema order.
    private mutating func match(
      _ cases: [(step: LinkStep, reducer: TypeRef)], at start: Int
    ) -> (end: Int, reducer: TypeRef)? {
      let segment = segments[start]
      var candidates = cases.filter { Self.firstLiteral($0.step) == segment }
      if candidates.isEmpty { candidates = cases.filter { Self.firstLiteral($0.step) == nil } }
      let owner = cases[0].step
      let enumName = owner.enumName
      guard !candidates.isEmpty else {
        note("\(enumName): no linked case starts with \(Self.quoted(segment))", at: start)
        return nil
      }
      for (step, reducer) in candidates {
        switch read(step.link.template, at: start) {
        case .success(let values):
          let end = start + step.link.template.segments.count
          screens.append(OpenedScreen(step: step, segments: (start + 1)...end, values: values))
          return (end, reducer)
        case .failure(let failure):
          note("\(step.subject) (`\(step.link.template)`): \(failure.message)", at: start)
        }
      }
      return nil
    }

    private mutating func note(_ line: String, at index: Int) {
      attempts[index, default: []].append(line)
    }

    /// One template's conditions, in the generated order: enough segments,
    /// each literal, each placeholder's value, then each query item.
    private func read(_ template: LinkTemplate, at start: Int) -> Result<[LinkValue], LinkFailure> {
      let count = template.segments.count
      guard start + count <= segments.count else {
        let left = segments.count - start
        return .failure(LinkFailure("it takes \(count) segments from segment \(start + 1); the link has \(left) left"))
      }
      var values: [LinkValue] = []
      for (offset, segment) in template.segments.enumerated() {
        let text = segments[start + offset]
        switch segment {
        case .literal(let literal):
          if text != literal {
            return .failure(LinkFailure("segment \(start + offset + 1) is \(Self.quoted(text)), not `\(literal)`"))
          }
        case .placeholder(let placeholder):
          guard Self.reads(text, as: placeholder.type) else {
            return .failure(LinkFailure("segment \(start + offset + 1) \(Self.quoted(text)) is not \(Self.article(placeholder.type))"))
          }
          values.append(LinkValue(placeholder: placeholder, queryKey: nil, text: text))
        }
      }
      for item in template.query {
        let placeholder = item.placeholder
        guard let text = query[item.key] else {
          if placeholder.isOptional {
            values.append(LinkValue(placeholder: placeholder, queryKey: item.key, text: nil))
            continue
          }
          return .failure(LinkFailure("it needs the query item `\(item.key)`"))
        }
        guard Self.reads(text, as: placeholder.type) else {
          return .failure(LinkFailure("the query item `\(item.key)` \(Self.quoted(text)) is not \(Self.article(placeholder.type))"))
        }
        values.append(LinkValue(placeholder: placeholder, queryKey: item.key, text: text))
      }
      return .success(values)
    }

    func failure(at end: Int, maxDepth: Int) -> LinkFailure {
      let number = end + 1
      let segment = "segment \(number) \(Self.quoted(segments[end]))"
      if outOfBudget.contains(end) {
        return LinkFailure(
          "\(segment) would open a screen beyond the \(maxDepth) one link may open (maxDepth)", segment: number)
      }
      if let tried = attempts[end] {
        return LinkFailure("no linked case matches \(segment)", segment: number, attempts: tried)
      }
      let last = screens.last.map { "`\($0.step.reducer)` (\($0.step.subject))" } ?? "the root"
      return LinkFailure("\(segment) is left over: \(last) opens nothing by link after it", segment: number)
    }

    static func firstLiteral(_ step: LinkStep) -> String? {
      if case .literal(let text)? = step.link.template.segments.first { return text }
      return nil
    }

    /// Whether the generated parser reads `text` as `type`; an app type is taken as read.
    static func reads(_ text: String, as type: LinkValueType) -> Bool {
      switch type {
      case .string, .custom: return true
      case .int: return Int(text) != nil
      case .double: return Double(text).map(\.isFinite) ?? false
      case .bool: return Bool(text) != nil
      case .uuid: return UUID(uuidString: text) != nil
      }
    }

    static func article(_ type: LinkValueType) -> String {
      let name = type.description
      // `an Int`, `a UUID` (said "you"), `a Double`.
      return (name.first.map { "AEIO".contains($0) } ?? false ? "an " : "a ") + "`\(name)`"
    }

    static func quoted(_ text: String) -> String {
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "\"\(shown)\""
    }
  }
}
