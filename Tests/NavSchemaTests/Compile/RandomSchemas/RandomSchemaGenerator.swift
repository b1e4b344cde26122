@testable import NavSchema
@testable import NavTestSupport

/// Makes valid schemas from a seed: schema `index` of seed `seed` is the same on every run and
/// machine, independent of the other indices, so a failure names all that is needed to make
/// it again (`RandomSchemaGenerator(seed: seed).schema(at: index)`).
struct RandomSchemaGenerator: Sendable {
  static let defaultSeed: UInt64 = 0x4E61_7647_656E_0003

  var seed: UInt64

  func schema(at index: Int) -> RandomSchema {
    var builder = RandomSchemaBuilder(seed: seed, index: index)
    return builder.build()
  }
}

/// The choices made while building one schema, and the types they make it need.
private struct RandomSchemaBuilder {
  let seed: UInt64
  let index: Int
  let prefix: String
  var random: SplitMix64
  /// Makes every name unique within the schema.
  var serial = 0
  var declarations: [SupportDeclaration] = []
  var declaredNames: Set<String> = []
  var needsFoundation = false
  /// Plain child features declared so far, for cases that share a reducer.
  var childReducers: [String] = []
  /// Existing action enums declared so far, for alerts that share one.
  var actionEnums: [String] = []
  var featureNames: [String] = []
  var generatedEnumNames: [String] = []
  /// Generated enums whose declared access is above that of the feature they sit in.
  var enumsWiderThanTheirFeature: Set<String> = []
  var fileAccess: AccessLevel?
  /// Top-level enums made so far: the next one is held by the support's `Host<count>`.
  var topLevelCount = 0
  /// Action enums written in the enum being built, and the conformances they all have.
  var writtenHere: [RandomNestedEnum] = []
  /// The access the enums written in the enum being built need: its own, unless internal.
  var writtenAccess: AccessLevel?

  init(seed: UInt64, index: Int) {
    self.seed = seed
    self.index = index
    self.prefix = "R\(index)"
    self.random = SplitMix64.derived(seed: seed, index: index)
  }

  mutating func build() -> RandomSchema {
    fileAccess = random.chance(45) ? nil : random.pick(AccessLevel.allCases)
    let features = (0..<random.int(in: 0...3)).map { _ in makeFeature() }
    let enumCount = random.int(in: features.isEmpty ? 1...3 : 0...2)
    let enums = (0..<enumCount).map { _ in makeTopLevelEnum() }
    return RandomSchema(
      seed: seed, index: index, prefix: prefix, fileAccess: fileAccess, imports: makeImports(),
      writesOptionalKeys: random.chance(30), features: features, enums: enums,
      declarations: declarations)
  }

  private mutating func nextSerial() -> Int {
    serial += 1
    return serial
  }

  private mutating func declare(_ name: String, _ kind: SupportDeclaration.Kind) {
    guard declaredNames.insert(name).inserted else { return }
    declarations.append(SupportDeclaration(qualifiedName: name, kind: kind))
  }

  private mutating func makeImports() -> [String]? {
    if needsFoundation {
      return random.chance(50) ? ["ComposableArchitecture", "Foundation"] : ["Foundation", "ComposableArchitecture"]
    }
    switch random.below(10) {
    case 0..<5: return nil
    case 5..<8: return ["ComposableArchitecture"]
    default: return ["ComposableArchitecture", "Foundation"]
    }
  }

  // MARK: Features and enums

  private mutating func makeFeature() -> RandomFeature {
    let serial = nextSerial()
    let name =
      switch random.below(10) {
      case 0..<6: "\(prefix)Feature\(serial)"
      case 6..<9: "\(prefix)App\(serial).Settings"
      default: "\(prefix)App\(serial).Tab.Settings"
      }
    featureNames.append(name)
    var hasDestination = random.chance(75)
    let hasPath = random.chance(50)
    if !hasDestination && !hasPath && !random.chance(15) { hasDestination = true }

    var destination: RandomEnum?
    if hasDestination {
      let written: String? =
        random.chance(50) ? nil : random.pick(["Sheet", "Present", "DetailColumn", "PopupState", "Destino", "Modal"])
      destination = makeEnum(
        role: .destination, writtenName: written, qualifiedName: "\(name).\(written ?? "Destination")",
        holder: .feature(name, role: .destination))
    }
    var path: RandomEnum?
    if hasPath {
      let written: String? = random.chance(50) ? nil : random.pick(["Camino", "Stack", "Route", "Screens", "Path"])
      path = makeEnum(
        role: .path, writtenName: written, qualifiedName: "\(name).\(written ?? "Path")",
        holder: .feature(name, role: .path))
    }
    return RandomFeature(name: name, destination: destination, path: path)
  }

