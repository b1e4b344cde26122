/// What TCA's `@Reducer` macro derives from one hand-written case: the rules
/// of its `ReducerCase` (state case, action case, child reducer, `CaseScope`
/// case, `AllCasePaths` property, `scope(_:)` branch) and of its
/// member-attribute pass (markers it adds to the case), which every supported
/// release shares. Each property answers for one spot of the expansion; `nil`
/// or empty means the macro writes nothing there for this case. How a spot is
/// spelled in a given release is up to the emitters and `ExpansionFamily`.
struct ReducerCaseExpansion: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A child feature: no marker, one nominal value.
    case reducer
    case ephemeral
    case ignored
  }

  let handWritten: HandWrittenCase
  let kind: Kind
  /// Set only where the release scopes an ignored single-value case to the
  /// store of its explicit `Action` case (1.25.5's `resolvingExplicitActions`).
  let explicitActionType: TypeRef?

  init(_ handWritten: HandWrittenCase, explicitActions: ExpansionFamily.ExplicitActions) {
    self.handWritten = handWritten
    let markers = handWritten.writtenMarkers
    if markers.contains(.ignored) || handWritten.singleParameter == nil {
      kind = .ignored
    } else if markers.contains(.ephemeral)
      || handWritten.singleParameter.map({ Self.isBuiltInEphemeral($0.type) }) == true
    {
      kind = .ephemeral
    } else {
      kind = .reducer
    }
    explicitActionType =
      explicitActions == .scopedToStore && Self.actionCaseIsFound(handWritten) && kind == .ignored
        && handWritten.singleParameter != nil
      ? handWritten.explicitActionType : nil
  }

  /// The macro looks the case up among the cases written directly in the
  /// explicit `Action`; an `Action` case inside `#if` (where the case's own
  /// condition puts it) is not found.
  static func actionCaseIsFound(_ handWritten: HandWrittenCase) -> Bool {
    handWritten.explicitActionType != nil && handWritten.condition == nil
  }

  var name: String { handWritten.name }

  /// The macro recognises `AlertState` and `ConfirmationDialogState` by their
  /// bare name only (an `IdentifierTypeSyntax`).
  static func isBuiltInEphemeral(_ type: TypeRef) -> Bool {
    guard case .nominal(let components) = type, components.count == 1 else { return false }
    return components[0].name == "AlertState" || components[0].name == "ConfirmationDialogState"
  }

  /// The one value's type when the macro treats the case as carrying a
  /// feature or ephemeral state: single, nominal, not ignored.
  private var featureLikeType: TypeRef? {
    guard kind != .ignored, let parameter = handWritten.singleParameter, parameter.type.isNominal
    else { return nil }
    return parameter.type
  }

  /// The type of a child feature case, the only kind `body` runs a reducer for.
  var reducerType: TypeRef? {
    kind == .reducer ? featureLikeType : nil
  }

  /// Markers the macro's member-attribute pass adds after the written ones.
  /// It does not visit cases inside `#if` blocks.
  var addedMarkers: [HandWrittenCase.Marker] {
    guard handWritten.condition == nil else { return [] }
    guard let parameter = handWritten.singleParameter else { return [.ignored] }
    return Self.isBuiltInEphemeral(parameter.type) ? [.ephemeral] : []
  }

  // MARK: State and Action

  var stateCase: CaseDeclaration {
    guard let type = featureLikeType, let parameter = handWritten.singleParameter else {
      return asWritten
    }
    let stateType = kind == .ephemeral ? type : type.member("State")
    return CaseDeclaration(name: name, associatedValues: [.init(label: parameter.label, type: stateType)])
  }

  var actionCase: CaseDeclaration {
    guard let type = featureLikeType, let parameter = handWritten.singleParameter else {
      return CaseDeclaration(name: name, associatedValues: [.init(type: .named("Swift.Never"))])
    }
    if Self.isBuiltInEphemeral(type), case .nominal(let components) = type,
      components[0].genericArguments.count == 1
    {
      return CaseDeclaration(
        name: name, associatedValues: [.init(type: components[0].genericArguments[0])])
    }
    return CaseDeclaration(name: name, associatedValues: [.init(label: parameter.label, type: type.member("Action"))])
  }

  /// The case as written, which the macro copies into `State` and
  /// `CaseScope` for cases it does not expand. (Only reducer cases have a
  /// default value, and those are always expanded.)
  private var asWritten: CaseDeclaration {
    CaseDeclaration(
      name: name,
      associatedValues: (handWritten.parameters ?? []).map { .init(label: $0.label, type: $0.type) })
  }

  // MARK: body

  /// What `body` runs for a child feature case.
  struct ChildReducer: Hashable, Sendable {
    var name: String
    var type: TypeRef
    /// The case's default value, or `Type()`.
    var expression: String
  }

  var childReducer: ChildReducer? {
    guard let type = reducerType else { return nil }
    return ChildReducer(name: name, type: type, expression: handWritten.singleParameter?.defaultValue ?? "\(type)()")
  }

  // MARK: CaseScope

  var caseScopeCase: CaseDeclaration {
    if let type = reducerType {
      return CaseDeclaration(
        name: name, associatedValues: [.init(type: .generic("ComposableArchitecture.StoreOf", type))])
    }
    if let storeType = explicitActionStoreType {
      return CaseDeclaration(name: name, associatedValues: [.init(type: storeType)])
    }
    return asWritten
  }

  private var explicitActionStoreType: TypeRef? {
    guard let actionType = explicitActionType, let parameter = handWritten.singleParameter else { return nil }
    return .generic("ComposableArchitecture.Store", parameter.type, actionType)
  }

  /// An `AllCasePaths` property of `CaseScope`.
  struct CasePathProperty: Hashable, Sendable {
    /// Whether releases that repeat the enum's `public`/`package` on these
    /// properties do so here. They do not for explicit-action cases (TCA
    /// 1.25.5 writes a bare `var` there).
    var takesAccessModifier: Bool
    var name: String
    var valueType: TypeRef
    /// `true` for a case without values: embed is a closure and extract returns `()`.
    var isVoid: Bool
  }

  var casePathProperty: CasePathProperty? {
    if let type = reducerType {
      return CasePathProperty(
        takesAccessModifier: true, name: name, valueType: .generic("ComposableArchitecture.StoreOf", type), isVoid: false)
    }
    if let storeType = explicitActionStoreType {
      return CasePathProperty(takesAccessModifier: false, name: name, valueType: storeType, isVoid: false)
    }
    if let parameter = handWritten.singleParameter {
      return CasePathProperty(
        takesAccessModifier: true, name: name, valueType: parameter.type, isVoid: false)
    }
    if handWritten.parameters != nil {
      return nil  // Several values: the macro writes no property.
    }
    return CasePathProperty(takesAccessModifier: true, name: name, valueType: .named("Void"), isVoid: true)
  }

  /// One branch of `scope(_:)`: the pattern line and the return line.
  func scopeBranch(_ storeScope: ExpansionFamily.StoreScopeCall) -> (pattern: String, result: String) {
    if reducerType != nil || explicitActionType != nil {
      return ("case .\(name):", "return .\(name)(\(storeScope.call(name))!)")
    }
    guard let parameters = handWritten.parameters else {
      return ("case .\(name):", "return .\(name)")
    }
    let bindings = parameters.indices.map { "v\($0)" }
    let arguments = zip(parameters, bindings).map { parameter, binding in
      parameter.label.map { "\($0): \(binding)" } ?? binding
    }
    return (
      "case let .\(name)(\(bindings.joined(separator: ", "))):",
      "return .\(name)(\(arguments.joined(separator: ", ")))"
    )
  }
}

extension [ReducerCaseExpansion] {
  /// The cases' `#if` runs, each case turned into what one spot of the
  /// expansion writes for it.
  func runs<T>(_ transform: (ReducerCaseExpansion) -> T) -> [ConditionalRun<T>] {
    ConditionalRun.runs(self, condition: \.handWritten.condition).map { $0.map(transform) }
  }

  /// The same runs for a spot where some cases write nothing (`transform`
  /// returns nil): those cases are left out, their runs stay, so a `#if`
  /// block left empty is written or pruned as the release does.
  func partialRuns<T>(_ transform: (ReducerCaseExpansion) -> T?) -> [ConditionalRun<T>] {
    ConditionalRun.runs(self, condition: \.handWritten.condition).map { $0.compactMap(transform) }
  }
}
