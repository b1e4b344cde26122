import NavSchema

/// Reads the `applinks` of an `apple-app-site-association` file as a site serves it, every
/// problem at its line and column: what is not JSON, or not the shape Apple documents (an
/// error: the file cannot be compared), and what navgen leaves aside (a warning: legacy
/// `paths`, keys it does not know, an undefined substitution variable). The file's other
/// sections (`webcredentials`, `appclips`, …) are named, not read.
public struct SiteAssociationReader {
  public struct Result: Sendable {
    /// Nil when an error makes the file unreadable.
    public var association: SiteAssociation?
    public var diagnostics: [Diagnostic]
    /// The top-level keys besides `applinks`, in file order.
    public var otherSections: [String]
    /// Where `applinks` starts, or the file's first character without it.
    public var applinksLocation: SourceLocation
  }

  private let document: JSONDocument
  private var diagnostics: [Diagnostic] = []
  private var variables: [String: [String]] = [:]

  public static func read(_ bytes: [UInt8], fileName: String) -> Result {
    let start = SourceLocation(file: fileName, line: 1, column: 1)
    switch JSONParser.parse(bytes, fileName: fileName) {
    case .failure(let error):
      return Result(association: nil, diagnostics: [error.diagnostic], otherSections: [], applinksLocation: start)
    case .success(let document):
      var reader = SiteAssociationReader(document: document)
      return reader.readFile(start: start)
    }
  }

  private init(document: JSONDocument) {
    self.document = document
  }