  private mutating func makeTopLevelEnum() -> RandomEnum {
    let serial = nextSerial()
    var name = "\(prefix)Route\(serial)"
    var mustBeInternal = false
    switch random.below(10) {
    case 5, 6: name = "\(prefix)Ns\(serial).Settings"
    case 7: name = "\(prefix)Ns\(serial).Inner.Screen"
    case 8 where !featureNames.isEmpty: name = "\(random.pick(featureNames)).Extra\(serial)"
    case 9 where !generatedEnumNames.isEmpty:
      let container = random.pick(generatedEnumNames)
      name = "\(container).Sub\(serial)"
      // Swift 6.3 rejects `extension F.P { public enum Sub { case a(Sub.X) ... } }` when P is
      // public or package inside an internal F ("enum case in a public enum uses an internal
      // type"), so an enum nested in such a P stays internal.
      mustBeInternal = enumsWiderThanTheirFeature.contains(container)
    default: break
    }
    // The support holds top-level enum N in `Host<N>`: as a destination when N is even.
    let position = topLevelCount
    topLevelCount += 1
    return makeEnum(
      role: .standalone, writtenName: name, qualifiedName: name, mustBeInternal: mustBeInternal,
      holder: .host("\(prefix)Host\(position)", role: position.isMultiple(of: 2) ? .destination : .path))
  }

  /// The reducer whose `State` holds an enum in the support.
  enum Holder {
    case feature(String, role: SwiftUIGlue.Role)
    case host(String, role: SwiftUIGlue.Role)
  }

  private mutating func makeEnum(
    role: RandomEnum.Role, writtenName: String?, qualifiedName: String, mustBeInternal: Bool = false,
    holder: Holder
  ) -> RandomEnum {
    generatedEnumNames.append(qualifiedName)
    var access: AccessLevel? = random.chance(60) ? nil : random.pick(AccessLevel.allCases)
    if mustBeInternal && (access ?? fileAccess ?? .internal) != .internal { access = .internal }
    let insideFeature = featureNames.contains { qualifiedName.hasPrefix($0 + ".") }
    if insideFeature && (access ?? fileAccess ?? .internal) != .internal {
      enumsWiderThanTheirFeature.insert(qualifiedName)
    }
    let attributes =
      random.chance(15)
      ? [random.pick(["@available(iOS 17, *)", "@available(iOS 16, tvOS 16, *)", "@available(watchOS 10, *)",
                      "@available(iOS, introduced: 16, message: \"nuevo\")"])]
      : []
    var stateAllows = Self.allConformances
    writtenHere = []
    let effectiveAccess = access ?? fileAccess ?? .internal
    writtenAccess = effectiveAccess == .internal ? nil : effectiveAccess
    var cases = makeCases(stateAllows: &stateAllows)
    // An alert of a written action enum has only the conformances that enum has.
    var actionAllows = Self.allConformances
    for written in writtenHere {
      stateAllows = stateAllows.filter(written.conformances.contains)
      actionAllows = actionAllows.filter(written.conformances.contains)
    }
    cases += writtenHere.map(RandomMember.nestedEnum)
    if random.chance(50), let action = explicitAction(for: &cases) { cases.append(.nestedEnum(action)) }
    var stateConformances = random.chance(50) ? conformances(from: stateAllows) : []
    var actionConformances = random.chance(40) ? conformances(from: actionAllows) : []
    // Some conformances asked of `@Reducer(state:action:)` instead (never one also extended,
    // never for an Action the enum has itself).
    var stateArguments: [String] = []
    var actionArguments: [String] = []
    if random.chance(15) {
      stateArguments = Self.moveToArguments(&stateConformances, random: &random)
      let hasOwnAction = RandomMember.flattened(cases, enclosing: []).contains(where: \.hasExplicitAction)
      if !hasOwnAction { actionArguments = Self.moveToArguments(&actionConformances, random: &random) }
    }
    // Conditions that hold on every platform the tests build for, so the parents and shape
    // checks that name the enum need none.
    let condition = random.chance(10) ? random.pick(["canImport(Foundation)", "swift(>=5.9)", "!NAVGEN_UNSET_FLAG"]) : nil
    var swiftUI: RandomGlue?
    if random.chance(50) {
      let lastName = String(qualifiedName.split(separator: ".").last ?? "")
      let glue = makeGlue(holder: holder, enumName: lastName, enumAccess: effectiveAccess)
      cases = mapCases(cases, insideBlock: false) { builder, navigationCase, insideBlock in
        builder.glued(navigationCase, role: glue.role, insideBlock: insideBlock)
      }
      swiftUI = glue
    }
    return RandomEnum(
      role: role, writtenName: writtenName, qualifiedName: qualifiedName, access: access,
      attributes: attributes, members: cases, stateConformances: stateConformances,
      actionConformances: actionConformances, stateArguments: stateArguments, actionArguments: actionArguments,
      condition: condition, swiftUI: swiftUI)
  }

