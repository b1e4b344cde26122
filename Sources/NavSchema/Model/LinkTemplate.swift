/// The URL path template of a linked case: `receta/{id: Int}?tab={tab?}`.
/// Literal segments and placeholders, then query placeholders. Every literal
/// is made of URL-safe characters only (`A-Z a-z 0-9 - . _ ~`), so it goes
/// into generated string literals and URLs as it is.
public struct LinkTemplate: Hashable, Sendable, CustomStringConvertible {
  /// One segment of the path: a literal, or a placeholder that is the whole segment.
  public enum Segment: Hashable, Sendable {
    case literal(String)
    case placeholder(LinkPlaceholder)
  }

  /// One `key={placeholder}` of the query.
  public struct QueryItem: Hashable, Sendable {
    /// The query item's name, a literal.
    public var key: String
    public var placeholder: LinkPlaceholder

    public init(key: String, placeholder: LinkPlaceholder) {
      self.key = key
      self.placeholder = placeholder
    }
  }

  /// The path segments, at least one.
  public var segments: [Segment]
  /// The query items, in template order.
  public var query: [QueryItem]

  public init(segments: [Segment], query: [QueryItem] = []) {
    self.segments = segments
    self.query = query
  }

  /// Every placeholder in template order: the path's, then the query's.
  public var placeholders: [LinkPlaceholder] {
    segments.compactMap {
      if case .placeholder(let placeholder) = $0 { return placeholder }
      return nil
    } + query.map(\.placeholder)
  }

  /// The template in its canonical spelling: `receta/{id: Int}?tab={tab?}`.
  public var description: String {
    let path = segments.map { segment -> String in
      switch segment {
      case .literal(let text): return text
      case .placeholder(let placeholder): return placeholder.description
      }
    }.joined(separator: "/")
    guard !query.isEmpty else { return path }
    return path + "?" + query.map { "\($0.key)=\($0.placeholder)" }.joined(separator: "&")
  }
}

/// A placeholder of a link template: `{id: Int}`, `{tab?}`.
public struct LinkPlaceholder: Hashable, Sendable, CustomStringConvertible {
  /// The placeholder's name: the argument label of the child state's
  /// initializer and the property it is read back from, by default.
  public var name: String
  public var type: LinkValueType
  /// `{tab?}`: a query placeholder that may be absent (its value is optional).
  public var isOptional: Bool

  public init(name: String, type: LinkValueType = .string, isOptional: Bool = false) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
  }

  /// `{id: Int}`, `{tab?}`; a `String` placeholder is written without its type.
  public var description: String {
    let mark = isOptional ? "?" : ""
    return type == .string ? "{\(name)\(mark)}" : "{\(name)\(mark): \(type)}"
  }
}

/// The type of a placeholder's value: the five the generated parser knows, or
/// an app type that is `LosslessStringConvertible` (parsed with its `init?(_:)`).
public enum LinkValueType: Hashable, Sendable, CustomStringConvertible {
  case string, int, double, bool, uuid
  case custom(TypeRef)

  /// The built-in types by their Swift names.
  static let builtIn: [String: LinkValueType] = [
    "String": .string, "Int": .int, "Double": .double, "Bool": .bool, "UUID": .uuid,
  ]

  /// The type as Swift spells it.
  public var description: String {
    switch self {
    case .string: return "String"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .uuid: return "UUID"
    case .custom(let type): return type.description
    }
  }

  /// Whether some segment could be read as both `self` and `other`: a check
  /// for templates that would match the same link. Unknown app types may read anything.
  func overlaps(_ other: LinkValueType) -> Bool {
    switch (self, other) {
    case (.string, _), (_, .string), (.custom, _), (_, .custom): return true
    case (.int, .int), (.int, .double), (.double, .int), (.double, .double), (.bool, .bool), (.uuid, .uuid): return true
    default: return false
    }
  }

  /// Whether the literal segment `text` reads as a value of this type.
  func accepts(literal text: String) -> Bool {
    switch self {
    case .string, .custom: return true
    case .int: return Int(text) != nil
    case .double: return Double(text).map(\.isFinite) ?? false
    case .bool: return text == "true" || text == "false"
    case .uuid: return LinkValueType.looksLikeUUID(text)
    }
  }

  /// `8-4-4-4-12` hexadecimal digits, as `UUID(uuidString:)` reads them.
  static func looksLikeUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }
}

/// A case's deep link: its template, and how the child state is made from
/// the placeholders and read back.
public struct CaseLink: Hashable, Sendable {
  public var template: LinkTemplate
  /// `"linkState"`: the expression that makes the child state from the
  /// placeholders; nil for `<Reducer>.State(<name>: value, ...)`.
  public var state: String?
  /// `"linkValues"`: placeholder name → the expression over the child
  /// `state` that reads its value back; a placeholder not named here is
  /// read from `state.<name>`.
  public var values: [String: String]
  /// Where `link` is in the schema, for diagnostics.
  public var location: SourceLocation

  public init(template: LinkTemplate, state: String? = nil, values: [String: String] = [:], location: SourceLocation) {
    self.template = template
    self.state = state
    self.values = values
    self.location = location
  }

  /// The expression that reads `placeholder`'s value from the child `state`.
  public func valueExpression(for placeholder: LinkPlaceholder) -> String {
    values[placeholder.name] ?? "state.\(placeholder.name)"
  }
}

/// The file's `"links"`: the URL prefixes its links answer to and how deep
/// one link may go.
public struct LinkSettings: Hashable, Sendable {
  /// The prefixes in schema order; the first is the one links print with.
  public var prefixes: [String]
  /// The most screens one link may open (pushed or presented).
  public var maxDepth: Int
  /// Where `links` is in the schema.
  public var location: SourceLocation
  /// Where each prefix is, in `prefixes`' order (what `navgen links --check` points at).
  public var prefixLocations: [SourceLocation]

  /// At most 16 screens unless the schema says otherwise.
  public static let defaultMaxDepth = 16
  /// The largest `maxDepth` a schema may ask for.
  public static let maxDepthLimit = 64

  public init(
    prefixes: [String], maxDepth: Int = LinkSettings.defaultMaxDepth, location: SourceLocation,
    prefixLocations: [SourceLocation] = []
  ) {
    self.prefixes = prefixes
    self.maxDepth = maxDepth
    self.location = location
    self.prefixLocations = prefixLocations
  }

  /// Where `prefix` is written, else where `links` is.
  public func location(of prefix: String) -> SourceLocation {
    prefixes.firstIndex(of: prefix).flatMap { $0 < prefixLocations.count ? prefixLocations[$0] : nil } ?? location
  }
}
