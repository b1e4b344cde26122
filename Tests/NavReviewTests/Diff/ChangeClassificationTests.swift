import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

private typealias B = DiffGraphSupport.Builders

/// One edit to a base schema and the single change it must produce.
struct ClassificationScenario: Sendable, CustomTestStringConvertible {
  var name: String
  var old: NavigationSchema
  var new: NavigationSchema
  var kind: ChangeKind
  var classification: ChangeClass
  var caseName: String?

  var testDescription: String { name }

  /// Articulo.Destination with one case of every payload kind, plus Tienda's path.
  static let base: NavigationSchema = B.schema(
    features: ["Tienda", "Articulo"],
    enums: [
      B.path("Tienda", [B.reducer("producto", "Producto"), B.reducer("perfil", "Perfil")]),
      B.destination(
        "Articulo",
        [
          B.reducer("autor", "Autor"),
          B.reducer("edicion", "Edicion", initializer: "Edicion(modo: .completo)"),
          B.alert("confirmarBorrado", generated: "Alerta", actions: ["borrarConfirmado"]),
          B.dialog("compartir", "Compartir"),
          B.ephemeral("toast", "ToastState", "ToastAction"),
          B.ignored("web", ["URL"]),
          B.ignored("alerta", ["AlertState<Alert>"], action: "Alert"),
          B.plain("cerrado"),
          B.reducer("beta", "Beta", condition: "DEBUG"),
        ],
        state: ["Equatable"], action: ["Sendable"]),
    ])

  init(
    _ name: String, _ kind: ChangeKind, _ classification: ChangeClass, case caseName: String? = nil,
    old: NavigationSchema = base, edit: (inout NavigationSchema) -> Void
  ) {
    self.name = name
    self.old = old
    var new = old
    edit(&new)
    self.new = new
    self.kind = kind
    self.classification = classification
    self.caseName = caseName
  }
}

/// Edits the case `name` of Articulo.Destination (enum index 1).
private func editCase(_ schema: inout NavigationSchema, _ name: String, _ edit: (inout CaseEntry) -> Void) {
  guard let index = schema.enums[1].entries.firstIndex(where: { $0.name == name }) else { return }
  edit(&schema.enums[1].entries[index])
}