  // MARK: SwiftUI glue

  private mutating func makeGlue(holder: Holder, enumName: String, enumAccess: AccessLevel) -> RandomGlue {
    let role: SwiftUIGlue.Role
    var parent: String?
    var writtenParent: String?
    switch holder {
    case .feature(let feature, let featureRole):
      parent = feature
      role = featureRole
    case .host(let host, let hostRole):
      role = hostRole
      // A path of `enums` may leave its parent out: then it has no stack function.
      if role == .destination || random.chance(70) {
        parent = host
        writtenParent = host
      }
    }
    let serial = nextSerial()
    let writesProperty = random.chance(30)
    let property = writesProperty ? "held\(serial)" : SwiftUIGlue.defaultStateProperty(forEnumNamed: enumName)
    let writesAction = random.chance(25)
    let action = writesAction ? "sent\(serial)" : property
    let writesFunction = random.chance(30)
    let defaultFunction = role == .destination ? property : SwiftUIGlue.defaultPathFunctionName
    let function = writesFunction ? (role == .destination ? "present\(serial)" : "screen\(serial)") : defaultFunction
    let stack = role == .path && parent != nil && random.chance(25) ? "stack\(serial)" : nil
    let perception = random.chance(30)
    // The support's parents are internal: a function whose signature names one cannot be more.
    var access: AccessLevel?
    if parent != nil, enumAccess != .internal {
      access = .internal
    } else if enumAccess == .public, random.chance(30) {
      access = .package
    }
    let everyDefault =
      !writesProperty && !writesAction && !writesFunction && stack == nil && !perception && access == nil
      && writtenParent == nil && { if case .feature = holder { return true } else { return false } }()
    return RandomGlue(
      role: role, writtenAsTrue: everyDefault && random.chance(60), writtenParent: writtenParent, parent: parent,
      property: property, writesProperty: writesProperty, action: action, writesAction: writesAction,
      function: function, writesFunction: writesFunction, stack: stack, perception: perception, access: access)
  }

  /// A case of a glued enum, with a view and a presentation now and then, and the views the
  /// support must declare for it.
  /// `insideBlock`: the case sits in an `#if` block, where an `Action` written in the enum
  /// carries its action in the same block (which the glue does not read).
  private mutating func glued(_ navigationCase: RandomCase, role: SwiftUIGlue.Role, insideBlock: Bool) -> RandomCase {
    var glued = navigationCase
    switch navigationCase.payload {
    case .reducer(let type, _):
      if !navigationCase.isShorthand {
        switch random.below(100) {
        case 0..<15:
          let view = "\(prefix)Screen\(nextSerial())"
          declare(view, .view(reducer: type, generic: false))
          glued.view = .named(view)
        case 15..<25:
          glued.view = .omitted
        default:
          break
        }
        if role == .destination, random.chance(50) { glued.presentation = random.pick(Presentation.forChildFeatures) }
      }
      if glued.view == nil { declareConventionalView(of: type) }
    case .alert, .confirmationDialog:
      if random.chance(10) {
        glued.view = .omitted
      } else if role == .destination, random.chance(15) {
        if case .alert = navigationCase.payload { glued.presentation = .alert } else { glued.presentation = .confirmationDialog }
      }
    case .ignoredWithAction(let parameter, _, let action):
      // The glue reads the case's `action` key, or its case outside `#if` in an `Action`
      // written in the enum.
      let actionReadable = !navigationCase.actionIsWrittenInEnum || (!insideBlock && navigationCase.ownCondition == nil)
      if role == .destination, parameter == "AlertState<\(action)>", actionReadable, random.chance(20) {
        glued.presentation = .alert
      }
    default:
      break
    }
    return glued
  }

