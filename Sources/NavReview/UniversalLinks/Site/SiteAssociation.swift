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
/// what a path it matches must hold: a run of whole segments between its wildcards
/// (`/comentarios/` in `/app/receta/?*/comentarios/?*`), else the literal start of its path. A
/// URL is tried only against the components indexed by a run of its path's segments or by a
/// start of its path, so a file of thousands of components decides a URL in a few look-ups.
public struct SiteDecisions: Sendable {
  let matchers: [ComponentMatcher]
  /// For each way of reading a path (case, decoding), the components by their key, and the
  /// lengths the keys have.
  private let byStart: [PathReading: PathKeys]
  private let byRun: [PathReading: PathKeys]
  private let readings: [PathReading]

  /// Components by a hash of their key's bytes (a hash shared by two keys only adds candidates,
  /// which matching then turns away), and the lengths the keys have.
  struct PathKeys: Sendable {
    var components: [UInt64: [Int]] = [:]
    /// Whether a key has the length of the index, up to the longest; the lengths, shortest first.
    var hasLength: [Bool] = []
    var sortedLengths: [Int] = []

    mutating func add(_ key: String, _ index: Int) {
      components[Self.hash(Array(key.utf8)[...]), default: []].append(index)
      let length = key.utf8.count
      if length >= hasLength.count { hasLength += Array(repeating: false, count: length + 1 - hasLength.count) }
      if !hasLength[length] {
        hasLength[length] = true
        sortedLengths = hasLength.indices.filter { hasLength[$0] }
      }
    }

    func has(_ length: Int) -> Bool { length < hasLength.count && hasLength[length] }

    /// FNV-1a of the bytes.
    static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
      bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
  }

  init(matchers: [ComponentMatcher]) {
    self.matchers = matchers
    var starts: [PathReading: PathKeys] = [:]
    var runs: [PathReading: PathKeys] = [:]
    for (index, matcher) in matchers.enumerated() {
      if let run = matcher.segmentRun {
        runs[matcher.reading, default: PathKeys()].add(run, index)
      } else {
        starts[matcher.reading, default: PathKeys()].add(matcher.pathStart, index)
      }
    }
    byStart = starts
    byRun = runs
    readings = Array(Set(starts.keys).union(runs.keys))
  }

  /// The first component that matches `url` decides it.
  public func decide(_ url: SiteURL) -> SiteDecision {
    decision(at: decidingIndex(url))
  }

  /// What the component at `index` (from `decidingIndex`) does with the URLs it decides.
  func decision(at index: Int?) -> SiteDecision {
    guard let index else { return .none }
    let component = matchers[index].component
    return component.exclude ? .excluded(component) : .opens(component)
  }

  /// The index of the component that decides `url`, in decision order.
  func decidingIndex(_ url: SiteURL) -> Int? {
    var candidates: [Int] = []
    candidates.reserveCapacity(16)
    for reading in readings {
      var read = reading.read(url.path)
      read.withUTF8 { path in
        if let starts = byStart[reading] {
          // The hash of each start of the path, worked out byte by byte.
          var hash: UInt64 = 0xcbf2_9ce4_8422_2325
          var hashed = 0
          for length in starts.sortedLengths {
            guard length <= path.count else { break }
            while hashed < length {
              hash = (hash ^ UInt64(path[hashed])) &* 0x100_0000_01b3
              hashed += 1
            }
            if let indices = starts.components[hash] { candidates += indices }
          }
        }
        if let runs = byRun[reading] {
          for from in path.indices where path[from] == UInt8(ascii: "/") {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for to in from..<path.count {
              hash = (hash ^ UInt64(path[to])) &* 0x100_0000_01b3
              if to > from, path[to] == UInt8(ascii: "/"), runs.has(to + 1 - from), let indices = runs.components[hash] {
                // Found by a run of its segments, a component may still start otherwise than the path.
                candidates += indices.filter { Self.starts(path, with: matchers[$0].pathStartBytes) }
              }
            }
          }
        }
      }
    }
    candidates.sort()
    var previous = -1
    for index in candidates where index != previous {
      previous = index
      if matchers[index].matches(url) { return index }
    }
    return nil
  }

  private static func starts(_ path: UnsafeBufferPointer<UInt8>, with start: [UInt8]) -> Bool {
    guard start.count <= path.count else { return false }
    for index in start.indices where path[index] != start[index] { return false }
    return true
  }

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