private let scenarios: [ClassificationScenario] = [
  .init("case added", .caseAdded, .exhaustiveness, case: "nuevo") {
    $0.enums[1].entries.append(B.reducer("nuevo", "Nuevo"))
  },
  .init("case removed", .caseRemoved, .breaking, case: "autor") { $0.enums[1].entries.remove(at: 0) },
  .init("case renamed", .caseRenamed, .breaking, case: "author") { editCase(&$0, "autor") { $0.name = "author" } },
  .init("payload kind changed", .payloadKindChanged, .breaking, case: "web") {
    editCase(&$0, "web") { $0.payload = .reducer(type: .named("Web"), initializer: nil) }
  },
  .init("reducer type changed", .payloadTypeChanged, .breaking, case: "autor") {
    editCase(&$0, "autor") { $0.payload = .reducer(type: .named("AutorV2"), initializer: nil) }
  },
  .init("ignored payload changed", .payloadTypeChanged, .breaking, case: "web") {
    editCase(&$0, "web") {
      $0.payload = .ignored(parameters: [.init(label: "url", type: .named("URL"))], explicitAction: nil)
    }
  },
  .init("alert type no longer generated", .payloadTypeChanged, .breaking, case: "confirmarBorrado") {
    editCase(&$0, "confirmarBorrado") { $0.payload = .alert(.existing(.named("Alerta"))) }
  },
  .init("ephemeral type changed", .payloadTypeChanged, .breaking, case: "toast") {
    editCase(&$0, "toast") { $0.payload = .ephemeral(type: .named("Banner")) }
  },
  .init("initializer changed", .initializerChanged, .compatible, case: "edicion") {
    editCase(&$0, "edicion") { $0.payload = .reducer(type: .named("Edicion"), initializer: "Edicion(modo: .rapido)") }
  },
  .init("initializer removed", .initializerChanged, .compatible, case: "edicion") {
    editCase(&$0, "edicion") { $0.payload = .reducer(type: .named("Edicion"), initializer: nil) }
  },
  .init("moved under #if", .conditionAdded, .breaking, case: "autor") {
    editCase(&$0, "autor") { $0.condition = "DEBUG" }
  },
  .init("left its #if", .conditionRemoved, .exhaustiveness, case: "beta") {
    editCase(&$0, "beta") { $0.condition = nil }
  },
  .init("#if changed", .conditionChanged, .breaking, case: "beta") { editCase(&$0, "beta") { $0.condition = "BETA" } },
  .init("@available added to a case", .attributeAdded, .breaking, case: "autor") {
    editCase(&$0, "autor") { $0.attributes = ["@available(iOS 17, *)"] }
  },
  .init("deprecation added to a case", .attributeAdded, .compatible, case: "autor") {
    editCase(&$0, "autor") { $0.attributes = ["@available(*, deprecated, message: \"Use author, not this\")"] }
  },
  .init("@ReducerCaseIgnored written by hand", .markersChanged, .compatible, case: "cerrado") {
    editCase(&$0, "cerrado") { $0.markers = [.ignored] }
  },
  .init("value labelled", .payloadTypeChanged, .breaking, case: "autor") {
    editCase(&$0, "autor") { $0.navigationCase.label = "feature" }
  },
  .init(
    "@available removed from an enum", .attributeRemoved, .compatible,
    old: withEnumAttributes(["@available(iOS 17, *)"])
  ) { $0.enums[1].attributes = [] },
  .init("unknown attribute added to an enum", .attributeAdded, .breaking) { $0.enums[1].attributes = ["@MainActor"] },
  .init("indirect State", .indirectChanged, .compatible) { $0.enums[1].indirection = Indirection(state: true) },
  .init("indirect narrowed to the action", .indirectChanged, .compatible, old: withIndirection(.both)) {
    $0.enums[1].indirection = Indirection(action: true)
  },
  .init("access raised", .accessRaised, .compatible) { $0.enums[1].access = .public },
  .init("access lowered", .accessLowered, .breaking, old: withAccess(.package)) { $0.enums[1].access = .internal },
  .init("enum conformance added", .enumConformanceAdded, .compatible) { $0.enums[1].conformances = [.named("Sendable")] },
  .init("enum conformance removed", .enumConformanceRemoved, .breaking, old: withEnumConformances([.named("Sendable")])) {
    $0.enums[1].conformances = []
  },
  .init("state conformance added", .stateConformanceAdded, .compatible) {
    $0.enums[1].stateConformances.append(.named("Hashable"))
  },
  .init("state conformance removed", .stateConformanceRemoved, .breaking) { $0.enums[1].stateConformances = [] },
  .init("action conformance added", .actionConformanceAdded, .compatible) {
    $0.enums[1].actionConformances.append(.named("Equatable"))
  },
  .init("action conformance removed", .actionConformanceRemoved, .breaking) { $0.enums[1].actionConformances = [] },
  .init("alert action added", .alertActionAdded, .exhaustiveness, case: "confirmarBorrado") {
    editCase(&$0, "confirmarBorrado") {
      $0.payload = .alert(.generated(.init(name: "Alerta", actions: ["borrarConfirmado", "cancelar"])))
    }
  },
  .init("alert action removed", .alertActionRemoved, .breaking, case: "confirmarBorrado") {
    editCase(&$0, "confirmarBorrado") { $0.payload = .alert(.generated(.init(name: "Alerta", actions: []))) }
  },
  .init("explicit action added", .explicitActionAdded, .breaking, case: "web") {
    editCase(&$0, "web") {
      $0.payload = .ignored(parameters: [.init(type: .named("URL"))], explicitAction: .named("WebAction"))
    }
  },
  .init("explicit action removed", .explicitActionRemoved, .breaking, case: "alerta") {
    editCase(&$0, "alerta") {
      $0.payload = .ignored(parameters: [.init(type: .generic("AlertState", .named("Alert")))], explicitAction: nil)
    }
  },
  .init("explicit action changed", .explicitActionChanged, .breaking, case: "alerta") {
    editCase(&$0, "alerta") {
      $0.payload = .ignored(parameters: [.init(type: .generic("AlertState", .named("Alert")))], explicitAction: .named("Other"))
    }
  },
  .init("case order changed", .caseOrderChanged, .compatible) { $0.enums[1].entries.swapAt(0, 1) },
  .init("enum added", .enumAdded, .compatible) {
    $0.enums.append(B.standalone("AppRoute", [B.reducer("inicio", "Inicio")]))
  },
  .init("enum removed", .enumRemoved, .breaking) { $0.enums.remove(at: 0) },
  .init("feature added", .featureAdded, .compatible) {
    $0.features.append(Feature(name: "Inventario", location: B.at(1)))
    $0.enums.append(B.destination("Inventario", [B.reducer("lista", "Lista")]))
  },
  .init("feature removed", .featureRemoved, .breaking) {
    $0.features.remove(at: 0)
    $0.enums.remove(at: 0)
  },
  .init("import added", .importAdded, .compatible) { $0.imports.append("Models") },
  .init("import removed", .importRemoved, .breaking) { $0.imports = [] },
  .init("TCA release changed", .tcaReleaseChanged, .compatible) { $0.tcaVersion = TCARelease("main")! },
  .init("expandMacros changed", .expandMacrosChanged, .compatible) { $0.expandMacros = true },
  // The SwiftUI glue: `glued` gives both enums glue, with Tienda's path showing `perfil` itself.
  .init("SwiftUI glue added", .swiftUIAdded, .compatible) { $0.enums[1].swiftUI = glue(.destination, "Articulo") },
  .init("SwiftUI glue removed", .swiftUIRemoved, .breaking, old: glued) { $0.enums[1].swiftUI = nil },
  .init("modifier renamed", .swiftUIFunctionRenamed, .breaking, old: glued) { $0.enums[1].swiftUI?.functionName = "hoja" },
  .init("stack function removed", .swiftUIFunctionRemoved, .breaking, old: glued) { $0.enums[0].swiftUI?.parent = nil },
  .init("stack function added", .swiftUIFunctionAdded, .compatible, old: gluedBase(pathParent: nil)) {
    $0.enums[0].swiftUI?.parent = .named("Tienda")
  },
  .init("modifier takes another store", .swiftUIParentChanged, .breaking, old: glued) {
    $0.enums[1].swiftUI?.parent = .named("Pagina")
  },
  .init("Perception's Bindable", .swiftUIBindableChanged, .breaking, old: glued) { $0.enums[1].swiftUI?.observation = .perception },
  .init("parent property renamed", .swiftUIStateChanged, .compatible, old: glued) { $0.enums[1].swiftUI?.stateProperty = "destino" },
  .init("glue access raised", .swiftUIAccessRaised, .compatible, old: gluedBase(public: true)) { $0.enums[1].swiftUI?.access = .public },
  .init("glue access lowered", .swiftUIAccessLowered, .breaking, old: gluedBase(public: true, glueAccess: .public)) {
    $0.enums[1].swiftUI?.access = .internal
  },
  .init("path case left to the caller", .swiftUIOtherAdded, .breaking, old: glued) {
    $0.enums[0].entries[1].glue.view = .omitted
  },
  .init("every path case has a view", .swiftUIOtherRemoved, .breaking, old: gluedBase(perfilView: .omitted)) {
    $0.enums[0].entries[1].glue.view = .conventional
  },
  .init("presentation changed", .presentationChanged, .compatible, case: "autor", old: glued) {
    editCase(&$0, "autor") { $0.glue.presentation = .popover }
  },
  .init("case left out of the modifier", .presentationChanged, .compatible, case: "confirmarBorrado", old: glued) {
    editCase(&$0, "confirmarBorrado") { $0.glue.view = .omitted }
  },
  .init("view changed", .caseViewChanged, .compatible, case: "autor", old: glued) {
    editCase(&$0, "autor") { $0.glue.view = .named(.named("AutorDetalleView")) }
  },
  .init("path view changed", .caseViewChanged, .compatible, case: "perfil", old: glued) {
    $0.enums[0].entries[1].glue.view = .named(.named("PerfilDetalleView"))
  },
  .init("action enum written", .nestedEnumAdded, .compatible) { $0.enums[1].members.append(aviso()) },
  .init("enum moved under #if", .enumConditionChanged, .breaking) { $0.enums[1].condition = "os(iOS)" },
  .init("enum out of its #if", .enumConditionChanged, .compatible, old: withEnumCondition("os(iOS)")) {
    $0.enums[1].condition = nil
  },
  .init("State conformance by @Reducer(state:)", .stateConformanceAdded, .compatible) {
    $0.enums[1].reducerArguments.state = ["hashable"]
  },
  .init("explicit Action written", .nestedEnumAdded, .breaking) {
    $0.enums[0].members.append(.item(.nestedEnum(B.nestedEnum("Action", ["producto", "perfil"]))))
  },
  .init("action enum no longer written", .nestedEnumRemoved, .breaking, old: withAviso()) {
    $0.enums[1].members.removeLast()
  },
  .init("case of a written enum added", .nestedEnumCaseAdded, .exhaustiveness, old: withAviso()) {
    $0.enums[1].members[$0.enums[1].members.count - 1] = aviso(cases: ["ok", "cancelar"])
  },
  .init("case of a written enum removed", .nestedEnumCaseRemoved, .breaking, old: withAviso()) {
    $0.enums[1].members[$0.enums[1].members.count - 1] = aviso(cases: [])
  },
  .init("case of a written enum changed", .nestedEnumCaseChanged, .breaking, old: withAviso()) {
    $0.enums[1].members[$0.enums[1].members.count - 1] = aviso(cases: ["ok(Int)"])
  },
  .init("written enum conforms", .nestedEnumConformanceAdded, .compatible, old: withAviso()) {
    $0.enums[1].members[$0.enums[1].members.count - 1] = aviso(conformances: ["Equatable", "Sendable"])
  },
  .init("written enum no longer conforms", .nestedEnumConformanceRemoved, .breaking, old: withAviso()) {
    $0.enums[1].members[$0.enums[1].members.count - 1] = aviso(conformances: [])
  },
]

