/// A pattern of an `apple-app-site-association` component (its `"/"`, `"#"`, a query item's
/// value), matched by the rules Apple documents for universal links: `*` matches zero or more
/// characters, `/` among them (`/buy/*` matches `/buy/a/b`); `?` matches exactly one, so `?*`
/// at least one; any other character matches itself, ignoring case when the component is not
/// case-sensitive; `$(name)` matches one of the substitution variable's values (each may hold
/// `?` and `*`; the predefined `$(alpha)`, `$(digit)`, … one character of their set). The whole
/// text must match. Matching runs the pattern's automaton over the text, so its time is at most
/// the product of the two lengths whatever a hand-written file holds: it never backtracks.
public struct SitePattern: Hashable, Sendable {
  /// The pattern as written.
  public var text: String
  /// Whether letters must match in case (`caseSensitive`, true unless the file says otherwise).
  public var caseSensitive: Bool
  let automaton: PatternAutomaton
  /// The literal runs a matching text holds, for turning most texts away without the automaton.
  let runs: LiteralRuns?
  /// The `$(name)` the pattern uses that the file does not define (matched as written).
  public var unknownVariables: [String]

  public init(_ text: String, caseSensitive: Bool = true, variables: [String: [String]] = [:]) {
    self.text = text
    var unknown: [String] = []
    var elements = Self.elements(of: text, variables: variables, unknown: &unknown)
    if !caseSensitive { elements = elements.map { $0.lowercased } }
    automaton = PatternAutomaton(elements)
    runs = LiteralRuns(elements)
    unknownVariables = unknown
    self.caseSensitive = caseSensitive
  }

  /// Whether the pattern matches all of `text`.
  public func matches(_ text: String) -> Bool {
    let compared = caseSensitive ? text : text.lowercased()
    if let runs, !runs.admit(compared) { return false }
    return automaton.accepts(compared)
  }

  /// One step of a pattern: a character, a wildcard, or the alternatives of a variable.
  indirect enum Element: Hashable, Sendable {
    case scalar(Unicode.Scalar)
    case anyOne
    case anyRun
    case oneOf(Set<Unicode.Scalar>)
    case alternatives([[Element]])

    var lowercased: Element {
      switch self {
      case .scalar(let scalar): return .scalar(Self.lower(scalar))
      case .anyOne, .anyRun: return self
      case .oneOf(let set): return .oneOf(Set(set.map(Self.lower)))
      case .alternatives(let sequences): return .alternatives(sequences.map { $0.map(\.lowercased) })
      }
    }

    /// The scalar as `lowercased()` writes it when that is one scalar (a few lower to two).
    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
      let lowered = String(scalar).lowercased().unicodeScalars
      return lowered.count == 1 ? lowered[lowered.startIndex] : scalar
    }
  }

  static func elements(of text: String, variables: [String: [String]], unknown: inout [String]) -> [Element] {
    var result: [Element] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "(",
        let close = scalars[(index + 2)...].firstIndex(of: ")")
      {
        let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
        if let values = variables[name] {
          var ignored: [String] = []
          result.append(.alternatives(values.map { elements(of: $0, variables: [:], unknown: &ignored) }))
          index = close + 1
          continue
        }
        if let set = PredefinedVariables.characters[name] {
          result.append(.oneOf(set))
          index = close + 1
          continue
        }
        if let codes = PredefinedVariables.codes(named: name) {
          result.append(codes)
          index = close + 1
          continue
        }
        if !unknown.contains(name) { unknown.append(name) }
      }
      switch scalar {
      case "*": result.append(.anyRun)
      case "?": result.append(.anyOne)
      default: result.append(.scalar(scalar))
      }
      index += 1
    }
    return result
  }
}