  /// The same members with each case, in every clause, replaced by `transform`'s.
  private mutating func mapCases(
    _ members: [RandomMember], insideBlock: Bool, _ transform: (inout Self, RandomCase, Bool) -> RandomCase
  ) -> [RandomMember] {
    members.map { member in
      switch member {
      case .case(let navigationCase):
        return .case(transform(&self, navigationCase, insideBlock))
      case .declaration(var declaration):
        let conditioned = insideBlock || declaration.ownCondition != nil
        declaration.elements = declaration.elements.map { transform(&self, $0, conditioned) }
        return .declaration(declaration)
      case .nestedEnum:
        return member
      case .block(let clauses):
        return .block(clauses.map {
          RandomClause(keyword: $0.keyword, condition: $0.condition, members: mapCases($0.members, insideBlock: true, transform))
        })
      }
    }
  }

  /// `R3Child4View` for `R3Child4`, `R3Kit.Child5View`, `R3Generic6View<Value>` for `R3Generic6<Int>`.
  private mutating func declareConventionalView(of type: String) {
    if let open = type.firstIndex(of: "<") {
      let base = String(type[..<open])
      declare(base + "View", .view(reducer: base, generic: true))
    } else {
      declare(type + "View", .view(reducer: type, generic: false))
    }
  }

  private static let allConformances = ["Equatable", "Hashable", "Sendable"]

  /// Takes some conformances out of an extension list, as `@Reducer` arguments (`equatable`).
  private static func moveToArguments(_ conformances: inout [String], random: inout SplitMix64) -> [String] {
    let moved = conformances.filter { _ in random.chance(60) }
    conformances.removeAll { moved.contains($0) }
    return moved.map { String($0.split(separator: ".").last ?? "").lowercased() }
  }

  private mutating func conformances(from allowed: [String]) -> [String] {
    allowed.filter { _ in random.chance(60) }.map { random.chance(10) ? "Swift.\($0)" : $0 }
  }

  // MARK: Cases

  private mutating func makeCases(stateAllows: inout [String]) -> [RandomMember] {
    guard !random.chance(10) else { return [] }
    var context = CaseContext(stateAllows: stateAllows)
    let members = makeMembers(count: random.int(in: 1...6), depth: 0, context: &context)
    stateAllows = context.stateAllows
    return members
  }

  /// What the cases of one enum share while it is built.
  private struct CaseContext {
    var usedNames: Set<String> = []
    var generatedHere: [(name: String, actions: [String])] = []
    var stateAllows: [String]
  }

  /// `count` entries at `depth` blocks deep; the first is a child feature when `firstIsReducer`.
  /// Every clause of a block starts with one: `@Reducer` leaves a clause without one out of
  /// `body`, which would open the block with `#elseif` or let the next clause stand in for it.
  private mutating func makeMembers(
    count: Int, depth: Int, firstIsReducer: Bool = false, context: inout CaseContext
  ) -> [RandomMember] {
    (0..<count).map { position in
      if depth < 2, !(firstIsReducer && position == 0), random.chance(depth == 0 ? 14 : 8) {
        return .block(makeBlock(depth: depth + 1, context: &context))
      }
      if !(firstIsReducer && position == 0), random.chance(8) {
        return .declaration(makeDeclaration(insideBlock: depth > 0, context: &context))
      }
      var made = makeCase(
        usedNames: &context.usedNames, generatedHere: &context.generatedHere,
        reducerOnly: firstIsReducer && position == 0, insideBlock: depth > 0)
      if !made.isShorthand {
        if random.chance(22), !made.hasExplicitAction || depth > 0 {
          made.ownCondition = random.pick(Self.conditions)
        }
        if made.hasExplicitAction { made.ownCondition = nil }
        if random.chance(12) { made.attributes = [random.pick(Self.caseAttributes)] }
        if random.chance(15) { made.markers = markersWrittenByHand(for: made.payload) }
        if random.chance(12) { made.label = labelIfAllowed(for: made.payload) }
      }
      context.stateAllows = context.stateAllows.filter(stateConformanceAllowed(by: made.payload).contains)
      return .case(made)
    }
  }

  private static let caseAttributes = ["@available(iOS 17, *)", "@available(tvOS 17, *)", "@available(iOS, introduced: 16)"]

  /// Markers a developer may write on a case of this kind without changing how `@Reducer`
  /// reads it: one it adds anyway, or none for a value it passes through unmarked.
  private mutating func markersWrittenByHand(for payload: RandomPayload) -> [String]? {
    if payload.valueCount != 1 { return ["@ReducerCaseIgnored"] }
    switch payload {
    case .alert, .confirmationDialog:
      return ["@ReducerCaseEphemeral"]
    case .ignored(let parameters, _) where Self.isPassedThroughUnmarked(parameters[0]):
      return []
    case .ignoredWithAction(let parameter, _, _) where parameter.hasPrefix("AlertState<"):
      return ["@ReducerCaseIgnored", "@ReducerCaseEphemeral"]
    default:
      return nil
    }
  }