/// `enum Aviso: Equatable { case ok }` written in Articulo.Destination.
private func aviso(cases: [String] = ["ok"], conformances: [String] = ["Equatable"]) -> Conditional<EnumMember> {
  .item(.nestedEnum(B.nestedEnum("Aviso", cases, conformances: conformances)))
}

private func withEnumCondition(_ condition: String) -> NavigationSchema {
  var schema = ClassificationScenario.base
  schema.enums[1].condition = condition
  return schema
}

private func withAviso() -> NavigationSchema {
  var schema = ClassificationScenario.base
  schema.enums[1].members.append(aviso())
  return schema
}

private func glue(_ role: SwiftUIGlue.Role, _ parent: String?, access: AccessLevel = .internal) -> SwiftUIGlue {
  SwiftUIGlue(
    role: role, parent: parent.map(TypeRef.named), stateProperty: role.rawValue, actionCase: role.rawValue,
    functionName: role == .destination ? "destination" : "view", access: access, location: B.at(1))
}

/// `base` with SwiftUI glue on both enums.
private let glued = gluedBase()

private func gluedBase(
  pathParent: String? = "Tienda", perfilView: CaseGlue.View = .conventional, public isPublic: Bool = false,
  glueAccess: AccessLevel = .internal
) -> NavigationSchema {
  var schema = ClassificationScenario.base
  schema.enums[0].swiftUI = glue(.path, pathParent)
  schema.enums[0].entries[1].glue.view = perfilView
  if isPublic { schema.enums[1].access = .public }
  schema.enums[1].swiftUI = glue(.destination, "Articulo", access: glueAccess)
  return schema
}