  private mutating func readFile(start: SourceLocation) -> Result {
    guard let root = document.object(document.root) else {
      error("an apple-app-site-association file is a JSON object, found \(document.typeDescription(document.root))", document.root)
      return Result(association: nil, diagnostics: diagnostics, otherSections: [], applinksLocation: start)
    }
    let others = root.members.map(document.key).filter { $0 != "applinks" }
    guard let applinksMember = document.member("applinks", in: root) else {
      diagnostics.append(.error(
        "the file has no \"applinks\": it opens no universal link"
          + (others.isEmpty ? "" : " (it holds \(others.map { "\"\($0)\"" }.joined(separator: ", ")))"),
        at: start))
      return Result(association: nil, diagnostics: diagnostics, otherSections: others, applinksLocation: start)
    }
    let association = readApplinks(applinksMember.value)
    return Result(
      association: diagnostics.hasErrors ? nil : association, diagnostics: diagnostics, otherSections: others,
      applinksLocation: document.location(applinksMember.value))
  }

  private mutating func readApplinks(_ value: JSONValue) -> SiteAssociation? {
    guard let applinks = object(value, "\"applinks\"") else { return nil }
    var association = SiteAssociation(details: [])
    // Read first: the patterns before them in the file use them too.
    if let variablesMember = document.member("substitutionVariables", in: applinks) { readVariables(variablesMember.value) }
    for member in applinks.members {
      switch document.key(member) {
      case "details":
        guard let elements = array(member.value, "\"details\"") else { continue }
        association.details = elements.compactMap { readDetails($0) }
      case "defaults":
        association.defaults = readDefaults(member.value, "\"defaults\"")
      case "substitutionVariables":
        continue
      case "apps":
        continue  // Before iOS 13 it had to be [], and it means nothing since.
      default:
        unknown(member, in: "\"applinks\"")
      }
    }
    if document.member("details", in: applinks) == nil {
      error("\"applinks\" has no \"details\": it opens no universal link", value)
    }
    association.variables = variables
    return association
  }

  private mutating func readDetails(_ value: JSONValue) -> SiteAssociation.Details? {
    guard let entry = object(value, "a \"details\" entry") else { return nil }
    var details = SiteAssociation.Details(appIDs: [], components: [], location: document.location(value))
    var hasComponents = false
    var pathsMember: JSONMember?
    for member in entry.members {
      switch document.key(member) {
      case "appID":
        if let text = string(member.value, "\"appID\"") { details.appIDs.append(text) }
      case "appIDs":
        details.appIDs += strings(member.value, "\"appIDs\"")
      case "components":
        hasComponents = true
        guard let elements = array(member.value, "\"components\"") else { continue }
        details.components = elements.compactMap { readComponent($0) }
      case "defaults":
        details.defaults = readDefaults(member.value, "\"defaults\"")
      case "paths":
        pathsMember = member
      default:
        unknown(member, in: "a \"details\" entry")
      }
    }
    if let pathsMember {
      diagnostics.append(.warning(
        hasComponents
          ? "\"paths\" is read only before iOS 13, which the \"components\" here replace; navgen checks the components"
          : "\"paths\" is read only before iOS 13; navgen checks \"components\", and this entry has none",
        at: document.keyLocation(pathsMember)))
    }
    return details
  }

  private mutating func readComponent(_ value: JSONValue) -> SiteComponent? {
    guard let object = object(value, "a component") else { return nil }
    var component = SiteComponent(location: document.location(value))
    for member in object.members {
      switch document.key(member) {
      case "/": component.path = pattern(member.value, "\"/\"")
      case "#": component.fragment = pattern(member.value, "\"#\"")
      case "?": component.query = readQuery(member.value)
      case "exclude": component.exclude = bool(member.value, "\"exclude\"") ?? false
      case "comment": component.comment = string(member.value, "\"comment\"")
      case "caseSensitive": component.caseSensitive = bool(member.value, "\"caseSensitive\"")
      case "percentEncoded": component.percentEncoded = bool(member.value, "\"percentEncoded\"")
      default: unknown(member, in: "a component")
      }
    }
    return component
  }

  private mutating func readQuery(_ value: JSONValue) -> SiteComponent.Query? {
    if document.kind(value) == .string { return pattern(value, "\"?\"").map(SiteComponent.Query.whole) }
    guard let items = document.object(value) else {
      error("expected a pattern or an object of query item patterns for \"?\", found \(document.typeDescription(value))", value)
      return nil
    }
    return .items(items.members.compactMap { member in
      pattern(member.value, "the query item \"\(document.key(member))\"").map { (name: document.key(member), pattern: $0) }
    })
  }

  private mutating func readDefaults(_ value: JSONValue, _ context: String) -> SiteDefaults {
    var defaults = SiteDefaults()
    guard let object = object(value, context) else { return defaults }
    for member in object.members {
      switch document.key(member) {
      case "caseSensitive": defaults.caseSensitive = bool(member.value, "\"caseSensitive\"")
      case "percentEncoded": defaults.percentEncoded = bool(member.value, "\"percentEncoded\"")
      default: unknown(member, in: context)
      }
    }
    return defaults
  }

  private mutating func readVariables(_ value: JSONValue) {
    guard let object = object(value, "\"substitutionVariables\"") else { return }
    for member in object.members {
      variables[document.key(member)] = strings(member.value, "the variable \"\(document.key(member))\"")
    }
  }

  /// A pattern; a warning at it for each `$(name)` the file does not define and Apple does not predefine.
  private mutating func pattern(_ value: JSONValue, _ context: String) -> String? {
    guard let text = string(value, context) else { return nil }
    for name in SitePattern(text, variables: variables).unknownVariables {
      diagnostics.append(.warning(
        "the pattern uses $(\(name)), which the file does not define: navgen matches it as written", at: document.location(value)))
    }
    return text
  }

  // MARK: Values

  private mutating func object(_ value: JSONValue, _ context: String) -> JSONObject? {
    guard let object = document.object(value) else {
      error("expected an object for \(context), found \(document.typeDescription(value))", value)
      return nil
    }
    return object
  }

  private mutating func array(_ value: JSONValue, _ context: String) -> [JSONValue]? {
    guard let elements = document.elements(value) else {
      error("expected an array for \(context), found \(document.typeDescription(value))", value)
      return nil
    }
    return Array(elements)
  }

  private mutating func string(_ value: JSONValue, _ context: String) -> String? {
    guard let text = document.string(value) else {
      error("expected a string for \(context), found \(document.typeDescription(value))", value)
      return nil
    }
    return text
  }

  private mutating func strings(_ value: JSONValue, _ context: String) -> [String] {
    guard let elements = array(value, context) else { return [] }
    return elements.compactMap { string($0, "an element of \(context)") }
  }

  private mutating func bool(_ value: JSONValue, _ context: String) -> Bool? {
    guard let flag = document.bool(value) else {
      error("expected true or false for \(context), found \(document.typeDescription(value))", value)
      return nil
    }
    return flag
  }

  private mutating func unknown(_ member: JSONMember, in context: String) {
    diagnostics.append(.warning(
      "\(context) has no key \"\(document.key(member))\" in Apple's format; navgen leaves it aside",
      at: document.keyLocation(member)))
  }

  private mutating func error(_ message: String, _ value: JSONValue) {
    diagnostics.append(.error(message, at: document.location(value)))
  }
}