  /// A value type that is not a plain name (`[Int]`, `Int?`, `(Int, String)`, `any Error`).
  private static func isPassedThroughUnmarked(_ parameter: String) -> Bool {
    let type = RandomParameter(parameter).type
    return type.hasPrefix("[") || type.hasPrefix("(") || type.hasPrefix("any ") || type.hasSuffix("?")
  }

  private mutating func labelIfAllowed(for payload: RandomPayload) -> String? {
    switch payload {
    case .reducer, .alert, .confirmationDialog, .ephemeral: return random.pick(Self.labels)
    default: return nil
    }
  }

  private mutating func plainCase(_ payload: RandomPayload, _ context: inout CaseContext) -> RandomCase {
    RandomCase(name: caseName(&context.usedNames), isShorthand: false, payload: payload, ownCondition: nil, attributes: [])
  }

  /// Two or three cases in one declaration, of kinds `@Reducer` reads alike: child features;
  /// ignored values with a case without payload; custom ephemeral states with an alert or
  /// dialog (which makes the macro read them as ephemeral without a marker).
  private mutating func makeDeclaration(insideBlock: Bool, context: inout CaseContext) -> RandomDeclaration {
    var elements: [RandomCase] = []
    var markers: [String]?
    let count = random.int(in: 2...3)
    switch random.below(3) {
    case 0:
      for _ in 0..<count {
        var made = makeCase(usedNames: &context.usedNames, generatedHere: &context.generatedHere, reducerOnly: true)
        if !made.isShorthand, random.chance(20) { made.label = random.pick(Self.labels) }
        elements.append(made)
      }
    case 1:
      // The case without payload is what makes the macro read the others as ignored.
      for _ in 1..<count {
        let payload = RandomPayload.ignored(parameters: [payloadType()], writtenAsArray: random.chance(30))
        elements.append(plainCase(payload, &context))
      }
      elements.insert(plainCase(.none, &context), at: random.int(in: 0...elements.count))
    default:
      // The alert or dialog is what makes the macro read the custom ephemeral states as ephemeral.
      for _ in 1..<count { elements.append(plainCase(.ephemeral(type: ephemeralType()), &context)) }
      let prompt: RandomPayload =
        random.chance(50)
        ? .alert(generatedActionType(&context.generatedHere, base: "Alert"))
        : .confirmationDialog(.existing(existingActionType()))
      elements.insert(plainCase(prompt, &context), at: random.int(in: 0...elements.count))
      if random.chance(50) { markers = [] }
    }
    for element in elements {
      context.stateAllows = context.stateAllows.filter(stateConformanceAllowed(by: element.payload).contains)
    }
    return RandomDeclaration(
      elements: elements,
      attributes: random.chance(20) ? [random.pick(Self.caseAttributes)] : [],
      markers: markers,
      ownCondition: random.chance(20) ? random.pick(Self.conditions) : nil)
  }

  /// `#if` with one to three clauses: `#elseif` ones, an `#else` last half the time.
  private mutating func makeBlock(depth: Int, context: inout CaseContext) -> [RandomClause] {
    var clauses: [RandomClause] = []
    for index in 0..<random.int(in: 1...3) {
      let keyword: ClauseKeyword = index == 0 ? .if : .elseif
      let members = makeMembers(count: random.int(in: 1...3), depth: depth, firstIsReducer: true, context: &context)
      clauses.append(RandomClause(keyword: keyword, condition: random.pick(Self.conditions), members: members))
    }
    if random.chance(50) {
      clauses.append(
        RandomClause(
          keyword: .else, condition: nil,
          members: makeMembers(count: random.int(in: 0...2), depth: depth, firstIsReducer: true, context: &context)))
    }
    return clauses
  }

  /// True and false on Linux, with and without `-D DEBUG`.
  private static let conditions = [
    "DEBUG", "!DEBUG", "os(Linux)", "os(iOS)", "canImport(Foundation)", "canImport(UIKit)",
    "os(macOS) || os(Linux)", "DEBUG && os(Linux)", "!(os(iOS) || os(tvOS))", "swift(>=5.9)",
    "compiler(>=6.0)", "targetEnvironment(simulator)", "arch(x86_64) || arch(arm64)", "NAVGEN_UNSET_FLAG",
  ]

