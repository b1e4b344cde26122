/// Turns one `@Reducer enum` found in Swift into the model's
/// `NavigationEnum`, the way TCA's macro reads it, and warns about
/// everything the schema format cannot hold. Returns nil (with a warning)
/// for an enum that cannot be imported at all.
struct ReducerEnumMapper {
  let found: ReducerEnumFinder.FoundEnum
  /// The release whose expansion the schema must reproduce.
  let release: TCARelease
  var warnings = ImportWarnings()

  var access = AccessLevel.internal
  /// The enum's cases and `#if` blocks as the schema holds them.
  var members: [Conditional<EnumMember>] = []
  /// The enum's direct `enum Action`, the macro's explicit-action form.
  var explicitActionEnum: TypeDeclaration?
  /// Direct nested enums other than `Action`, by name: candidates for
  /// alert and dialog action enums.
  var nestedEnums: [String: TypeDeclaration] = [:]
  /// Nested enums that became generated action enums, in first-use order.
  var generatedActionEnums: [String] = []
  /// The enum's members in source order, for the member-order check.
  var memberOrder: [MemberTag] = []

  enum MemberTag: Hashable {
    case cases
    case explicitAction
    case actionEnum(String)
  }

  init(_ found: ReducerEnumFinder.FoundEnum, release: TCARelease) {
    self.found = found
    self.release = release
  }

  var file: String { found.file }
  var declaration: TypeDeclaration { found.declaration }
  var qualifiedName: String { (found.scope + [declaration.name]).joined(separator: ".") }
  var shownName: String { ImportWording.quoted(qualifiedName) }

  mutating func warn(_ message: String, at position: SourcePosition) {
    warnings.warn(message, file: file, at: position)
  }

  mutating func map() -> NavigationEnum? {
    guard checkImportable() else { return nil }
    mapModifiers()
    let attributes = mapAttributes()
    let (stateConformances, actionConformances) = mapReducerArguments()
    mapInheritanceAndWhereClause()
    checkSurroundings()
    collectNestedEnums()
    members = mapMembers(declaration.members ?? [], insideConditional: false)
    resolveExplicitActions()
    checkExplicitActionEnum()
    checkMemberOrder()
    return NavigationEnum(
      scope: found.scope, name: declaration.name, role: .standalone, access: access, attributes: attributes,
      members: members, stateConformances: stateConformances, actionConformances: actionConformances,
      location: SourceLocation(file: file, line: declaration.location.line, column: declaration.location.column))
  }

  // MARK: Whether it can be imported at all

  /// Members that make the macro skip part of its expansion; a schema always
  /// asks for the whole expansion.
  private static func blockingMemberName(_ declaration: SwiftDeclaration) -> String? {
    switch declaration {
    case .type(let type) where type.kind != .extension:
      if type.name == "State" || type.name == "CaseScope" { return type.name }
      if type.name == "Action" && type.kind != .enum { return type.name }
    case .other(let other):
      switch (other.kind, other.name) {
      case ("typealias", "State"?), ("typealias", "Action"?), ("typealias", "CaseScope"?): return other.name
      case ("var", "body"?), ("let", "body"?): return "body"
      case ("func", "scope"?): return "scope(_:)"
      case ("func", "reduce"?): return "reduce(into:action:)"
      default: break
      }
    default:
      break
    }
    return nil
  }

  private mutating func checkImportable() -> Bool {
    let position = declaration.nameLocation
    if case .failure(let error) = SwiftGrammar.identifier(declaration.name, as: .enumName) {
      warn("\(shownName) cannot be imported: \(error.message); keep it in Swift", at: position)
      return false
    }
    if !found.scope.isEmpty, case .failure(let error) = SwiftGrammar.dottedName(
      found.scope.joined(separator: "."), as: .featureName)
    {
      warn("\(shownName) cannot be imported: \(error.message); keep it in Swift", at: position)
      return false
    }
    if let generics = declaration.genericClause {
      warn(
        "\(shownName) has generic parameters \(ImportWording.quoted(generics)), which a schema cannot express; "
          + "it was not imported (keep it in Swift)", at: position)
      return false
    }
    guard let members = declaration.members else {
      warn("\(shownName) has no body and was not imported", at: position)
      return false
    }
    if let blocking = Self.allMembers(members).first(where: { Self.blockingMemberName($0) != nil }),
      let name = Self.blockingMemberName(blocking)
    {
      warn(
        "\(shownName) declares its own \(ImportWording.quoted(name)), so the macro leaves part of its expansion to "
          + "it; the schema format cannot hold that yet, and the enum was not imported (keep it in Swift)",
        at: blocking.location)
      return false
    }
    return true
  }

  /// Members, those in `#if` clauses included.
  static func allMembers(_ members: [SwiftDeclaration]) -> [SwiftDeclaration] {
    members.flatMap { member -> [SwiftDeclaration] in
      if case .conditional(let block) = member { return block.clauses.flatMap { allMembers($0.members) } }
      return [member]
    }
  }

