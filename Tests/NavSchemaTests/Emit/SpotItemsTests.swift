import Testing
@testable import NavSchema
@testable import NavTestSupport

/// A spot of the expansion is written in place from the enum's members; its
/// tree is built only for the expanded form's nested macros. Both must give
/// the same clauses: those of `droppingEmptyClauses` where the family prunes.
@Suite struct SpotItemsTests {
  /// Blocks with clauses that hold no child feature (body), only a case of
  /// several values (AllCasePaths), nothing at all, or a nested block. (Only
  /// clauses after every kept one may be dropped: TCA 1.25.1 would open a
  /// block with `#elseif` otherwise, which the validator refuses.)
  static let cases = #"""
    "Autor",
    {"if": "os(iOS)", "cases": ["Tele", {"name": "reunion", "ignored": ["Meeting", "syncUp: SyncUp"]}],
     "else": [{"name": "cerrado"}]},
    {"if": "DEBUG", "cases": [{"if": "os(iOS)", "cases": [{"name": "web", "ignored": "URL"}]}, "Depuracion"]},
    {"if": "os(watchOS)", "cases": []},
    {"if": "os(macOS)", "cases": [{"name": "junta", "ignored": ["Meeting", "Int"]}]}
    """#

  static func emitter(release: String) throws -> ReducerEnumEmitter {
    let json = #"{"version": 1, "tca": "\#(release)", "enums": [{"name": "Feature", "cases": [\#(cases)]}]}"#
    let schema = try LoaderTestSupport.schema(json)
    return ReducerEnumEmitter(schema.enums[0], style: .macroForm, family: schema.tcaVersion.family)
  }

  /// What `spot` writes in place, and what writing its tree gives.
  static func bothWays<Item>(_ spot: SpotItems<Item>, _ render: @escaping (Item) -> String) -> (String, String) {
    var inPlace = SwiftWriter()
    spot.write(into: &inPlace) { item, writer in writer.line(render(item)) }
    var fromTree = SwiftWriter()
    fromTree.writeConditionals(spot.tree) { item, writer in writer.line(render(item)) }
    return (inPlace.output, fromTree.output)
  }

  /// 1.24.0 keeps empty clauses, 1.25.1 drops them.
  @Test(arguments: ["1.24.0", "1.25.1"])
  func inPlaceAndTreeAgree(release: String) throws {
    let emitter = try Self.emitter(release: release)
    let state = Self.bothWays(emitter.spot { $0.stateCase }) { $0.declarationText }
    #expect(state.0 == state.1)
    let children = emitter.spot { $0.childReducer }
    let body = Self.bothWays(children) { $0.name }
    #expect(body.0 == body.1)
    let paths = Self.bothWays(emitter.spot { $0.casePathProperty }) { $0.name }
    #expect(paths.0 == paths.1)
    #expect(children.items.map(\.name) == children.tree.conditionalItems().map(\.name))
    #expect(children.hasBlock == children.tree.contains(where: \.isBlock))
    #expect(children.isEmpty == children.tree.isEmpty)
  }

  @Test func pruningLeavesOutClausesWithNothingThere() throws {
    let body = Self.bothWays(try Self.emitter(release: "1.25.1").spot { $0.childReducer }) { $0.name }.0
    #expect(body == "autor\n#if os(iOS)\ntele\n#endif\n#if DEBUG\ndepuracion\n#endif\n")
    let paths = Self.bothWays(try Self.emitter(release: "1.25.1").spot { $0.casePathProperty }) { $0.name }.0
    #expect(paths == "autor\n#if os(iOS)\ntele\n#else\ncerrado\n#endif\n#if DEBUG\n#if os(iOS)\nweb\n#endif\ndepuracion\n#endif\n")
    let kept = Self.bothWays(try Self.emitter(release: "1.24.0").spot { $0.childReducer }) { $0.name }.0
    #expect(kept.contains("#if os(watchOS)\n#endif\n#if os(macOS)\n#endif\n"))
  }

  @Test func aSpotWithNothingIsEmpty() throws {
    let json = #"{"version": 1, "enums": [{"name": "Feature", "cases": [{"if": "DEBUG", "cases": [{"name": "cerrado"}]}]}]}"#
    let schema = try LoaderTestSupport.schema(json)
    let emitter = ReducerEnumEmitter(schema.enums[0], style: .macroForm, family: schema.tcaVersion.family)
    #expect(emitter.spot { $0.childReducer }.isEmpty)
    #expect(!emitter.spot { $0.stateCase }.isEmpty)
    #expect(emitter.spot { $0.stateCase }.hasBlock)
  }
}