  private static let caseWords = [
    "detail", "sheet", "alert", "toast", "web", "closed", "edit", "settings", "profile", "popover",
    "drillDown", "confirm", "share", "help", "legacy", "meeting", "about", "picker",
  ]

  private mutating func caseName(_ usedNames: inout Set<String>) -> String {
    var name = random.pick(Self.caseWords)
    if usedNames.contains(name) { name += String(nextSerial()) }
    usedNames.insert(name)
    return name
  }

  /// `reducerOnly`: a child feature; `insideBlock`: never an explicit action, which the macro
  /// does not read inside `#if`.
  private mutating func makeCase(
    usedNames: inout Set<String>, generatedHere: inout [(name: String, actions: [String])],
    reducerOnly: Bool = false, insideBlock: Bool = false
  ) -> RandomCase {
    var roll = reducerOnly ? random.below(37) : random.below(100)
    if insideBlock && (84..<89).contains(roll) { roll = 89 }
    if roll < 18 {
      let (type, name) = newShorthandReducer()
      usedNames.insert(name)
      return RandomCase(
        name: name, isShorthand: true, payload: .reducer(type: type, initializer: nil), ownCondition: nil, attributes: [])
    }
    let name = caseName(&usedNames)
    let payload: RandomPayload
    switch roll {
    case 18..<30:
      let type = !childReducers.isEmpty && random.chance(35) ? random.pick(childReducers) : newChildReducer()
      payload = .reducer(type: type, initializer: nil)
    case 30..<37:
      let type = !childReducers.isEmpty && random.chance(35) ? random.pick(childReducers) : newChildReducer()
      payload = .reducer(type: type, initializer: random.pick(Self.initializers(of: type)))
    case 37..<40:
      let kit = "\(prefix)Articles\(nextSerial())"
      declare("\(kit).Body", .enumReducerBody)
      payload = .reducer(type: "\(kit).Body", initializer: "\(kit).body")
    case 40..<42:
      let generic = "\(prefix)Generic\(nextSerial())"
      declare(generic, .genericChildReducer)
      let type = "\(generic)<\(random.pick(["Int", "String"]))>"
      payload = .reducer(type: type, initializer: random.chance(50) ? "\(type)()" : nil)
    case 42..<49:
      payload = .alert(generatedActionType(&generatedHere, base: "Alert"))
    case 49..<54:
      payload = .alert(random.chance(40) ? .written(writtenActionEnum()) : .existing(existingActionType()))
    case 54..<58:
      payload = .alert(.existing("Never"))
    case 58..<62:
      payload = .confirmationDialog(generatedActionType(&generatedHere, base: "Dialog"))
    case 62..<65:
      payload = .confirmationDialog(.existing(random.chance(25) ? "Never" : existingActionType()))
    case 65..<71:
      payload = .ephemeral(type: ephemeralType())
    case 71..<77:
      payload = .ignored(parameters: [payloadType()], writtenAsArray: random.chance(30))
    case 77..<81:
      let parameters = (0..<random.int(in: 2...3)).map { _ in
        random.chance(40) ? "\(random.pick(Self.labels)): \(payloadType())" : payloadType()
      }
      payload = .ignored(parameters: labelledUniquely(parameters), writtenAsArray: true)
    case 81..<84:
      payload = .ignored(parameters: ["\(random.pick(Self.labels)): \(payloadType())"], writtenAsArray: true)
    case 84..<89:
      payload = ignoredWithAction()
    default:
      payload = .none
    }
    return RandomCase(name: name, isShorthand: false, payload: payload, ownCondition: nil, attributes: [])
  }

  // MARK: Payload types

  /// A new child feature written as a shorthand string, and the case name it implies.
  private mutating func newShorthandReducer() -> (type: String, caseName: String) {
    let serial = nextSerial()
    let (type, name): (String, String) =
      switch random.below(20) {
      case 0..<12: ("\(prefix)Child\(serial)", "r\(index)Child\(serial)")
      case 12..<16: ("\(prefix)Kit.Child\(serial)", "child\(serial)")
      case 16..<18: ("\(prefix)Kit.URLLoader\(serial)", "urlLoader\(serial)")
      default: ("\(prefix)Kit.UI\(serial)", "ui\(serial)")
      }
    declare(type, .childReducer(observable: random.chance(50)))
    childReducers.append(type)
    return (type, name)
  }

  private mutating func newChildReducer() -> String {
    let serial = nextSerial()
    let type = random.chance(70) ? "\(prefix)Child\(serial)" : "\(prefix)Kit.Child\(serial)"
    declare(type, .childReducer(observable: random.chance(50)))
    childReducers.append(type)
    return type
  }

