/// What TCA's `@Reducer` macro derives from one hand-written case: the rules
/// of its `ReducerCase` (state case, action case, child reducer, `CaseScope`
/// case, `AllCasePaths` property, `scope(_:)` branch), which every supported
/// release shares. Each property answers for one spot of the expansion; `nil`
/// or empty means the macro writes nothing there for this case. How a spot is
/// spelled in a given release is up to the emitters and `ExpansionFamily`.
struct ReducerCaseExpansion: Hashable, Sendable {
  typealias Kind = MacroCaseReading

  let handWritten: HandWrittenCase
  let kind: Kind
  /// Set only where the release scopes an ignored single-value case to the
  /// store of its explicit `Action` case (1.25.5's `resolvingExplicitActions`).
  let explicitActionType: TypeRef?

  /// - Parameters:
  ///   - kind: how the macro reads the case's declaration (`HandWrittenDeclaration.kind`).
  ///   - explicitActionTypes: the one-value cases of the explicit `Action`
  ///     the macro reads (outside `#if`), by name; an ignored case with one
  ///     value and a namesake there gets a store of its state and that action.
  init(_ handWritten: HandWrittenCase, kind: Kind, explicitActionTypes: [String: TypeRef]) {
    self.handWritten = handWritten
    self.kind = kind
    explicitActionType =
      kind == .ignored && handWritten.singleParameter != nil ? explicitActionTypes[handWritten.name] : nil
  }

  var name: String { handWritten.name }

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
      return CaseDeclaration(name: name, associatedValues: [.init(type: .swiftNever)])
    }
    if type.isMacroEphemeralState, case .nominal(let components) = type,
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
        name: name, associatedValues: [.init(type: TypeRef.storeOf.applying(type))])
    }
    if let storeType = explicitActionStoreType {
      return CaseDeclaration(name: name, associatedValues: [.init(type: storeType)])
    }
    return asWritten
  }

  private var explicitActionStoreType: TypeRef? {
    guard let actionType = explicitActionType, let parameter = handWritten.singleParameter else { return nil }
    return TypeRef.store.applying(parameter.type, actionType)
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
        takesAccessModifier: true, name: name, valueType: TypeRef.storeOf.applying(type), isVoid: false)
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
    return CasePathProperty(takesAccessModifier: true, name: name, valueType: .void, isVoid: true)
  }

  /// One branch of `scope(_:)`: what the case's `CaseScope` case is built from.
  struct ScopeBranch: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      /// `case .x:` then `return .x(<scoped store>!)`.
      case store(ExpansionFamily.StoreScopeCall)
      /// `case .x:` then `return .x`.
      case valueless
      /// `case let .x(v0, v1):` then `return .x(v0, label: v1)`, by the values' labels.
      case values(labels: [String?])
    }

    var name: String
    var kind: Kind

    func writePattern<Text: TextOutputStream>(to text: inout Text) {
      guard case .values(let labels) = kind else {
        text.write("case .")
        text.write(name)
        text.write(":")
        return
      }
      text.write("case let .")
      text.write(name)
      text.write("(")
      for index in labels.indices {
        if index > 0 { text.write(", ") }
        text.write("v")
        text.write(String(index))
      }
      text.write("):")
    }

    func writeResult<Text: TextOutputStream>(to text: inout Text) {
      text.write("return .")
      text.write(name)
      switch kind {
      case .store(let call):
        text.write("(")
        call.write(name, to: &text)
        text.write("!)")
      case .valueless:
        break
      case .values(let labels):
        text.write("(")
        for (index, label) in labels.enumerated() {
          if index > 0 { text.write(", ") }
          if let label {
            text.write(label)
            text.write(": ")
          }
          text.write("v")
          text.write(String(index))
        }
        text.write(")")
      }
    }

    /// `case .x:`, the pattern line.
    var pattern: String {
      var text = ""
      writePattern(to: &text)
      return text
    }

    /// `return .x(...)`, the return line.
    var result: String {
      var text = ""
      writeResult(to: &text)
      return text
    }
  }

  func scopeBranch(_ storeScope: ExpansionFamily.StoreScopeCall) -> ScopeBranch {
    if reducerType != nil || explicitActionType != nil {
      return ScopeBranch(name: name, kind: .store(storeScope))
    }
    guard let parameters = handWritten.parameters else {
      return ScopeBranch(name: name, kind: .valueless)
    }
    return ScopeBranch(name: name, kind: .values(labels: parameters.map(\.label)))
  }
}
