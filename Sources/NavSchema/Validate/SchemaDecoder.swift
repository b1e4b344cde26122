/// Turns the parsed JSON into the model, collecting every problem on the way
/// instead of stopping at the first: each reading step reports what is wrong
/// at the value's location and returns nil, and the caller carries on with
/// the rest. The extensions decode the file, features, enums and cases.
package struct SchemaDecoder {
  /// The parsed file; its values are read through it.
  let json: JSONDocument
  /// The file as diagnostics and the model name it.
  private(set) var fileName: String
  /// The release given on the command line (`--tca`), which wins over the file's `tca`.
  let tcaOverride: TCARelease?
  /// The release for a schema without `tca`, as given (`--default-tca`); nil for the newest.
  let defaultTCA: String?
  /// The swift-case-paths releases given on the command line (`--case-paths`, `--default-case-paths`).
  let casePaths: ReleaseChoice
  private(set) var diagnostics: [Diagnostic] = []
  /// The release the expansion follows (`--tca`, else the file's `tca`), once read; some checks follow its macro.
  var release: TCARelease = .latest
  /// TCA's package traits the schema is generated for (`--tca-traits`, else the file's
  /// `tcaTraits`), once read; the checks of the SwiftUI glue follow them.
  var traits: Set<TCATrait> = []
  /// What the SwiftUI glue is written for (the release and `traits`), once read.
  var swiftUIAPI = TCASwiftUIAPI(.latest)
  /// How many linked cases this decoder has read: the checks of links run
  /// only where there are some.
  var linkedCases = 0

  init(
    json: JSONDocument, tcaOverride: TCARelease? = nil, defaultTCA: String? = nil, casePaths: ReleaseChoice = .init()
  ) {
    self.json = json
    self.fileName = json.fileName
    self.tcaOverride = tcaOverride
    self.defaultTCA = defaultTCA
    self.casePaths = casePaths
  }

  /// A copy with no diagnostics yet, to decode part of the file on another
  /// thread; its diagnostics are then `report`ed back in file order. It has
  /// its own copy of the file name: every location it makes holds the name,
  /// and threads that share one string's reference count slow each other down.
  func fork() -> SchemaDecoder {
    var copy = self
    copy.diagnostics = []
    copy.fileName = String(decoding: Array(fileName.utf8), as: UTF8.self)
    return copy
  }

  mutating func error(_ message: String, at position: SourcePosition) {
    diagnostics.append(.error(message, at: sourceLocation(position)))
  }

  mutating func report(_ found: [Diagnostic]) {
    diagnostics += found
  }

  mutating func warning(_ message: String, at position: SourcePosition) {
    diagnostics.append(.warning(message, at: sourceLocation(position)))
  }

  // MARK: Where values are

  // The decoder passes positions around, which hold no file name: a
  // `SourceLocation` holds the name as a string, whose reference count each
  // copy touches. Only diagnostics and model values get the name.

  func location(_ value: JSONValue) -> SourcePosition { json.position(value) }

  func location(_ object: JSONObject) -> SourcePosition { object.position }

  /// The key's opening quote.
  func keyLocation(_ member: JSONMember) -> SourcePosition { json.keyPosition(member) }

  /// A position in this file, as the model and diagnostics locate things.
  func sourceLocation(_ position: SourcePosition) -> SourceLocation { position.location(in: fileName) }

  // MARK: Reading values

  /// The value as an object, or nil after "expected an object for 'path', found a string".
  mutating func object(_ value: JSONValue, _ expectation: String) -> JSONObject? {
    guard let object = json.object(value) else {
      error("expected an object \(expectation), found \(json.typeDescription(value))", at: location(value))
      return nil
    }
    return object
  }

  /// The member of `object` with `key`.
  func member(_ key: StaticString, in object: JSONObject) -> JSONMember? {
    json.member(key, in: object)
  }

  func key(_ member: JSONMember) -> String { json.key(member) }

  /// Whether the member's key is one of `keys`.
  func member(_ member: JSONMember, hasOneOf keys: [StaticString]) -> Bool {
    json.member(member, hasOneOf: keys)
  }

  /// Reports every key not in `allowed`, with a suggestion when one is close.
  mutating func rejectUnknownKeys(in object: JSONObject, allowed: [StaticString], context: String) {
    for member in object.members where !self.member(member, hasOneOf: allowed) {
      let key = key(member)
      let hint = SpellingSuggestion.hint(for: key, among: allowed.map(\.description))
      error("unknown key \(DisplayText.quoted(key)) in \(context)\(hint)", at: keyLocation(member))
    }
  }

  /// The member, or nil after "missing required key 'cases' in 'path'" at the object's brace.
  mutating func required(_ key: StaticString, in object: JSONObject, context: String) -> JSONMember? {
    guard let member = member(key, in: object) else {
      error("missing required key '\(key)' in \(context)", at: location(object))
      return nil
    }
    return member
  }

  mutating func string(_ member: JSONMember) -> String? {
    guard let string = json.string(member.value) else {
      error("expected a string for '\(key(member))', found \(json.typeDescription(member.value))", at: location(member.value))
      return nil
    }
    return string
  }

  mutating func bool(_ member: JSONMember) -> Bool? {
    guard let bool = json.bool(member.value) else {
      error("expected a boolean for '\(key(member))', found \(json.typeDescription(member.value))", at: location(member.value))
      return nil
    }
    return bool
  }

  mutating func array(_ member: JSONMember) -> JSONElements? {
    guard let elements = json.elements(member.value) else {
      error("expected an array for '\(key(member))', found \(json.typeDescription(member.value))", at: location(member.value))
      return nil
    }
    return elements
  }

  /// The strings of an array, each with its location; other elements are
  /// reported and left out (so the result is nil only if the value is not an array).
  mutating func stringArray(_ member: JSONMember) -> [(text: String, location: SourcePosition)]? {
    guard let elements = json.elements(member.value) else {
      error(
        "expected an array of strings for '\(key(member))', found \(json.typeDescription(member.value))",
        at: location(member.value))
      return nil
    }
    var strings: [(text: String, location: SourcePosition)] = []
    strings.reserveCapacity(elements.count)
    for element in elements {
      guard let text = json.string(element) else {
        error("expected a string in '\(key(member))', found \(json.typeDescription(element))", at: location(element))
        continue
      }
      strings.append((text, location(element)))
    }
    return strings
  }

  /// Unwraps a grammar result, reporting its message at `location`.
  mutating func checked<Value>(_ result: Result<Value, GrammarError>, at location: SourcePosition) -> Value? {
    switch result {
    case .success(let value): return value
    case .failure(let problem):
      error(problem.message, at: location)
      return nil
    }
  }

  /// "; the first is at line 3, column 7" for messages about a repeated name.
  static func firstAt(_ location: SourcePosition) -> String {
    "; the first is at line \(location.line), column \(location.column)"
  }
}
