/// What TCA's `@Reducer` macro derives from one hand-written case: the rules
/// of its `ReducerCase` (state case, action case, child reducer, `CaseScope`
/// case, `AllCasePaths` property, `scope(_:)` branch), which every supported
/// release shares. Each property answers for one spot of the expansion; `nil`
/// or empty means the macro writes nothing there for this case. How a spot is
/// spelled in a given release is up to the emitters and `ExpansionFamily`.
///
/// A class, made once per case and never changed: every spot reads every
/// case's, and a copy of it as a struct retained each of its strings and types.
final class ReducerCaseExpansion: Sendable {
  typealias Kind = MacroCaseReading

  let handWritten: HandWrittenCase
  let kind: Kind
  /// Set only where the release scopes an ignored single-value case to the
  /// store of its explicit `Action` case (1.25.5's `resolvingExplicitActions`).
  let explicitActionType: TypeRef?
  /// Whether the macro treats the case as carrying a feature or ephemeral
  /// state: one value, of a nominal type, not ignored. Every spot asks, so it
  /// is read once.
  private let isFeatureLike: Bool

  /// - Parameters:
  ///   - kind: how the macro reads the case's declaration (`HandWrittenDeclaration.kind`).
  ///   - explicitActionTypes: the one-value cases of the explicit `Action`
  ///     the macro reads (outside `#if`), by name; an ignored case with one
  ///     value and a namesake there gets a store of its state and that action.
  init(_ handWritten: HandWrittenCase, kind: Kind, explicitActionTypes: [String: TypeRef]) {
    self.handWritten = handWritten
    self.kind = kind
    let single = handWritten.singleParameter
    explicitActionType = kind == .ignored && single != nil ? explicitActionTypes[handWritten.name] : nil
    isFeatureLike = kind != .ignored && single?.type.isNominal == true
  }

  /// The one value of a case the macro treats as carrying a feature or ephemeral state.
  private var featureLikeValue: NavigationCase.Parameter? {
    isFeatureLike ? handWritten.singleParameter : nil
  }

  var name: String { handWritten.name }

  /// The type of a child feature case, the only kind `body` runs a reducer for.
  var reducerType: TypeRef? {
    kind == .reducer ? featureLikeValue?.type : nil
  }

  // MARK: State and Action

  var stateCase: ExpansionCase {
    guard let value = featureLikeValue else { return asWritten }
    let stateType = DerivedType(value.type, kind == .ephemeral ? .itself : .member(.state))
    return ExpansionCase(name: name, values: .one(label: value.label, stateType))
  }

  var actionCase: ExpansionCase {
    guard let value = featureLikeValue else {
      return ExpansionCase(name: name, values: .one(label: nil, DerivedType(.swiftNever)))
    }
    if value.type.isMacroEphemeralState, case .nominal(let components) = value.type,
      components[0].genericArguments.count == 1
    {
      return ExpansionCase(name: name, values: .one(label: nil, DerivedType(components[0].genericArguments[0])))
    }
    return ExpansionCase(name: name, values: .one(label: value.label, DerivedType(value.type, .member(.action))))
  }

  /// The case as written, which the macro copies into `State` and
  /// `CaseScope` for cases it does not expand. (Only reducer cases have a
  /// default value, and those are always expanded.)
  private var asWritten: ExpansionCase {
    ExpansionCase(name: name, values: .asWritten(handWritten.parameters ?? []))
  }

  // MARK: body

  /// What `body` runs for a child feature case.
  struct ChildReducer: Hashable, Sendable {
    var name: String
    package var type: TypeRef
    /// The case's default value, if it has one.
    var defaultValue: String?

    /// Appends the reducer `body` runs: the case's default value, or `Type()`.
    func writeExpression<Text: SwiftText & ~Copyable>(to text: inout Text) {
      if let defaultValue {
        text.write(defaultValue)
      } else {
        text.write(type)
        text.write("()")
      }
    }

    package var expression: String {
      var text = ""
      writeExpression(to: &text)
      return text
    }
  }

  var childReducer: ChildReducer? {
    guard let type = reducerType else { return nil }
    return ChildReducer(name: name, type: type, defaultValue: handWritten.defaultValue)
  }

  // MARK: CaseScope

  var caseScopeCase: ExpansionCase {
    if let type = reducerType {
      return ExpansionCase(name: name, values: .one(label: nil, DerivedType(type, .storeOf)))
    }
    if let storeType = explicitActionStoreType {
      return ExpansionCase(name: name, values: .one(label: nil, storeType))
    }
    return asWritten
  }

  private var explicitActionStoreType: DerivedType? {
    guard let actionType = explicitActionType, let parameter = handWritten.singleParameter else { return nil }
    return DerivedType(parameter.type, .store(action: actionType))
  }

  /// An `AllCasePaths` property of `CaseScope`.
  struct CasePathProperty: Hashable, Sendable {
    /// Whether releases that repeat the enum's `public`/`package` on these
    /// properties do so here. They do not for explicit-action cases (TCA
    /// 1.25.5 writes a bare `var` there).
    var takesAccessModifier: Bool
    var name: String
    var valueType: DerivedType
    /// `true` for a case without values: embed is a closure and extract returns `()`.
    var isVoid: Bool
  }

  var casePathProperty: CasePathProperty? {
    if let type = reducerType {
      return CasePathProperty(
        takesAccessModifier: true, name: name, valueType: DerivedType(type, .storeOf), isVoid: false)
    }
    if let storeType = explicitActionStoreType {
      return CasePathProperty(takesAccessModifier: false, name: name, valueType: storeType, isVoid: false)
    }
    if let parameter = handWritten.singleParameter {
      return CasePathProperty(
        takesAccessModifier: true, name: name, valueType: DerivedType(parameter.type), isVoid: false)
    }
    if handWritten.parameters != nil {
      return nil  // Several values: the macro writes no property.
    }
    return CasePathProperty(takesAccessModifier: true, name: name, valueType: DerivedType(.void), isVoid: true)
  }

  /// One branch of `scope(_:)`: what the case's `CaseScope` case is built from.
  struct ScopeBranch: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      /// `case .x:` then `return .x(<scoped store>!)`.
      case store(ExpansionFamily.StoreScopeCall)
      /// `case .x:` then `return .x`.
      case valueless
      /// `case let .x(v0, v1):` then `return .x(v0, label: v1)`, by the values' labels.
      case values([NavigationCase.Parameter])
    }

    var name: String
    var kind: Kind

    func writePattern<Text: SwiftText & ~Copyable>(to text: inout Text) {
      guard case .values(let values) = kind else {
        text.write("case .")
        text.write(name)
        text.write(":")
        return
      }
      text.write("case let .")
      text.write(name)
      text.write("(")
      for index in values.indices {
        if index > 0 { text.write(", ") }
        text.write("v")
        text.write(String(index))
      }
      text.write("):")
    }

    func writeResult<Text: SwiftText & ~Copyable>(to text: inout Text) {
      text.write("return .")
      text.write(name)
      switch kind {
      case .store(let call):
        text.write("(")
        call.write(name, to: &text)
        text.write("!)")
      case .valueless:
        break
      case .values(let values):
        text.write("(")
        for (index, value) in values.enumerated() {
          if index > 0 { text.write(", ") }
          text.writeLabel(value.label)
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
    return ScopeBranch(name: name, kind: .values(parameters))
  }
}
