import NavSchema

/// Turns one `@Reducer enum` found in Swift into the model's
/// `NavigationEnum`, holding exactly what is written (its attributes,
/// access, `@Reducer` arguments, `#if` condition, case declarations with
/// their markers, enums written inside it, `#if` blocks), and warns about
/// everything the schema format cannot hold. Returns nil (with a warning)
/// for an enum that cannot be imported at all.
struct ReducerEnumMapper {
  let found: ReducerEnumFinder.FoundEnum
  /// The release whose expansion the schema must reproduce.
  let release: TCARelease
  /// The `private` and `fileprivate` types of the enum's file.
  let privateTypes: PrivateTypeNames
  var warnings = ImportWarnings()

  var access = AccessLevel.internal

  init(_ found: ReducerEnumFinder.FoundEnum, release: TCARelease, privateTypes: PrivateTypeNames = PrivateTypeNames()) {
    self.found = found
    self.release = release
    self.privateTypes = privateTypes
  }

  var file: String { found.file }
  var declaration: TypeDeclaration { found.declaration }
  var qualifiedName: String { (found.scope + [declaration.name]).joined(separator: ".") }
  var shownName: String { DisplayText.quoted(qualifiedName) }

  mutating func warn(_ message: String, at position: SourcePosition) {
    warnings.warn(message, file: file, at: position)
  }

  func location(_ position: SourcePosition) -> SourceLocation {
    position.location(in: file)
  }

  mutating func map() -> NavigationEnum? {
    guard checkImportable(), checkReachable(), let written = declaration.members else { return nil }
    mapModifiers()
    let attributes = mapAttributes()
    let conformances = mapConformances()
    mapWhereClause()
    checkEnclosingTypes()
    var members = mapMembers(written, insideConditional: false)
    members = withGeneratedActionEnums(members)
    let hasOwn = Set(members.compactMap { node -> String? in
      if case .item(.nestedEnum(let nested)) = node { return nested.name }
      return nil
    })
    var navigationEnum = NavigationEnum(
      scope: found.scope, name: declaration.name, role: .standalone, access: access, attributes: attributes,
      members: members, reducerArguments: mapReducerArguments(hasState: hasOwn.contains("State"), hasAction: hasOwn.contains("Action")),
      condition: mapCondition(), location: location(declaration.location))
    navigationEnum.conformances = conformances
    return navigationEnum
  }

  // MARK: Whether it can be imported at all

  /// Members that make the macro leave out part of its expansion in a way
  /// the schema cannot say (an explicit `State` or `Action` enum it can).
  private static func blockingMemberName(_ declaration: SwiftDeclaration) -> String? {
    switch declaration {
    case .type(let type) where type.kind != .extension:
      if type.name == "CaseScope" { return type.name }
      if (type.name == "State" || type.name == "Action") && type.kind != .enum { return type.name }
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
        "\(shownName) has generic parameters \(DisplayText.quoted(generics)), which a schema cannot express; "
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
        "\(shownName) declares its own \(DisplayText.quoted(name)), so the macro leaves part of its expansion to "
          + "it; the schema format cannot hold that, and the enum was not imported (keep it in Swift)",
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

  // MARK: Modifiers, attributes, @Reducer's arguments, inheritance, condition

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
  mutating func checkedAttribute(
    _ attribute: SwiftAttribute, of subject: String, allowing: Set<String> = []
  ) -> String? {
    switch SwiftGrammar.attribute(attribute.text, allowing: allowing) {
    case .success(let text):
      return text
    case .failure(let error):
      warn(
        "the attribute \(DisplayText.quoted(attribute.text)) of \(subject) cannot be held by the schema "
          + "(\(error.message)) and was dropped", at: attribute.location)
      return nil
    }
  }

  /// `@Reducer(state: .equatable, .hashable, action: .sendable)`. Like the
  /// macro, an argument counts for `State` from `state:` up to `action:` and
  /// for `Action` from `action:` on; for an explicit `State` or `Action` the
  /// macro writes nothing with them, so neither does the schema.
  private mutating func mapReducerArguments(hasState: Bool, hasAction: Bool) -> ReducerArguments {
    let attribute = found.reducerAttribute
    var arguments = ReducerArguments()
    var target: String?
    for argument in attribute.arguments ?? [] {
      if let label = argument.label { target = label }
      guard let target, target == "state" || target == "action" else { continue }
      let member = argument.value.hasPrefix(".") ? String(argument.value.dropFirst()) : ""
      guard ReducerArguments.synthesizedConformances.contains(member) else {
        warn(
          "the argument \(DisplayText.quoted(argument.value)) of \(DisplayText.quoted(attribute.text)) is not one of "
            + "'\(ReducerArguments.synthesizedConformances.map { ".\($0)" }.joined(separator: "', '"))' and was dropped",
          at: attribute.location)
        continue
      }
      if target == "state", !hasState { arguments.state.append(member) }
      if target == "action", !hasAction { arguments.action.append(member) }
    }
    return arguments
  }

  /// The conformances written on the enum, as the schema's `conformances`.
  private mutating func mapConformances() -> [TypeRef] {
    declaration.inheritance.compactMap { warnings.checkedConformance($0, of: shownName, file: file) }
  }

  private mutating func mapWhereClause() {
    if let whereClause = declaration.whereClause {
      warn("the \(DisplayText.quoted(whereClause)) clause of \(shownName) cannot be held by the schema and was dropped",
        at: declaration.nameLocation)
    }
  }

  /// The condition of the `#if` clauses around the enum: one `#if` as
  /// written; `#elseif`, `#else` and nested blocks as the one condition they
  /// add up to, with a warning.
  private mutating func mapCondition() -> String? {
    guard let first = found.conditions.first else { return nil }
    guard let condition = found.conditions.effectiveCondition,
      case .success(let checked) = SwiftGrammar.condition(condition)
    else {
      warn(
        "the condition around \(shownName) cannot be held by the schema; it is imported without it", at: first.location)
      return nil
    }
    if found.conditions.count > 1 || first.keyword != .if {
      warn(
        "the schema holds the condition around an enum as one '#if'; \(shownName) is imported under "
          + "\(DisplayText.quoted("#if " + checked))", at: first.location)
    }
    return checked
  }

  private mutating func checkEnclosingTypes() {
    for enclosing in found.enclosing {
      if enclosing.kind == .extension, let whereClause = enclosing.whereClause {
        warn(
          "the \(DisplayText.quoted(whereClause)) clause of the extension around \(shownName) cannot be held by "
            + "the schema; the enum is imported into an unconstrained extension", at: enclosing.location)
      }
    }
  }
}