  // MARK: Modifiers, attributes, @Reducer's arguments, inheritance

  private mutating func mapModifiers() {
    for modifier in declaration.modifiers {
      switch modifier.name {
      case "public", "package", "internal":
        access = AccessLevel(rawValue: modifier.name) ?? .internal
      case "private", "fileprivate":
        warn(
          "\(shownName) is '\(modifier.name)', which a generated file (another file) cannot declare; "
            + "it is imported as internal", at: declaration.location)
      default:
        warn("the modifier '\(modifier.name)' of \(shownName) cannot be held by the schema and was dropped",
          at: declaration.location)
      }
    }
  }

  private mutating func mapAttributes() -> [String] {
    declaration.attributes.compactMap { attribute in
      if ReducerEnumFinder.isReducerAttribute(attribute) { return nil }
      return checkedAttribute(attribute, of: shownName)
    }
  }

  /// An attribute in the schema's spelling, or nil with a warning.
  mutating func checkedAttribute(_ attribute: SwiftAttribute, of subject: String) -> String? {
    switch SwiftGrammar.attribute(attribute.text) {
    case .success(let text):
      return text
    case .failure(let error):
      warn(
        "the attribute \(ImportWording.quoted(attribute.text)) of \(subject) cannot be held by the schema "
          + "(\(error.message)) and was dropped", at: attribute.location)
      return nil
    }
  }

  /// `@Reducer(state: .equatable, action: .sendable)`: the macro adds each
  /// listed conformance (capitalised) to `State` or `Action`. The schema
  /// holds them as conformance extensions: the same conformances, written
  /// outside the enum.
  private mutating func mapReducerArguments() -> (state: [TypeRef], action: [TypeRef]) {
    let attribute = found.reducerAttribute
    guard let arguments = attribute.arguments, !arguments.isEmpty else { return ([], []) }
    var state: [TypeRef] = []
    var action: [TypeRef] = []
    var target: String?
    for argument in arguments {
      if let label = argument.label { target = label }
      guard target == "state" || target == "action" else { continue }
      guard argument.value.hasPrefix("."), case .success(let member) = SwiftGrammar.identifier(
        String(argument.value.dropFirst()), as: .typeName)
      else {
        warn(
          "the argument \(ImportWording.quoted(argument.value)) of \(ImportWording.quoted(attribute.text)) is not "
            + "a conformance such as '.equatable' and was dropped", at: attribute.location)
        continue
      }
      let conformance = TypeRef.named(Self.capitalized(member))
      if target == "state" { state.append(conformance) } else { action.append(conformance) }
    }
    if !state.isEmpty || !action.isEmpty {
      let lists = [("State", state), ("Action", action)].filter { !$0.1.isEmpty }.map { member, types in
        "`extension \(qualifiedName).\(member): \(types.map(\.description).joined(separator: ", ")) {}`"
      }
      warn(
        "\(ImportWording.quoted(attribute.text)) is imported as \(lists.joined(separator: " and ")): the same "
          + "conformances, which the schema format cannot yet write inside the generated 'State' and 'Action'",
        at: attribute.location)
    }
    return (state, action)
  }

  /// What the macro does to `.equatable`: the first letter upper case, the rest lower case.
  static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst().lowercased()
  }

  private mutating func mapInheritanceAndWhereClause() {
    for inherited in declaration.inheritance {
      warn(
        "the conformance \(ImportWording.quoted(inherited.text)) written on \(shownName) cannot be held by the "
          + "schema; declare it in an extension of your own (`extension \(qualifiedName): \(inherited.text) {}`)",
        at: inherited.location)
    }
    if let whereClause = declaration.whereClause {
      warn("the \(ImportWording.quoted(whereClause)) clause of \(shownName) cannot be held by the schema and was dropped",
        at: declaration.nameLocation)
    }
  }

  /// The `#if` clauses and types around the enum.
  private mutating func checkSurroundings() {
    if let clause = found.conditions.first {
      let conditions = found.conditions.map { $0.keyword.rawValue + ($0.condition.map { " \($0)" } ?? "") }
      warn(
        "\(shownName) sits inside \(ImportWording.quoted(conditions.joined(separator: " / "))), which the schema "
          + "format cannot hold yet; it is imported without the condition", at: clause.location)
    }
    for enclosing in found.enclosing {
      if let modifier = enclosing.modifiers.first(where: { $0.name == "private" || $0.name == "fileprivate" }) {
        warn(
          "\(shownName) is nested in the '\(modifier.name)' \(enclosing.kind.rawValue) "
            + "\(ImportWording.quoted(enclosing.name)), which a generated file (another file) cannot extend",
          at: enclosing.location)
      }
      if enclosing.kind == .extension, let whereClause = enclosing.whereClause {
        warn(
          "the \(ImportWording.quoted(whereClause)) clause of the extension around \(shownName) cannot be held by "
            + "the schema; the enum is imported into an unconstrained extension", at: enclosing.location)
      }
    }
  }
}
