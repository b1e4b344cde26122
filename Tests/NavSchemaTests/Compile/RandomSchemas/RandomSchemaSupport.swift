@testable import NavSchema
@testable import NavTestSupport

/// The hand-written side of a random schema, as Swift against the TCA stand-in: every type the
/// generated code names (child features, action enums, ephemeral wrappers, payload types,
/// namespaces of dotted names), a parent per feature and a host per top-level enum composing
/// the generated enums with `ifLet` / `forEach` without closures, and per enum a function that
/// checks, from the schema and the release family alone, the payload type of every `State`,
/// `Action` and `store.case` case.
enum RandomSchemaSupport {
  static func source(for schema: RandomSchema, family: ExpansionFamily = .latest) -> String {
    var writer = SwiftWriter()
    writer.line("// Support of random schema \(schema.index), seed \(RandomSchemaReport.hex(schema.seed)).")
    writer.line("import ComposableArchitecture")
    writer.line("import Foundation")
    writer.line("import SwiftUI")
    var fileScope: [String] = []
    for namespace in namespaces(of: schema) {
      writer.line()
      inScope(of: namespace, &writer) { $0.line("public enum \(lastComponent(namespace)) {}") }
    }
    for declaration in schema.declarations {
      writer.line()
      inScope(of: declaration.qualifiedName, &writer) { body in
        write(declaration, into: &body, fileScope: &fileScope)
      }
    }
    for feature in schema.features {
      writer.line()
      inScope(of: feature.name, &writer) { body in
        writeParent(
          named: lastComponent(feature.name), qualifiedName: feature.name,
          destination: feature.destination.map { Held($0, type: lastComponent($0.qualifiedName), role: .destination) },
          path: feature.path.map { Held($0, type: lastComponent($0.qualifiedName), role: .path) },
          into: &body, fileScope: &fileScope)
      }
    }
    for (position, navigationEnum) in schema.enums.enumerated() {
      writer.line()
      let host = "\(schema.prefix)Host\(position)"
      let held = Held(
        navigationEnum, type: navigationEnum.qualifiedName, role: position.isMultiple(of: 2) ? .destination : .path)
      writeParent(
        named: host, qualifiedName: host, destination: held.role == .destination ? held : nil,
        path: held.role == .path ? held : nil, into: &writer, fileScope: &fileScope)
    }
    for (position, navigationEnum) in schema.allEnums.enumerated() {
      writer.line()
      writeShapeCheck(
        of: navigationEnum, named: "\(schema.prefix.lowercased())Shapes\(position)", family: family, into: &writer)
      if let glue = navigationEnum.swiftUI {
        writer.line()
        RandomGlueUse(navigationEnum: navigationEnum, glue: glue, name: "\(schema.prefix)Glue\(position)")
          .write(into: &writer)
      }
    }
    if !fileScope.isEmpty {
      writer.line()
      for line in fileScope { writer.line(line) }
    }
    return writer.output
  }

  // MARK: Names

  private static func lastComponent(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
  }

  private static func parent(of name: String) -> String? {
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return String(name[..<dot])
  }

  /// Writes `body` inside `extension <parent of name>` when the name is dotted.
  private static func inScope(of name: String, _ writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
    guard let parent = parent(of: name) else { return body(&writer) }
    writer.block("extension \(parent)", body)
  }

  /// The outer names of dotted names that neither the schema nor the support declares.
  private static func namespaces(of schema: RandomSchema) -> [String] {
    let declared = Set(
      schema.declarations.map(\.qualifiedName) + schema.features.map(\.name) + schema.allEnums.map(\.qualifiedName))
    let dotted = schema.declarations.map(\.qualifiedName) + schema.features.map(\.name) + schema.enums.map(\.qualifiedName)
    var result: [String] = []
    for name in dotted {
      var outer = parent(of: name)
      var chain: [String] = []
      while let current = outer {
        chain.append(current)
        outer = parent(of: current)
      }
      for namespace in chain.reversed() where !declared.contains(namespace) && !result.contains(namespace) {
        result.append(namespace)
      }
    }
    return result
  }

