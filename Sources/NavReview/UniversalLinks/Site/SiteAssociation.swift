import NavSchema

/// The `applinks` of an `apple-app-site-association` file, as navgen writes it or reads it
/// from a site: which apps open which of the site's URLs. A URL is decided by the first
/// component that matches it, in file order across the `details` that name the app: it opens
/// the app, unless that component excludes it; a URL no component matches opens in Safari.
public struct SiteAssociation: Hashable, Sendable {
  /// One `details` entry: the apps, and the components that decide their URLs.
  public struct Details: Hashable, Sendable {
    public var appIDs: [String]
    public var components: [SiteComponent]
    public var defaults: SiteDefaults
    /// Where the entry is in the file read; nil for one navgen made.
    public var location: SourceLocation?

    public init(appIDs: [String], components: [SiteComponent], defaults: SiteDefaults = SiteDefaults(), location: SourceLocation? = nil) {
      self.appIDs = appIDs
      self.components = components
      self.defaults = defaults
      self.location = location
    }
  }

  public var details: [Details]
  /// `applinks.defaults`.
  public var defaults: SiteDefaults
  /// `applinks.substitutionVariables`: each name's values.
  public var variables: [String: [String]]

  public init(details: [Details], defaults: SiteDefaults = SiteDefaults(), variables: [String: [String]] = [:]) {
    self.details = details
    self.defaults = defaults
    self.variables = variables
  }

  /// The file's decisions for the apps `appIDs` (any app when empty), its patterns read once.
  public func decisions(for appIDs: [String] = []) -> SiteDecisions {
    let chosen = details.filter { appIDs.isEmpty || $0.appIDs.contains(where: appIDs.contains) }
    return SiteDecisions(matchers: chosen.flatMap { entry in
      let entryDefaults = entry.defaults.over(defaults)
      return entry.components.map { $0.matcher(defaults: entryDefaults, variables: variables) }
    })
  }
}

/// What a site file does with a URL: the component that opens it or stops it, or none.
public enum SiteDecision: Hashable, Sendable {
  case opens(SiteComponent)
  case excluded(SiteComponent)
  case none

  public var opensApp: Bool { if case .opens = self { return true } else { return false } }
}

/// A site file's components in order, ready to decide many URLs. Each component is indexed by
/// its path's literal start, so a URL is tried only against the components whose start its
/// path begins with (a file of thousands of components decides a URL in a few look-ups).
public struct SiteDecisions: Sendable {
  let matchers: [ComponentMatcher]
  /// For each way of reading a path (case, decoding), the components by their literal start,
  /// and the lengths those starts have.
  private let byStart: [PathReading: (starts: [String: [Int]], lengths: [Int])]

  init(matchers: [ComponentMatcher]) {
    self.matchers = matchers
    var starts: [PathReading: [String: [Int]]] = [:]
    for (index, matcher) in matchers.enumerated() {
      starts[matcher.reading, default: [:]][matcher.pathStart, default: []].append(index)
    }
    byStart = starts.mapValues { ($0, Set($0.keys.map(\.utf8.count)).sorted()) }
  }

  /// The first component that matches `url` decides it.
  public func decide(_ url: SiteURL) -> SiteDecision {
    guard let index = decidingIndex(url) else { return .none }
    let component = matchers[index].component
    return component.exclude ? .excluded(component) : .opens(component)
  }

  /// The index of the component that decides `url`, in decision order.
  func decidingIndex(_ url: SiteURL) -> Int? {
    var candidates: [Int] = []
    for (reading, index) in byStart {
      let path = Array(reading.read(url.path).utf8)
      for length in index.lengths where length <= path.count {
        if let indices = index.starts[String(decoding: path[..<length], as: UTF8.self)] { candidates += indices }
      }
    }
    return candidates.sorted().first { matchers[$0].matches(url) }
  }

  /// Whether the component at `index` (in decision order) matches `url`, whatever comes before it.
  func matches(_ index: Int, _ url: SiteURL) -> Bool { matchers[index].matches(url) }

  var components: [SiteComponent] { matchers.map(\.component) }
}

/// How a component reads a URL's path before comparing: as written or percent-decoded, with
/// or without case.
struct PathReading: Hashable, Sendable {
  var caseSensitive: Bool
  var percentDecodes: Bool

  func read(_ text: String) -> String {
    let decoded = percentDecodes ? SiteURL.percentDecoded(text) : text
    return caseSensitive ? decoded : decoded.lowercased()
  }
}