  /// Initializer expressions the support's child features accept.
  private static func initializers(of type: String) -> [String] {
    [
      "\(type)(mode: 2)", "\(type)(mode: -1)", "\(type)(label: \"hola\")", "\(type)(style: .compact)",
      "\(type).make()", "\(type)()", "\(type)(mode: 3, label: \"x\")",
    ]
  }

  private mutating func generatedActionType(
    _ generatedHere: inout [(name: String, actions: [String])], base: String
  ) -> RandomActionType {
    if let reused = generatedHere.first, random.chance(25) {
      return .generated(name: reused.name, actions: reused.actions)
    }
    let name = "\(base)\(nextSerial())"
    var actions: [String] = []
    for _ in 0..<random.int(in: 1...3) {
      let action = random.pick(["confirm", "cancel", "retry", "deleteTapped", "ok", "share"])
      if !actions.contains(action) { actions.append(action) }
    }
    generatedHere.append((name, actions))
    return .generated(name: name, actions: actions)
  }

  /// An action enum written in the navigation enum: any conformances (or none), attributes,
  /// cases with and without values, several in one declaration, a `#if` block.
  private mutating func writtenActionEnum() -> String {
    let name = "Prompt\(nextSerial())"
    var cases: [RandomNestedMember] = [.plain(name: "cancel", values: nil)]
    if random.chance(60) { cases.append(.plain(name: "confirm", values: random.pick([["id: Int"], ["String"], ["Int", "note: String"]]))) }
    if random.chance(30) { cases.append(.declaration([.plain(name: "later", values: nil), .plain(name: "never", values: nil)])) }
    if random.chance(30) {
      cases.append(.block([(.if, random.pick(Self.conditions), [.plain(name: "debug", values: nil)]), (.else, nil, [])]))
    }
    writtenHere.append(
      RandomNestedEnum(
        name: name, access: writtenAccess, attributes: random.chance(40) ? ["@CasePathable"] : [],
        conformances: Self.allConformances.filter { _ in random.chance(60) }, cases: cases))
    return name
  }

  /// An explicit `Action` written in the enum in place of the `action` keys, when it has
  /// explicit-action cases: the action case of every case that has one, in the cases' blocks.
  private mutating func explicitAction(for members: inout [RandomMember]) -> RandomNestedEnum? {
    guard RandomMember.flattened(members, enclosing: []).contains(where: \.hasExplicitAction) else { return nil }
    members = members.map { member in
      guard case .case(var navigationCase) = member, navigationCase.hasExplicitAction else { return member }
      navigationCase.actionIsWrittenInEnum = true
      return .case(navigationCase)
    }
    return RandomNestedEnum(
      name: "Action", access: writtenAccess, attributes: [], conformances: [], cases: Self.actionCases(of: members))
  }

  private static func actionCases(of members: [RandomMember]) -> [RandomNestedMember] {
    members.flatMap { member -> [RandomNestedMember] in
      switch member {
      case .case(let navigationCase):
        return conditioned(actionCase(of: navigationCase).map { [$0] } ?? [], navigationCase.ownCondition)
      case .declaration(let declaration):
        return conditioned(declaration.elements.compactMap(actionCase), declaration.ownCondition)
      case .block(let clauses):
        return [.block(clauses.map { ($0.keyword, $0.condition, actionCases(of: $0.members)) })]
      case .nestedEnum:
        return []
      }
    }
  }

  private static func conditioned(_ members: [RandomNestedMember], _ condition: String?) -> [RandomNestedMember] {
    guard let condition, !members.isEmpty else { return members }
    return [.block([(.if, condition, members)])]
  }

  /// What the macro's `Action` would carry for the case, written by hand; nil for `Never`.
  private static func actionCase(of navigationCase: RandomCase) -> RandomNestedMember? {
    let label = navigationCase.label.map { "\($0): " } ?? ""
    let value: String
    switch navigationCase.payload {
    case .reducer(let type, _), .ephemeral(let type): value = "\(label)\(type).Action"
    case .alert(let action), .confirmationDialog(let action):
      switch action {
      case .existing(let type), .written(let type): value = type
      case .generated(let name, _): value = name
      }
    case .ignoredWithAction(_, _, let action): value = action
    case .ignored, .none: return nil
    }
    return .plain(name: navigationCase.name, values: [value])
  }

