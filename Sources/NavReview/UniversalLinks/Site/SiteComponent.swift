import NavSchema

/// One entry of a `details` entry's `components`: the URLs it matches (`"/"` the path, `"?"` the
/// query or its items, `"#"` the fragment; each `*` when left out), whether a match opens the
/// app or stops it (`exclude`), and how it compares (`caseSensitive`, `percentEncoded`; nil
/// takes the `defaults`, then Apple's: both true).
public struct SiteComponent: Hashable, Sendable {
  /// `"?"`: one pattern for the whole query, or a pattern per query item's name.
  public enum Query: Hashable, Sendable {
    case whole(String)
    /// Each named item must be present, and every item of that name must match.
    case items([(name: String, pattern: String)])

    public static func == (lhs: Query, rhs: Query) -> Bool {
      switch (lhs, rhs) {
      case (.whole(let a), .whole(let b)): return a == b
      case (.items(let a), .items(let b)): return a.map(\.name) == b.map(\.name) && a.map(\.pattern) == b.map(\.pattern)
      default: return false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .whole(let pattern): hasher.combine(pattern)
      case .items(let items):
        for item in items {
          hasher.combine(item.name)
          hasher.combine(item.pattern)
        }
      }
    }
  }

  public var path: String?
  public var query: Query?
  public var fragment: String?
  public var exclude: Bool
  public var comment: String?
  public var caseSensitive: Bool?
  public var percentEncoded: Bool?
  /// Where the component is in the file it was read from; nil for one navgen made.
  public var location: SourceLocation?

  public init(
    path: String? = nil, query: Query? = nil, fragment: String? = nil, exclude: Bool = false, comment: String? = nil,
    caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, location: SourceLocation? = nil
  ) {
    self.path = path
    self.query = query
    self.fragment = fragment
    self.exclude = exclude
    self.comment = comment
    self.caseSensitive = caseSensitive
    self.percentEncoded = percentEncoded
    self.location = location
  }

  /// The flags this component compares with: its own, else `defaults`'.
  func settings(under defaults: SiteDefaults) -> SiteDefaults {
    SiteDefaults(
      caseSensitive: caseSensitive ?? defaults.caseSensitive, percentEncoded: percentEncoded ?? defaults.percentEncoded)
  }

  /// The component with its patterns read once, comparing as `defaults` say where it does not.
  func matcher(defaults: SiteDefaults, variables: [String: [String]]) -> ComponentMatcher {
    ComponentMatcher(self, settings: settings(under: defaults), variables: variables)
  }
}

/// `caseSensitive` and `percentEncoded` where a file sets them: a component, a `details`
/// entry's `defaults`, the file's `applinks.defaults`; nil where it does not.
public struct SiteDefaults: Hashable, Sendable {
  public var caseSensitive: Bool?
  public var percentEncoded: Bool?

  public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
    self.caseSensitive = caseSensitive
    self.percentEncoded = percentEncoded
  }

  /// These, then `outer` where these say nothing.
  func over(_ outer: SiteDefaults) -> SiteDefaults {
    SiteDefaults(caseSensitive: caseSensitive ?? outer.caseSensitive, percentEncoded: percentEncoded ?? outer.percentEncoded)
  }
}