  // MARK: Declarations

  private static func write(
    _ declaration: SupportDeclaration, into writer: inout SwiftWriter, fileScope: inout [String]
  ) {
    let name = lastComponent(declaration.qualifiedName)
    switch declaration.kind {
    case .childReducer(let observable):
      writer.block("public struct \(name): Reducer") { body in
        writeChildStateAndAction(observable: observable, into: &body)
        body.line("public enum Style: Sendable { case regular, compact }")
        body.line("public var mode: Int")
        body.line("public var label: String")
        body.line("public var style: Style")
        body.block("public init(mode: Int = 0, label: String = \"\", style: Style = .regular)") {
          $0.line("self.mode = mode")
          $0.line("self.label = label")
          $0.line("self.style = style")
        }
        body.line("public static func make() -> Self { Self() }")
        body.block("public var body: some ReducerOf<Self>") { reducer in
          reducer.line("Reduce { state, _ in")
          reducer.indented {
            $0.line("state.count += mode")
            $0.line("return .none")
          }
          reducer.line("}")
        }
      }
    case .genericChildReducer:
      writer.block("public struct \(name)<Value>: Reducer") { body in
        writeChildStateAndAction(observable: false, into: &body)
        body.line("public init() {}")
        body.line("public var body: some ReducerOf<Self> { EmptyReducer() }")
      }
    case .enumReducerBody:
      writer.block("public struct \(name): Reducer") { body in
        writeChildStateAndAction(observable: true, into: &body)
        body.line("public init() {}")
        body.line("public var body: some ReducerOf<Self> { EmptyReducer() }")
      }
      writer.line("public static var body: \(name) { \(name)() }")
    case .actionEnum:
      writer.block("public enum \(name): Equatable, Hashable, Sendable") {
        $0.line("case confirm")
        $0.line("case cancel")
      }
    case .genericEphemeralState:
      writer.block("public struct \(name)<Action>: ComposableArchitecture._EphemeralState") {
        $0.line("public var message = \"\"")
        $0.line("public init() {}")
      }
      for conformance in ["Equatable", "Hashable", "Sendable"] {
        fileScope.append("extension \(declaration.qualifiedName): \(conformance) where Action: \(conformance) {}")
      }
    case .ephemeralState(let action):
      writer.block("public struct \(name): ComposableArchitecture._EphemeralState, Equatable, Hashable, Sendable") {
        $0.line("public typealias Action = \(action)")
        $0.line("public var message = \"\"")
        $0.line("public init() {}")
      }
    case .valueType:
      writer.block("public struct \(name): Equatable, Hashable, Sendable") {
        $0.line("public var title = \"\"")
        $0.line("public init() {}")
      }
    case .referenceType:
      writer.block("public final class \(name)") { $0.line("public init() {}") }
    case .protocolType:
      writer.line("public protocol \(name) {}")
    case .view(let reducer, let generic):
      let store = generic ? "StoreOf<\(reducer)<Value>>" : "StoreOf<\(reducer)>"
      writer.block("struct \(name)\(generic ? "<Value>" : ""): View") { body in
        body.line("let store: \(store)")
        body.line("var body: some View { Text(\"\(name)\") }")
      }
    }
  }

  /// A child's State (Equatable, Hashable, Sendable; with the members `@ObservableState` adds
  /// when `observable`) and Action.
  private static func writeChildStateAndAction(observable: Bool, into writer: inout SwiftWriter) {
    let stateConformances = "Equatable, Hashable, Sendable" + (observable ? ", ObservableState" : "")
    writer.block("public struct State: \(stateConformances)") { state in
      state.line("public var count = 0")
      state.line("public init() {}")
      if observable {
        state.line("public var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()")
        state.line("public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }")
        state.line("public mutating func _$willModify() { _$observationRegistrar._$willModify() }")
      }
    }
    writer.line("public enum Action: Equatable, Hashable, Sendable { case tapped }")
  }