  private mutating func existingActionType() -> String {
    if !actionEnums.isEmpty && random.chance(25) { return random.pick(actionEnums) }
    let serial = nextSerial()
    let type = random.chance(60) ? "\(prefix)Confirm\(serial)" : "\(prefix)Contacts\(serial).Action.Alert"
    declare(type, .actionEnum)
    actionEnums.append(type)
    return type
  }

  private mutating func ephemeralType() -> String {
    let serial = nextSerial()
    if random.chance(30) {
      let banner = "\(prefix)Banner\(serial)"
      let action = "\(prefix)BannerAction\(serial)"
      declare(action, .actionEnum)
      declare(banner, .ephemeralState(action: action))
      return banner
    }
    let wrapper = "\(prefix)Toast\(serial)"
    declare(wrapper, .genericEphemeralState)
    let action: String
    switch random.below(10) {
    case 0, 1:
      action = "Never"
    case 2, 3:
      action = "\(prefix)Kit.ToastAction\(serial)"
      declare(action, .actionEnum)
    default:
      action = "\(prefix)ToastAction\(serial)"
      declare(action, .actionEnum)
    }
    return "\(wrapper)<\(action)>"
  }

  private mutating func ignoredWithAction() -> RandomPayload {
    let serial = nextSerial()
    if random.chance(70) {
      let alert = "\(prefix)Legacy\(serial)"
      declare(alert, .actionEnum)
      return .ignoredWithAction(parameter: "AlertState<\(alert)>", writtenAsArray: random.chance(30), action: alert)
    }
    let action = "\(prefix)Act\(serial)"
    declare(action, .actionEnum)
    let parameter = random.chance(20) ? "\(random.pick(Self.labels)): \(payloadType())" : payloadType()
    let labelled = RandomParameter(parameter).label != nil
    return .ignoredWithAction(parameter: parameter, writtenAsArray: labelled || random.chance(30), action: action)
  }

  private static let labels = ["syncUp", "id", "count", "value", "meeting", "title"]

  /// Labels of one case's values must differ.
  private mutating func labelledUniquely(_ parameters: [String]) -> [String] {
    var seen: Set<String> = []
    return parameters.map { text in
      let parameter = RandomParameter(text)
      guard let label = parameter.label, !seen.insert(label).inserted else { return text }
      return parameter.type
    }
  }

  /// The type of an ignored value; which State conformances it allows is in `stateConformanceAllowed`.
  private mutating func payloadType() -> String {
    switch random.below(24) {
    case 0: return "String"
    case 1: return "Int"
    case 2: return "Bool"
    case 3: return "[String]"
    case 4: return "Int?"
    case 5: return "[String: Int]"
    case 6: return "Set<Int>"
    case 7:
      needsFoundation = true
      return "URL"
    case 8:
      needsFoundation = true
      return "Date"
    case 9, 10, 11:
      declare("\(prefix)Meeting", .valueType)
      return ["\(prefix)Meeting", "[\(prefix)Meeting]", "\(prefix)Meeting?"][random.below(3)]
    case 12: return "Swift.Int"
    case 13: return "(Int, String)"
    case 14: return "(id: Int, name: String)"
    case 15: return "any Error"
    case 16: return "(any Error)?"
    case 17, 18:
      declare("\(prefix)Box", .referenceType)
      return random.chance(50) ? "\(prefix)Box" : "[\(prefix)Box]"
    case 19:
      declare("\(prefix)Shape", .protocolType)
      return "any \(prefix)Shape"
    // Not `Int!`: it loads, but neither TCA's macros nor NavGen's expansion can write it as a
    // generic argument (`AnyCasePath<State, Int!>`: "using '!' is not allowed here").
    case 20: return "[Int: String]"
    case 21: return "[Int]?"
    case 22: return "Double"
    default:
      declare("\(prefix)Kit.Meeting", .valueType)
      return "\(prefix)Kit.Meeting"
    }
  }

  /// The State conformances a case's payload allows: every payload type declared by the
  /// support is Equatable, Hashable and Sendable except tuples and existentials (Sendable
  /// only) and the class and protocol (nothing).
  private func stateConformanceAllowed(by payload: RandomPayload) -> [String] {
    let parameters: [String]
    switch payload {
    case .ignored(let values, _): parameters = values
    case .ignoredWithAction(let value, _, _): parameters = [value]
    default: return Self.allConformances
    }
    var allowed = Self.allConformances
    for parameter in parameters {
      let type = RandomParameter(parameter).type
      if type.contains("Box") || type.contains("Shape") {
        allowed = []
      } else if type.hasPrefix("(") || type.hasPrefix("any ") {
        allowed = allowed.filter { $0 == "Sendable" }
      }
    }
    return allowed
  }
}
