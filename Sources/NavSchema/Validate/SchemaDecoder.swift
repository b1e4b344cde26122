/// Turns the parsed JSON into the model, collecting every problem on the way
/// instead of stopping at the first: each reading step reports what is wrong
/// at the value's location and returns nil, and the caller carries on with
/// the rest. The extensions decode the file, features, enums and cases.
struct SchemaDecoder {
  let fileName: String
  /// The release given on the command line (`--tca`), which wins over the file's `tca`.
  let tcaOverride: TCARelease?
  /// The release for a schema without `tca`, as given (`--default-tca`); nil for the newest.
  let defaultTCA: String?
  private(set) var diagnostics: [Diagnostic] = []
  /// The release the expansion follows (`--tca`, else the file's `tca`), once read; some checks follow its macro.
  var release: TCARelease = .latest

  init(fileName: String, tcaOverride: TCARelease? = nil, defaultTCA: String? = nil) {
    self.fileName = fileName
    self.tcaOverride = tcaOverride
    self.defaultTCA = defaultTCA
  }

  /// A copy with no diagnostics yet, to decode part of the file on another
  /// thread; its diagnostics are then `report`ed back in file order.
  func fork() -> SchemaDecoder {
    var copy = self
    copy.diagnostics = []
    return copy
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(.error(message, at: location))
  }

  mutating func report(_ found: [Diagnostic]) {
    diagnostics += found
  }

  mutating func warning(_ message: String, at location: SourceLocation) {
    diagnostics.append(.warning(message, at: location))
  }

  /// The value as an object, or nil after "expected an object for 'path', found a string".
  mutating func object(_ value: JSONValue, _ expectation: String) -> JSONObjectView? {
    guard let members = value.members else {
      error("expected an object \(expectation), found \(value.typeDescription)", at: value.location)
      return nil
    }
    return JSONObjectView(members: members, location: value.location)
  }

  /// Reports every key not in `allowed`, with a suggestion when one is close.
  mutating func rejectUnknownKeys(in object: JSONObjectView, allowed: [String], context: String) {
    for member in object.members where !allowed.contains(where: { $0.isKey(member.key) }) {
      let hint = SpellingSuggestion.hint(for: member.key, among: allowed)
      error("unknown key \(DisplayText.quoted(member.key)) in \(context)\(hint)", at: member.keyLocation)
    }
  }

  /// The member, or nil after "missing required key 'cases' in 'path'" at the object's brace.
  mutating func required(_ key: String, in object: JSONObjectView, context: String) -> JSONMember? {
    guard let member = object[key] else {
      error("missing required key '\(key)' in \(context)", at: object.location)
      return nil
    }
    return member
  }

  mutating func string(_ member: JSONMember) -> String? {
    guard let string = member.value.stringValue else {
      error("expected a string for '\(member.key)', found \(member.value.typeDescription)", at: member.value.location)
      return nil
    }
    return string
  }

  mutating func bool(_ member: JSONMember) -> Bool? {
    guard let bool = member.value.boolValue else {
      error("expected a boolean for '\(member.key)', found \(member.value.typeDescription)", at: member.value.location)
      return nil
    }
    return bool
  }

  mutating func array(_ member: JSONMember) -> [JSONValue]? {
    guard let elements = member.value.elements else {
      error("expected an array for '\(member.key)', found \(member.value.typeDescription)", at: member.value.location)
      return nil
    }
    return elements
  }

  /// The strings of an array, each with its location; other elements are
  /// reported and left out (so the result is nil only if the value is not an array).
  mutating func stringArray(_ member: JSONMember) -> [(text: String, location: SourceLocation)]? {
    guard let elements = member.value.elements else {
      error(
        "expected an array of strings for '\(member.key)', found \(member.value.typeDescription)",
        at: member.value.location)
      return nil
    }
    var strings: [(text: String, location: SourceLocation)] = []
    for element in elements {
      guard let text = element.stringValue else {
        error("expected a string in '\(member.key)', found \(element.typeDescription)", at: element.location)
        continue
      }
      strings.append((text, element.location))
    }
    return strings
  }

  /// Unwraps a grammar result, reporting its message at `location`.
  mutating func checked<Value>(_ result: Result<Value, GrammarError>, at location: SourceLocation) -> Value? {
    switch result {
    case .success(let value): return value
    case .failure(let problem):
      error(problem.message, at: location)
      return nil
    }
  }

  /// "; the first is at line 3, column 7" for messages about a repeated name.
  static func firstAt(_ location: SourceLocation) -> String {
    "; the first is at line \(location.line), column \(location.column)"
  }
}
