/// What TCA 1.25.5's `@Reducer` macro derives from one hand-written case:
/// the rules of its `ReducerCase` (state case, action case, `ifCaseLet`,
/// `CaseScope` case, `AllCasePaths` property, `scope(_:)` branch) and of its
/// member-attribute pass (markers it adds to the case). Each property answers
/// for one spot of the expansion; `nil` or empty means the macro writes
/// nothing there for this case.
struct ReducerCaseExpansion: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A child feature: no marker, one nominal value.
    case reducer
    case ephemeral
    case ignored
  }

  let handWritten: HandWrittenCase
  let kind: Kind
  /// Set only for an ignored single-value case whose name the explicit
  /// `Action` enum carries (the macro's `resolvingExplicitActions`).
  let explicitActionType: TypeRef?

  /// - Parameters:
  ///   - kind: how the macro reads the case's declaration (`HandWrittenDeclaration.kind`).
  ///   - explicitActions: whether the enum has an explicit `Action` whose
  ///     cases the macro reads; it reads only those outside `#if` blocks, so
  ///     a case inside one is never resolved.
  init(_ handWritten: HandWrittenCase, kind: Kind, explicitActions: Bool) {
    self.handWritten = handWritten
    self.kind = kind
    explicitActionType =
      explicitActions && kind == .ignored && handWritten.singleParameter != nil
      ? handWritten.explicitActionType : nil
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

  /// The type of a child feature case, the only kind with an `ifCaseLet`.
  var reducerType: TypeRef? {
    kind == .reducer ? featureLikeType : nil
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

  /// The reducer expression `ifCaseLet` runs: the default value or `Type()`.
  var reducerExpression: String? {
    guard let type = reducerType else { return nil }
    return handWritten.singleParameter?.defaultValue ?? "\(type)()"
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
    /// Whether the macro repeats the enum's `public`/`package` on it. It does
    /// not for explicit-action cases (TCA 1.25.5 writes a bare `var` there).
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
  var scopeBranch: (pattern: String, result: String) {
    if reducerType != nil || explicitActionType != nil {
      return ("case .\(name):", "return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)")
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
