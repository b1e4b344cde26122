import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The random schemas are reproducible and cover the whole format: every case kind, access
/// level and the other shapes must occur, counted on what `SchemaLoader` read from the JSON.
@Suite("Random schema generator")
struct RandomSchemaGeneratorTests {
  let generator = RandomSchemaGenerator(seed: RandomSchemaGenerator.defaultSeed)

  @Test("SplitMix64 gives the reference sequence")
  func splitMixReferenceValues() {
    // The first outputs of SplitMix64 seeded with 0, as published with the algorithm.
    var random = SplitMix64(seed: 0)
    #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
  }

  @Test("the same seed and index give the same schema; others differ")
  func reproducible() {
    for index in [0, 17, 199] {
      let first = RandomSchemaJSON.text(of: generator.schema(at: index))
      #expect(first == RandomSchemaJSON.text(of: RandomSchemaGenerator(seed: generator.seed).schema(at: index)))
      #expect(first != RandomSchemaJSON.text(of: RandomSchemaGenerator(seed: generator.seed &+ 1).schema(at: index)))
      #expect(first != RandomSchemaJSON.text(of: generator.schema(at: index + 1)))
    }
  }

  @Test("a seed can be given in decimal or hexadecimal")
  func seedFromEnvironment() throws {
    #expect(try RandomSchemaReport.seed(environment: [:]) == RandomSchemaGenerator.defaultSeed)
    #expect(try RandomSchemaReport.seed(environment: [RandomSchemaReport.seedVariable: "0x1F"]) == 31)
    #expect(try RandomSchemaReport.seed(environment: [RandomSchemaReport.seedVariable: "42"]) == 42)
    #expect(throws: RandomSchemaReport.InvalidSeed.self) {
      try RandomSchemaReport.seed(environment: [RandomSchemaReport.seedVariable: "forty-two"])
    }
  }

  @Test("the schemas of the compile test cover the format")
  func coverage() throws {
    var counts: [String: Int] = [:]
    func count(_ shape: String, _ occurs: Bool = true) {
      if occurs { counts[shape, default: 0] += 1 }
    }
    for index in 0..<RandomSchemaCompileTests.latestFamilySchemaCount {
      let spec = generator.schema(at: index)
      let loaded = SchemaLoader.load(contents: Array(RandomSchemaJSON.text(of: spec).utf8), fileName: spec.fileName)
      let schema = try #require(loaded.schema, "schema \(index): \(loaded.diagnostics)")
      count("file access \(spec.fileAccess?.rawValue ?? "omitted")")
      count("Foundation imported", schema.imports.contains("Foundation"))
      count("dotted feature", schema.features.contains { $0.name.contains(".") })
      for navigationEnum in schema.enums {
        count("\(navigationEnum.access.rawValue) enum")
        count("empty enum", navigationEnum.cases.isEmpty)
        count("enum attribute", !navigationEnum.attributes.isEmpty)
        count("dotted top-level enum", navigationEnum.role == .standalone && !navigationEnum.scope.isEmpty)
        count(
          "enum nested in a generated enum",
          schema.enums.contains { navigationEnum.scope.joined(separator: ".") == $0.qualifiedName })
        count("explicit Action", navigationEnum.hasExplicitAction)
        count("explicit Action written", navigationEnum.explicitAction != nil)
        count("enum inside #if", navigationEnum.condition != nil)
        count("@Reducer arguments", !navigationEnum.reducerArguments.state.isEmpty || !navigationEnum.reducerArguments.action.isEmpty)
        count("action enum written", navigationEnum.topLevelNestedEnums.contains { $0.name != "Action" })
        for conformance in navigationEnum.stateConformances { count("State: \(conformance)") }
        for conformance in navigationEnum.actionConformances { count("Action: \(conformance)") }
        let reducers = navigationEnum.cases.compactMap { navigationCase -> TypeRef? in
          if case .reducer(let type, _) = navigationCase.payload { return type }
          return nil
        }
        count("cases sharing a reducer", Set(reducers).count < reducers.count)
        count("#if in the middle", navigationEnum.placedCases.dropFirst().dropLast().contains { $0.condition != nil })
        for navigationCase in navigationEnum.placedCases {
          count(Self.kind(of: navigationCase.payload))
          count("case condition", navigationCase.condition != nil)
          count("case attribute", !navigationCase.attributes.isEmpty)
          count("case in #elseif", navigationCase.clauses.contains { $0.keyword == .elseif })
          count("case in #else", navigationCase.clauses.contains { $0.keyword == .else })
          count("case in nested #if", navigationCase.clauses.count > 1)
          count("case declared with others", navigationCase.declaration.elements.count > 1)
          count("markers written by hand", navigationCase.declaration.markers?.isEmpty == false)
          count("no marker written", navigationCase.declaration.markers?.isEmpty == true)
          count("labelled value", navigationCase.navigationCase.label != nil)
        }
        if let glue = navigationEnum.swiftUI { countGlue(glue, of: navigationEnum, count) }
      }
      for navigationCase in spec.allEnums.flatMap(\.cases) { count("shorthand case", navigationCase.isShorthand) }
    }
    let required = [
      "reducer", "reducer with initializer", "enum reducer body", "generic reducer",
      "alert with generated actions", "alert of an existing type", "alert of Never",
      "dialog with generated actions", "dialog of an existing type", "custom ephemeral",
      "ignored value", "ignored values", "ignored labelled value", "ignored with explicit action",
      "no payload", "shorthand case",
      "file access omitted", "file access internal", "file access public", "file access package",
      "internal enum", "public enum", "package enum", "Foundation imported",
      "dotted feature", "dotted top-level enum", "enum nested in a generated enum", "empty enum",
      "enum attribute", "case attribute", "case condition", "#if in the middle", "explicit Action",
      "cases sharing a reducer", "case in #elseif", "case in #else", "case in nested #if",
      "case declared with others", "markers written by hand", "no marker written", "labelled value",
      "explicit Action written", "action enum written", "enum inside #if", "@Reducer arguments",
      "State: Equatable", "State: Hashable", "State: Sendable", "State: Swift.Equatable",
      "Action: Equatable", "Action: Hashable", "Action: Sendable",
      "glued destination", "glued path", "glued path of enums without parent", "glued enum of enums",
      "glue: perception", "glue: property written", "glue: action written", "glue: function written",
      "glue: stack written", "glue: access written", "glue: other closure",
      "view named", "view left out", "presented: sheet", "presented: fullScreenCover", "presented: popover",
      "presented: navigationDestination", "presented: alert", "presented: confirmationDialog", "pushed",
      "presentation written", "migrated alert presented", "migrated alert presented through a written Action",
    ]
    for shape in required {
      #expect(counts[shape, default: 0] >= 5, "only \(counts[shape, default: 0]) × \(shape); all counts: \(counts)")
    }
  }

  private func countGlue(_ glue: SwiftUIGlue, of navigationEnum: NavigationEnum, _ count: (String, Bool) -> Void) {
    count("glued \(glue.role.rawValue)", true)
    count("glued enum of enums", navigationEnum.role == .standalone)
    count("glued path of enums without parent", glue.role == .path && glue.parent == nil)
    count("glue: perception", glue.observation == .perception)
    let property = SwiftUIGlue.defaultStateProperty(forEnumNamed: navigationEnum.name)
    count("glue: property written", glue.stateProperty != property)
    count("glue: action written", glue.actionCase != glue.stateProperty)
    let defaultFunction = glue.role == .destination ? glue.stateProperty : SwiftUIGlue.defaultPathFunctionName
    count("glue: function written", glue.functionName != defaultFunction)
    count("glue: stack written", glue.hasStackFunction && glue.stackFunctionName != SwiftUIGlue.defaultStackFunctionName)
    count("glue: access written", glue.access != navigationEnum.access)
    let items = navigationEnum.cases.map { navigationEnum.glueItem(of: $0, in: glue.role) }
    count("glue: other closure", glue.role == .path && items.contains(.leftToApp))
    for (navigationCase, item) in zip(navigationEnum.cases, items) {
      if case .named = navigationCase.glue.view { count("view named", true) }
      if case .omitted = navigationCase.glue.view { count("view left out", true) }
      count("presentation written", navigationCase.glue.presentation != nil)
      switch item {
      case .presented(let presentation, _):
        count("presented: \(presentation.rawValue)", true)
        if case .ignored(_, let action) = navigationCase.payload {
          count("migrated alert presented", true)
          count("migrated alert presented through a written Action", action == nil)
        }
      case .pushed: count("pushed", true)
      case .leftToApp: break
      }
    }
  }

  private static func kind(of payload: NavigationCase.Payload) -> String {
    switch payload {
    case .reducer(let type, let initializer):
      if initializer?.hasSuffix(".body") == true { return "enum reducer body" }
      if case .nominal(let components) = type, components.contains(where: { !$0.genericArguments.isEmpty }) {
        return "generic reducer"
      }
      return initializer == nil ? "reducer" : "reducer with initializer"
    case .alert(.generated): return "alert with generated actions"
    case .alert(.existing(let type)): return type.description == "Never" ? "alert of Never" : "alert of an existing type"
    case .confirmationDialog(.generated): return "dialog with generated actions"
    case .confirmationDialog(.existing): return "dialog of an existing type"
    case .ephemeral: return "custom ephemeral"
    case .ignored(_, _?): return "ignored with explicit action"
    case .ignored(let parameters, _) where parameters.count > 1: return "ignored values"
    case .ignored(let parameters, _) where parameters[0].label != nil: return "ignored labelled value"
    case .ignored: return "ignored value"
    case .none: return "no payload"
    }
  }
}
