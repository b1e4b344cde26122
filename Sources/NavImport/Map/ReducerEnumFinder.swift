import NavSchema

/// Walks parsed Swift files and collects what import needs: every enum that
/// carries `@Reducer` wherever it is nested (with the dotted path of the
/// types around it and the `#if` clauses it sits in), the file-scope
/// extensions that add conformances to some `X.State` or `X.Action`, and
/// each file's unconditional imports.
struct ReducerEnumFinder {
  /// A `@Reducer enum` and where it was found.
  struct FoundEnum {
    var file: String
    var declaration: TypeDeclaration
    var reducerAttribute: SwiftAttribute
    /// The enclosing types' names, outermost first; an extension contributes
    /// every component of its dotted name.
    var scope: [String]
    /// The `#if` clauses around the enum, outermost first.
    var conditions: [EnclosingClause]
    /// The types and extensions around the enum, outermost first.
    var enclosing: [TypeDeclaration]
  }

  /// `extension Feature.Destination.State: Equatable {}` and its kin.
  struct ConformanceExtension {
    var file: String
    var declaration: TypeDeclaration
    /// `Feature.Destination`
    var enumName: String
    /// `State` or `Action`
    var member: String
    var conditions: [EnclosingClause]
  }

  private(set) var enums: [FoundEnum] = []
  private(set) var conformanceExtensions: [ConformanceExtension] = []
  /// Each file's unconditional imports, in file order.
  private(set) var imports: [String: [ImportDeclaration]] = [:]
  /// The element enums of navigation stacks as written in any file.
  private(set) var stackElements = StackElementNames()
  /// Each file's `private` and `fileprivate` types.
  private(set) var privateTypes: [String: PrivateTypeNames] = [:]
  /// `@Reducer enum`s declared inside functions and other bodies, which stay in Swift.
  private(set) var enumsInBodies: [EnumInBody] = []
  /// The tokens of the file being scanned.
  private var tokens: [SourceToken] = []

  static func isReducerAttribute(_ attribute: SwiftAttribute) -> Bool {
    attribute.name == "Reducer" || attribute.name == "ComposableArchitecture.Reducer"
  }

  mutating func scan(_ file: SwiftSourceFile, named fileName: String) {
    imports[fileName] = file.declarations.compactMap { declaration in
      if case .import(let node) = declaration, !node.path.isEmpty { return node }
      return nil
    }
    tokens = file.tokens
    visit(file.declarations, file: fileName, scope: [], conditions: [], enclosing: [], atFileScope: true)
    tokens = []
    recordStackElements(file.tokens)
  }

  /// `StackState<X.State>`, `StackAction<X.State, X.Action>`, `StackActionOf<X>`.
  private mutating func recordStackElements(_ tokens: [SourceToken]) {
    let stackTypes: Set<String> = ["StackState", "StackAction", "StackActionOf"]
    for index in tokens.indices where tokens[index].kind == .identifier && stackTypes.contains(tokens[index].text) {
      guard index + 2 < tokens.count, tokens[index + 1].isOperator("<") else { continue }
      var path: [String] = []
      var cursor = index + 2
      while cursor < tokens.count, tokens[cursor].isName {
        path.append(tokens[cursor].name)
        guard cursor + 1 < tokens.count, tokens[cursor + 1].isOperator(".") else { break }
        cursor += 2
      }
      if tokens[index].text != "StackActionOf" {
        guard path.last == "State" else { continue }
        path.removeLast()
      }
      if !path.isEmpty { stackElements.paths.insert(path) }
    }
  }