private func withEnumConformances(_ conformances: [TypeRef]) -> NavigationSchema {
  var schema = ClassificationScenario.base
  schema.enums[1].conformances = conformances
  return schema
}

private func withIndirection(_ indirection: Indirection) -> NavigationSchema {
  var schema = ClassificationScenario.base
  schema.enums[1].indirection = indirection
  return schema
}

/// Tienda's path with a `Codable` State: saved values follow what each edit does to coding.
private let codedPath: NavigationSchema = {
  var schema = ClassificationScenario.base
  schema.enums[0].stateConformances = [.named("Codable")]
  return schema
}()

/// Edits the case `name` of Tienda.Path (enum index 0).
private func editPathCase(_ schema: inout NavigationSchema, _ name: String, _ edit: (inout CaseEntry) -> Void) {
  guard let index = schema.enums[0].entries.firstIndex(where: { $0.name == name }) else { return }
  edit(&schema.enums[0].entries[index])
}

/// Edits of a coded enum: each gives its source change and exactly one change of
/// what saved values do, which is what these scenarios name.
private let persistedScenarios: [ClassificationScenario] = [
  .init("saved case renamed", .persistedCaseRenamed, .persistedState, case: "articulo", old: codedPath) {
    editPathCase(&$0, "producto") { $0.name = "articulo" }
  },
  .init("saved case removed", .persistedCaseRemoved, .persistedState, case: "perfil", old: codedPath) {
    $0.enums[0].entries.remove(at: 1)
  },
  .init("saved case added", .persistedCaseAdded, .compatible, case: "ayuda", old: codedPath) {
    $0.enums[0].entries.append(B.reducer("ayuda", "Ayuda"))
  },
  .init("saved payload changed", .persistedPayloadChanged, .persistedState, case: "producto", old: codedPath) {
    editPathCase(&$0, "producto") { $0.payload = .reducer(type: .named("ProductoV2"), initializer: nil) }
  },
  .init("saved case moved under #if", .persistedConditionChanged, .persistedState, case: "perfil", old: codedPath) {
    editPathCase(&$0, "perfil") { $0.condition = "DEBUG" }
  },
]

