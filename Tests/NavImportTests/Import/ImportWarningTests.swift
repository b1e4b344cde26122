import Foundation
import Testing
@testable import NavImport
@testable import NavSchema
@testable import NavTestSupport

/// Every warning import gives, each from the smallest Swift that causes it:
/// located at the construct, naming what to do, and the rest still imported.
@Suite("Import: warnings")
struct ImportWarningTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var swift: String
    /// `line:column` and a piece of the message, per warning, in file order.
    var warnings: [(String, String)]
    var testDescription: String { name }
  }

  private static func importing(_ swift: String, file: String = "F.swift") -> SwiftImportResult {
    SwiftImporter.importSchema([SwiftSource(fileName: file, contents: Array(swift.utf8))], schemaFileName: "F.navgen.json")
  }

  static let cases: [Case] = [
    Case(name: "reader problem", swift: "@Reducer enum E { case a(A) }\nlet s = \"open\n", warnings: [
      ("2:9", "the Swift reader cannot make sense of this (unterminated string literal); declarations here may be missed"),
    ]),
    Case(name: "no body", swift: "@Reducer enum E\n", warnings: [
      ("1:10", "the Swift reader cannot make sense of this ('enum E' has no body)"), ("1:15", "'E' has no body and was not imported"),
    ]),
    Case(name: "backticked name", swift: "@Reducer enum `Type` { case a(A) }", warnings: [
      ("1:15", "'Type' cannot be imported: "),
    ]),
    Case(name: "generic", swift: "@Reducer enum E<T> { case a(A) }", warnings: [("1:15", "has generic parameters '<T>'")]),
    Case(name: "explicit State", swift: "@Reducer enum E { case a(A)\n  typealias State = Int }", warnings: [
      ("2:3", "'E' declares its own 'State', so the macro leaves part of its expansion to it"),
    ]),
    Case(name: "own body", swift: "@Reducer enum E { case a(A)\n  static var body: some ReducerOf<Self> { EmptyReducer() } }", warnings: [
      ("2:3", "'E' declares its own 'body'"),
    ]),
    Case(name: "private and indirect", swift: "@Reducer private indirect enum E { case a(A) }", warnings: [
      ("1:1", "'E' is 'private', which a generated file (another file) cannot declare; it is imported as internal"),
      ("1:1", "the modifier 'indirect' of 'E' cannot be held by the schema and was dropped"),
    ]),
    Case(name: "attribute beyond the grammar", swift: #"@Reducer @Tag("a\(b)") enum E { case a(A) }"#, warnings: [
      ("1:10", #"the attribute '@Tag("a\(b)")' of 'E' cannot be held by the schema (backslashes"#),
    ]),
    Case(name: "reducer arguments", swift: "@Reducer(state: .equatable, .hashable, action: .comparable) enum E { case a(A) }", warnings: [
      ("1:1", "the argument '.comparable' of '@Reducer(state: .equatable, .hashable, action: .comparable)' is not one of '.codable', '.decodable'"),
    ]),
    Case(name: "where clause and a conformance beyond the grammar", swift: "@Reducer enum E: Equatable, P & Q where Self: Sendable { case a(A) }", warnings: [
      ("1:29", "the conformance 'P & Q' of 'E' cannot be held by the schema"),
      ("1:15", "the 'where Self: Sendable' clause of 'E' cannot be held by the schema and was dropped"),
    ]),
    Case(name: "enum inside #else", swift: "#if DEBUG\n#else\n@Reducer enum E { case a(A) }\n#endif", warnings: [
      ("2:1", "the schema holds the condition around an enum as one '#if'; 'E' is imported under '#if !DEBUG'"),
    ]),
    Case(name: "private enclosing type and constrained extension", swift: "private struct F {}\nextension F where T == Int { @Reducer enum E { case a(A) } }\nprivate struct G { @Reducer enum E { case a(A) } }", warnings: [
      ("2:1", "the 'where T == Int' clause of the extension around 'F.E' cannot be held by the schema; the enum is imported into an unconstrained extension"),
      ("3:1", "'G.E' is nested in the 'private' struct 'G', which a generated file (another file) cannot extend; it was not imported (keep it in Swift)"),
    ]),
    Case(name: "a private extension two types out", swift: "fileprivate extension App {\n  struct Inner { @Reducer enum Path { case a(A) } }\n}", warnings: [
      ("1:1", "'App.Inner.Path' is nested in the 'fileprivate' extension 'App', which a generated file (another file) cannot extend; it was not imported (keep it in Swift)"),
    ]),
    Case(name: "an enum in a type declared inside a function", swift: "func make() {\n  struct Local {\n    @Reducer(state: .equatable) enum Path { case a(A) }\n  }\n}\nvar preview: Int {\n  @Reducer enum Sheet { case b(B) }\n  return 1\n}", warnings: [
      ("3:38", "'Path' is declared inside function 'make', where a generated file (another file) cannot reach it; it was not imported (keep it in Swift)"),
      ("7:17", "'Sheet' is declared inside property 'preview', where a generated file (another file) cannot reach it; it was not imported (keep it in Swift)"),
    ]),
    Case(name: "a case holding a private type", swift: "private struct Detail {}\n@Reducer enum E {\n  case a(A)\n  case detail(Detail)\n}", warnings: [
      ("4:15", "'E' holds 'Detail' in a case, and struct 'Detail' is 'private' in this file, which a generated file (another file) cannot see; it was not imported (keep it in Swift)"),
    ]),
    Case(name: "a case holding a type inside a fileprivate one, or a private alias", swift: "fileprivate enum Parts { struct Row {} }\nextension F { private typealias Alias = Int }\n@Reducer enum E { case row(Parts.Row) }\n@Reducer enum G { case alert(AlertState<Alias>) }", warnings: [
      ("3:28", "'E' holds 'Parts' in a case, and enum 'Parts' is 'fileprivate' in this file"),
      ("4:30", "'G' holds 'Alias' in a case, and type alias 'Alias' is 'private' in this file"),
    ]),
    Case(name: "members the schema cannot hold", swift: "@Reducer enum E {\n  case a(A)\n  var x: Int { 1 }\n  struct S {}\n  #if DEBUG\n  @Reducer enum Inner { case b(B) }\n  #endif\n}", warnings: [
      ("3:3", "property 'x' inside 'E' cannot be held by the schema; move it into an `extension E { }` of your own, where it keeps working"),
      ("4:3", "struct 'S' inside 'E' cannot be held by the schema; move it into an `extension E { }`"),
      ("6:3", "the nested @Reducer enum 'Inner' is imported on its own, but the schema places one inside 'E' only outside '#if'"),
    ]),
    Case(name: "case attributes, modifiers, raw values", swift: "@Reducer enum E {\n  @ReducerCaseIgnored @available(iOS 17, *) indirect case a(URL) = 1\n}", warnings: [
      ("2:23", "the schema writes the attributes of case 'a' before its '@ReducerCase…' markers"),
      ("2:3", "the modifier 'indirect' of case 'a' cannot be held by the schema and was dropped"),
      ("2:59", "the raw value '1' of case 'a' cannot be held by the schema and was dropped"),
    ]),
    Case(name: "a marker written twice", swift: "@Reducer enum E {\n  @ReducerCaseIgnored @ReducerCaseIgnored case b(X, Y)\n}", warnings: [
      ("2:23", "case 'b' repeats '@ReducerCaseIgnored', which the schema holds once"),
    ]),
    Case(name: "default value of an ignored case", swift: "@Reducer enum E {\n  @ReducerCaseIgnored case a(A = A())\n}", warnings: [
      ("2:28", "the default value 'A()' of case 'a' cannot be held by the schema and was dropped"),
    ]),
    Case(name: "default value beyond the grammar", swift: "@Reducer enum E {\n  case a(A = A { return $0 })\n}", warnings: [
      ("2:8", "case 'a' cannot be imported: the schema cannot hold its default value"),
    ]),
    Case(name: "parameter names", swift: "@Reducer enum E {\n  case a(_ x: A)\n}", warnings: [
      ("2:10", "case 'a' cannot be imported: the schema cannot hold the parameter name of its value"),
    ]),
    Case(name: "condition beyond the grammar", swift: "@Reducer enum E {\n  case a(A)\n  #if swift(>=5.9) && $Feature\n  case c(C)\n  #endif\n}", warnings: [
      ("3:3", "the condition of this '#if' cannot be held by the schema"),
    ]),
    Case(name: "an explicit Action inside #if", swift: "@Reducer enum E {\n  @ReducerCaseIgnored case a(AlertState<A>)\n  #if DEBUG\n  enum Action { case a(A) }\n  #endif\n}", warnings: [
      ("4:3", "enum 'Action' cannot be imported: an explicit 'Action' cannot sit inside '#if'"),
    ]),
    Case(name: "a block the macro would expand into broken code", swift: "@Reducer enum E {\n  #if A\n  case a(Int, Int)\n  #else\n  case b(B)\n  #endif\n}", warnings: [
      ("3:3", "the '#if A' block cannot be imported: TCA 1.25.5's @Reducer leaves the clause '#if A' out of 'body'"),
    ]),
    Case(name: "a warning of the schema loader", swift: "@Reducer enum E {\n  #if os(iOS)\n  case x(X)\n  #elseif os(macOS)\n  case a(Int, Int)\n  #elseif os(tvOS)\n  case b(B)\n  #endif\n}", warnings: [
      ("3:3", "the '#if os(iOS)' block: TCA 1.25.5's @Reducer leaves the clause '#elseif os(macOS)' out of 'body'"),
    ]),
    Case(name: "what an enum inside the enum cannot hold", swift: "@Reducer enum E {\n  case alert(AlertState<Alert>)\n  enum Alert: String {\n    case ok = \"OK\"\n    func title() -> String { rawValue }\n  }\n  enum Generic<T> { case a }\n}", warnings: [
      ("4:10", "the raw value '\"OK\"' of case 'ok' cannot be held by the schema and was dropped"),
      ("5:5", "function 'title' inside 'E.Alert' cannot be held by the schema; move it into an `extension E.Alert { }` of your own"),
      ("7:3", "enum 'Generic' inside 'E' has generic parameters or a 'where' clause, which the schema cannot hold"),
    ]),
    Case(name: "conformance extensions", swift: "@Reducer enum E { case a(A) }\n#if DEBUG\nextension E.State: Equatable where A: B { var x: Int { 1 } }\n#endif\nextension E.Action: @unchecked Sendable {}", warnings: [
      ("2:1", "the schema writes the extension of 'E.State' without a condition, as the enum"),
      ("3:1", "the members of the extension of 'E.State' are not imported"),
      ("3:1", "the 'where A: B' clause of the extension of 'E.State' cannot be held by the schema"),
      ("5:21", "the conformance '@unchecked Sendable' of the extension of 'E.Action' cannot be held by the schema"),
    ]),
    Case(name: "conformance extension attributes", swift: "@Reducer enum E { case a(A) }\n@available(iOS 17, *) extension E.State: Equatable {}", warnings: [
      ("2:1", "the schema writes the extension of 'E.State' with the enum's '@available' attributes only, and no modifiers"),
    ]),
    Case(name: "an import attribute the schema cannot hold", swift: "@testable import Feature\n@Reducer enum E { case a(A) }", warnings: [
      ("1:1", "the attribute '@testable' of the import of 'Feature' cannot be held by the schema ('@testable' cannot be written on an import here (allowed: "),
    ]),
    Case(name: "a case name the expansion reserves", swift: "@Reducer enum E {\n  case body(Body)\n  case a(A)\n}", warnings: [
      ("2:3", "case 'body' cannot be imported: case name 'body' (derived from 'Body') clashes with the static 'body' property that @Reducer adds"),
    ]),
  ]

  @Test(arguments: cases)
  func warns(_ example: Case) {
    let result = Self.importing(example.swift)
    let got = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location.file == "F.swift" })
    #expect(got.count == example.warnings.count, "\(got.joined(separator: "\n"))")
    for (position, fragment) in example.warnings {
      #expect(got.contains { $0.hasPrefix(position + " ") && $0.contains(fragment) }, "\(position) \(fragment)\nin:\n\(got.joined(separator: "\n"))")
    }
    let reloaded = SchemaLoader.load(contents: Array(result.json.utf8), fileName: "F.navgen.json")
    #expect(!reloaded.diagnostics.hasErrors)
  }

  @Test func theRestIsStillImported() {
    let result = Self.importing("@Reducer enum E {\n  case body(Body)\n  case a(A)\n  func helper() {}\n}")
    #expect(result.schema.enums.map { $0.cases.map(\.name) } == [["a"]])
  }

  /// A fuzzer finding (`Fuzz/Regressions/swift/reducer-enum-keyword-at-end-of-a-body`): a body the
  /// reader skips runs to the end of the file, which ends right after `@Reducer enum`; looking for
  /// the enum's name read past the last token.
  @Test func aFileEndingAfterReducerEnumInABodyIsRead() throws {
    let result = Self.importing("func f() {\n  @Reducer\n  enum")
    #expect(result.schema.enums.isEmpty)
    let finding = try Data(contentsOf: Repository.url("Fuzz/Regressions/swift/reducer-enum-keyword-at-end-of-a-body"))
    _ = SwiftImporter.importSchema(
      [SwiftSource(fileName: "F.swift", contents: Array(finding))], schemaFileName: "F.navgen.json")
  }

  @Test func whatAGeneratedFileCannotReachIsNotImportedAndTheRestIs() {
    let result = Self.importing("""
      private struct Hidden { @Reducer enum Path { case a(A) } }
      private struct Detail {}
      @Reducer enum Kept { case detail(Detail) }
      @Reducer enum Open { case b(B) }
      struct Visible { private(set) var count = 0 }
      extension Visible { @Reducer enum Sheet { case c(C) } }
      """)
    #expect(Set(result.schema.enums.map(\.qualifiedName)) == ["Open", "Visible.Sheet"])
    #expect(result.diagnostics.map(\.location.line) == [1, 3])
  }

  @Test func aDuplicateEnumKeepsTheFirstDeclaration() {
    let sources = [
      SwiftSource(fileName: "A.swift", contents: Array("extension F { @Reducer enum D { case a(A) } }".utf8)),
      SwiftSource(fileName: "B.swift", contents: Array("extension F { @Reducer enum D { case b(B) } }".utf8)),
    ]
    let result = SwiftImporter.importSchema(sources, schemaFileName: "F.navgen.json")
    #expect(result.diagnostics.map(\.description) == [
      "B.swift:1:15: warning: 'F.D' is also declared at A.swift:1:15; only that one is imported",
    ])
    #expect(result.schema.enums.first?.cases.map(\.name) == ["a"])
  }

  @Test func conformancesFromOtherFilesAreCollected() {
    let sources = [
      SwiftSource(fileName: "A.swift", contents: Array("extension F { @Reducer enum D { case a(A) } }".utf8)),
      SwiftSource(fileName: "B.swift", contents: Array("extension F.D.State: Equatable {}\nextension F.D.Action: Sendable {}".utf8)),
    ]
    let result = SwiftImporter.importSchema(sources, schemaFileName: "F.navgen.json")
    #expect(result.diagnostics.isEmpty)
    #expect(result.schema.enums.first?.stateConformances == [.named("Equatable")])
    #expect(result.schema.enums.first?.actionConformances == [.named("Sendable")])
  }

  @Test func nothingFoundIsAnEmptySchema() {
    let result = Self.importing("struct S { var x = 1 }")
    #expect(result.diagnostics.isEmpty)
    #expect(result.json == "{\n  \"version\": 1\n}\n")
  }
}