  // MARK: Parents

  /// An enum a parent holds: its type as the parent names it, and the property and action case
  /// (`destination` / `path`, or the glue's names when the enum has SwiftUI glue).
  struct Held {
    var type: String
    var role: SwiftUIGlue.Role
    var property: String
    var action: String

    init(_ navigationEnum: RandomEnum, type: String, role: SwiftUIGlue.Role) {
      self.type = type
      self.role = role
      property = navigationEnum.swiftUI?.property ?? role.rawValue
      action = navigationEnum.swiftUI?.action ?? role.rawValue
    }
  }

  /// A feature holding a destination with `@PresentationState` and `ifLet`, a path in a
  /// `StackState` with `forEach`, both without closures, as TCA code composes enum reducers. Its
  /// state is observable, as the glue's `scope(state:action:)` requires.
  private static func writeParent(
    named name: String, qualifiedName: String, destination: Held?, path: Held?,
    into writer: inout SwiftWriter, fileScope: inout [String]
  ) {
    guard destination != nil || path != nil else {
      writer.line("struct \(name) {}")
      return
    }
    var actionCases: [(name: String, type: String)] = []
    if let destination { actionCases.append((destination.action, "PresentationAction<\(destination.type).Action>")) }
    if let path { actionCases.append((path.action, "StackActionOf<\(path.type)>")) }
    writer.block("struct \(name): Reducer") { body in
      body.block("struct State: ObservableState") { state in
        if let destination {
          state.line("@PresentationState var \(destination.property): \(destination.type).State?")
        }
        if let path { state.line("var \(path.property) = StackState<\(path.type).State>()") }
        state.line("var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()")
        state.line("var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }")
        state.line("mutating func _$willModify() { _$observationRegistrar._$willModify() }")
      }
      body.block("enum Action") { action in
        for actionCase in actionCases { action.line("case \(actionCase.name)(\(actionCase.type))") }
        action.block("struct AllCasePaths: Sendable") { paths in
          for actionCase in actionCases {
            paths.block("var \(actionCase.name): AnyCasePath<Action, \(actionCase.type)>") {
              $0.line("AnyCasePath(")
              $0.indented {
                $0.line("embed: { .\(actionCase.name)($0) },")
                $0.line("extract: { if case let .\(actionCase.name)(action) = $0 { action } else { nil } }")
              }
              $0.line(")")
            }
          }
        }
        action.line("static var allCasePaths: AllCasePaths { AllCasePaths() }")
      }
      body.block("var body: some ReducerOf<Self>") { reducer in
        reducer.line("Reduce { _, _ in .none }")
        reducer.indented {
          if let destination { $0.line(".ifLet(\\.$\(destination.property), action: \\.\(destination.action))") }
          if let path { $0.line(".forEach(\\.\(path.property), action: \\.\(path.action))") }
        }
      }
    }
    fileScope.append("extension \(qualifiedName).Action: CasePaths.CasePathable {}")
  }

  // MARK: Shape checks