private func withAccess(_ access: AccessLevel) -> NavigationSchema {
  var schema = ClassificationScenario.base
  schema.enums[1].access = access
  return schema
}

private func withEnumAttributes(_ attributes: [String]) -> NavigationSchema {
  var schema = ClassificationScenario.base
  schema.enums[1].attributes = attributes
  return schema
}

/// Tienda's path with a link on `producto` under one prefix; `edit` changes it.
private func linkScenario(
  _ name: String, _ kind: ChangeKind, _ classification: ChangeClass, case caseName: String? = nil,
  edit: @escaping (inout NavigationSchema) -> Void
) -> ClassificationScenario {
  var linked = ClassificationScenario.base
  let location = SourceLocation(file: "App.navgen.json", line: 1, column: 1)
  linked.links = LinkSettings(prefixes: ["app://"], maxDepth: 8, location: location)
  linked.enums[0].entries[0].navigationCase.link = CaseLink(
    template: LinkTemplate(segments: [.literal("producto"), .placeholder(LinkPlaceholder(name: "id", type: .int))]),
    location: location)
  return ClassificationScenario(name, kind, classification, case: caseName, old: linked, edit: edit)
}

private let linkScenarios: [ClassificationScenario] = [
  linkScenario("link added", .linkAdded, .compatible, case: "perfil") {
    $0.enums[0].entries[1].navigationCase.link = CaseLink(
      template: LinkTemplate(segments: [.literal("perfil")]), location: SourceLocation(file: "App.navgen.json", line: 1, column: 1))
  },
  linkScenario("link removed", .linkRemoved, .brokenLinks, case: "producto") {
    $0.enums[0].entries[0].navigationCase.link = nil
  },
  linkScenario("link literal changed", .linkChanged, .brokenLinks, case: "producto") {
    $0.enums[0].entries[0].navigationCase.link?.template.segments[0] = .literal("articulo")
  },
  linkScenario("link placeholder renamed in place", .linkChanged, .compatible, case: "producto") {
    $0.enums[0].entries[0].navigationCase.link?.template.segments[1] = .placeholder(LinkPlaceholder(name: "clave", type: .int))
  },
  linkScenario("link prefix added", .linkPrefixAdded, .compatible) { $0.links?.prefixes.append("https://app.example/") },
  linkScenario("link prefix removed", .linkPrefixRemoved, .brokenLinks) { $0.links?.prefixes = [] },
  linkScenario("link depth lowered", .linkDepthChanged, .brokenLinks) { $0.links?.maxDepth = 4 },
]