  private mutating func visit(
    _ declarations: [SwiftDeclaration], file: String, scope: [String], conditions: [EnclosingClause],
    enclosing: [TypeDeclaration], atFileScope: Bool
  ) {
    for declaration in declarations {
      switch declaration {
      case .type(let type):
        if type.kind == .protocol { continue }
        if type.kind == .enum, let attribute = type.attributes.first(where: Self.isReducerAttribute) {
          enums.append(FoundEnum(
            file: file, declaration: type, reducerAttribute: attribute, scope: scope, conditions: conditions,
            enclosing: enclosing))
        }
        if atFileScope && type.kind == .extension { recordConformanceExtension(type, file: file, conditions: conditions) }
        let names = type.kind == .extension ? type.name.split(separator: ".").map(String.init) : [type.name]
        if type.kind != .extension, let modifier = Self.hidingModifier(type.modifiers, enclosing: enclosing) {
          privateTypes[file, default: PrivateTypeNames()].insert(
            scope + names, .init(description: ImportWording.describe(declaration), modifier: modifier))
        }
        visit(
          type.members ?? [], file: file, scope: scope + names, conditions: conditions, enclosing: enclosing + [type],
          atFileScope: false)
      case .conditional(let block):
        var earlier: [String] = []
        for clause in block.clauses {
          let position = ClausePosition(keyword: clause.keyword, condition: clause.condition, earlierConditions: earlier)
          if let condition = clause.condition { earlier.append(condition) }
          visit(
            clause.members, file: file, scope: scope,
            conditions: conditions + [EnclosingClause(position: position, location: clause.location)],
            enclosing: enclosing, atFileScope: atFileScope)
        }
      case .other(let other):
        if other.kind == "typealias", let name = other.name, let modifier = Self.hidingModifier(other.modifiers, enclosing: enclosing) {
          privateTypes[file, default: PrivateTypeNames()].insert(
            scope + [name], .init(description: ImportWording.describe(declaration), modifier: modifier))
        }
        enumsInBodies += EnumInBody.find(in: other, tokens: tokens, file: file)
      case .import, .enumCase:
        continue
      }
    }
  }

  /// `private` or `fileprivate` when a declaration with `modifiers` inside
  /// `enclosing` is hidden from other files: its own modifier, or else the
  /// innermost one of the types and extensions around it.
  static func hidingModifier(_ modifiers: [SwiftModifier], enclosing: [TypeDeclaration]) -> String? {
    let hiding: Set<String> = ["private", "fileprivate"]
    if let own = modifiers.first(where: { hiding.contains($0.name) && $0.detail == nil }) { return own.name }
    for type in enclosing.reversed() {
      if let modifier = type.modifiers.first(where: { hiding.contains($0.name) && $0.detail == nil }) { return modifier.name }
    }
    return nil
  }

  private mutating func recordConformanceExtension(
    _ type: TypeDeclaration, file: String, conditions: [EnclosingClause]
  ) {
    var components = type.name.split(separator: ".").map(String.init)
    guard components.count >= 2, let member = components.last, member == "State" || member == "Action",
      !type.inheritance.isEmpty
    else { return }
    components.removeLast()
    conformanceExtensions.append(ConformanceExtension(
      file: file, declaration: type, enumName: components.joined(separator: "."), member: member,
      conditions: conditions))
  }
}

extension ImportDeclaration {
  /// The module an import names: `Foundation` for `import struct Foundation.URL`,
  /// the whole dotted path for a submodule import.
  var modulePath: String {
    kind == nil ? path.joined(separator: ".") : (path.first ?? "")
  }
}

/// Enums used as the element of a navigation stack, as written:
/// `["Camino"]` for `StackState<Camino.State>` or `StackActionOf<Camino>`,
/// `["Tienda", "Camino"]` for `StackState<Tienda.Camino.State>`.
struct StackElementNames: Sendable {
  var paths: Set<[String]> = []

  /// Whether the enum named `qualifiedName` is one of them.
  func contains(_ qualifiedName: [String]) -> Bool {
    paths.contains { $0.count <= qualifiedName.count && Array(qualifiedName.suffix($0.count)) == $0 }
  }
}

/// One `#if` clause around a declaration: where it sits in its block, and
/// where it is written.
struct EnclosingClause {
  var position: ClausePosition
  var location: SourcePosition

  var keyword: ClauseKeyword { position.keyword }
  var directive: String { position.directive }
}

extension [EnclosingClause] {
  /// The one condition under which the declaration is compiled (see `ClausePosition`).
  var effectiveCondition: String? { map(\.position).effectiveCondition }
}