  /// `store.case` switched over exhaustively, with the type of each case's store or value, and
  /// the value type of each `State` and `Action` case key path, all derived from the schema.
  private static func writeShapeCheck(
    of navigationEnum: RandomEnum, named name: String, family: ExpansionFamily, into writer: inout SwiftWriter
  ) {
    let enumName = navigationEnum.qualifiedName
    let hasExplicitAction = navigationEnum.cases.contains {
      if case .ignoredWithAction = $0.payload { return true }
      return false
    }
    writer.line("@MainActor")
    writer.block("func \(name)(_ store: StoreOf<\(enumName)>) -> String") { body in
      for navigationCase in navigationEnum.cases {
        let shape = CaseShape(navigationCase.payload, enumName: enumName, family: family)
        conditional(navigationCase.condition, &body) { lines in
          lines.line("let _: CaseKeyPath<\(enumName).State, \(shape.stateValue)> = \\.\(navigationCase.name)")
          if !(hasExplicitAction && shape.hasNoActionWhenExplicit) {
            lines.line("let _: CaseKeyPath<\(enumName).Action, \(shape.actionValue)> = \\.\(navigationCase.name)")
          }
        }
      }
      guard !navigationEnum.cases.isEmpty else { return body.line("switch store.case {}") }
      body.line("switch store.case {")
      for navigationCase in navigationEnum.cases {
        let shape = CaseShape(navigationCase.payload, enumName: enumName, family: family)
        conditional(navigationCase.condition, &body) { lines in
          if let scoped = shape.scopedValue {
            lines.line("case let .\(navigationCase.name)(value):")
            lines.indented {
              $0.line("let _: \(scoped) = value")
              $0.line("return \"\(navigationCase.name)\"")
            }
          } else {
            lines.line("case .\(navigationCase.name):")
            lines.indented { $0.line("return \"\(navigationCase.name)\"") }
          }
        }
      }
      body.line("}")
    }
  }

  private static func conditional(_ condition: String?, _ writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
    guard let condition else { return body(&writer) }
    writer.line("#if \(condition)")
    body(&writer)
    writer.line("#endif")
  }

  /// What each generated enum must carry for one case, from the schema alone.
  private struct CaseShape {
    /// The value of the `State` case.
    var stateValue: String
    /// The value of the `Action` case.
    var actionValue: String
    /// True when an explicit `Action` enum leaves this case out (its action would be `Never`).
    var hasNoActionWhenExplicit = false
    /// What `store.case` carries: a child store, the ephemeral state or ignored payload; nil
    /// for a case without payload or with several values.
    var scopedValue: String?

    init(_ payload: RandomPayload, enumName: String, family: ExpansionFamily) {
      switch payload {
      case .reducer(let type, _):
        stateValue = "\(type).State"
        actionValue = "\(type).Action"
        scopedValue = "StoreOf<\(type)>"
      case .alert(let actionType):
        let action = Self.actionTypeName(actionType, enumName: enumName)
        stateValue = "AlertState<\(action)>"
        actionValue = action
        scopedValue = "AlertState<\(action)>"
      case .confirmationDialog(let actionType):
        let action = Self.actionTypeName(actionType, enumName: enumName)
        stateValue = "ConfirmationDialogState<\(action)>"
        actionValue = action
        scopedValue = "ConfirmationDialogState<\(action)>"
      case .ephemeral(let type):
        stateValue = type
        actionValue = "\(type).Action"
        scopedValue = type
      case .ignored(let parameters, _):
        if parameters.count == 1 {
          stateValue = RandomParameter(parameters[0]).type
          scopedValue = RandomParameter(parameters[0]).type
        } else {
          stateValue = "(" + parameters.joined(separator: ", ") + ")"
        }
        actionValue = "Never"
        hasNoActionWhenExplicit = true
      case .ignoredWithAction(let parameter, _, let action):
        stateValue = RandomParameter(parameter).type
        actionValue = action
        switch family.explicitActions {
        case .scopedToStore:
          // The macro's explicit-action branch scopes a store of the payload and that action.
          scopedValue = "Store<\(RandomParameter(parameter).type), \(action)>"
        case .expandedAsIgnored:
          scopedValue = RandomParameter(parameter).type
        }
      case .none:
        stateValue = "Void"
        actionValue = "Never"
        hasNoActionWhenExplicit = true
      }
    }

    private static func actionTypeName(_ actionType: RandomActionType, enumName: String) -> String {
      switch actionType {
      case .existing(let type): type
      case .generated(let name, _), .written(let name): "\(enumName).\(name)"
      }
    }
  }
}