/// The same app under an https prefix, with the site file published for `old`: what the change
/// does to that file (`navgen diff --site-association`, PublishedPatternChanges).
private let siteScenarios: [ClassificationScenario] = [
  linkScenario("published pattern no longer matches", .publishedPatternUnmatched, .brokenLinks, case: "producto") {
    $0.enums[0].entries[0].navigationCase.link?.template.segments[0] = .literal("articulo")
  },
  linkScenario("link not in the site file", .linkNotPublished, .compatible, case: "perfil") {
    $0.enums[0].entries[1].navigationCase.link = CaseLink(
      template: LinkTemplate(segments: [.literal("perfil")]), location: SourceLocation(file: "App.navgen.json", line: 1, column: 1))
  },
].map { scenario in
  var scenario = scenario
  scenario.old.links?.prefixes = ["https://app.example/"]
  scenario.new.links?.prefixes = ["https://app.example/"]
  return scenario
}

@Suite("Diff: every change kind and its class")
struct ChangeClassificationTests {
  @Test(arguments: scenarios + linkScenarios)
  func producesExactlyOneClassifiedChange(_ scenario: ClassificationScenario) throws {
    let diff = SchemaDiff(old: scenario.old, new: scenario.new)
    let change = try #require(diff.changes.count == 1 ? diff.changes.first : nil, "\(diff.changes)")
    #expect(change.kind == scenario.kind)
    #expect(change.classification == scenario.classification)
    #expect(change.caseName == scenario.caseName)
    #expect(!change.reason.isEmpty)
    let exitCode: Int32 = switch scenario.classification {
    case .compatible: 0
    case .brokenLinks: SchemaDiff.brokenLinksExitCode
    default: 1
    }
    #expect(diff.exitCode == exitCode)
  }

  @Test(arguments: persistedScenarios)
  func producesExactlyOnePersistedStateChange(_ scenario: ClassificationScenario) throws {
    let diff = SchemaDiff(old: scenario.old, new: scenario.new)
    let persisted = diff.changes.filter { $0.kind.rawValue.hasPrefix("persisted") }
    let change = try #require(persisted.count == 1 ? persisted.first : nil, "\(diff.changes)")
    #expect(diff.changes.count == 2, "the source change and the persisted one: \(diff.changes)")
    #expect(change.kind == scenario.kind)
    #expect(change.classification == scenario.classification)
    #expect(change.caseName == scenario.caseName)
    #expect(!change.reason.isEmpty)
    #expect((diff.exitCode == SchemaDiff.persistedStateExitCode) == (scenario.classification == .persistedState))
  }

  @Test(arguments: siteScenarios)
  func producesExactlyOneChangeToThePublishedSiteFile(_ scenario: ClassificationScenario) throws {
    let old = LinkCatalog(schema: scenario.old)
    let published = SiteAssociationBuilder(catalog: old, appIDs: ["ABCDE12345.com.example.app"]).file(forHost: "app.example")
    let changes = PublishedPatternChanges(
      old: old, new: LinkCatalog(schema: scenario.new), site: published.association, host: "app.example", fileName: "site.json"
    ).changes
    let change = try #require(changes.count == 1 ? changes.first : nil, "\(changes)")
    #expect(change.kind == scenario.kind)
    #expect(change.classification == scenario.classification)
    #expect(change.caseName == scenario.caseName)
    #expect(!change.reason.isEmpty)
  }

  @Test func everyChangeKindHasAScenario() {
    let covered = Set((scenarios + persistedScenarios + linkScenarios + siteScenarios).map(\.kind))
    let missing = ChangeKind.allCases.filter { !covered.contains($0) }
    #expect(missing.isEmpty, "no scenario for \(missing)")
  }
}
