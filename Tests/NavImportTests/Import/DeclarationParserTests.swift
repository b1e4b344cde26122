import Testing
@testable import NavImport
@testable import NavImportTestSupport

@Suite("Swift declaration parser")
struct DeclarationParserTests {
  @Test func typesNestAndKeepAttributesModifiersGenericsAndInheritance() {
    let source = """
      @preconcurrency import ComposableArchitecture
      import struct Foundation.URL

      @Reducer
      public struct Feature<Child: Reducer>: Sendable where Child.State: Equatable {
        @ObservableState
        struct State: Equatable { var count = 0 }
        @Reducer(state: .equatable, action: .equatable)
        public indirect enum Destination: Hashable, @unchecked Sendable {
          case a(A), b(label: B = B(x: 1, y: [2, 3]))
          @ReducerCaseIgnored case c
          indirect case d(Int, Dictionary<String, Array<Int>>)
          case `class`(`Type`)
        }
        final class Box {}
        actor Worker {}
        protocol Named { var name: String { get } }
      }
      extension App.Settings<Int>: Equatable where T == Int {
        enum Path {}
      }
      """
    #expect(DeclarationOutline.lines(of: source) == [
      "@preconcurrency import ComposableArchitecture @1:1",
      "import struct Foundation.URL @2:1",
      "@Reducer public struct Feature<Child: Reducer>: Sendable where Child.State: Equatable @4:1",
      "  @ObservableState struct State: Equatable @6:3",
      "    var count @7:29",
      "  @Reducer(state: .equatable, action: .equatable) public indirect enum Destination: Hashable, @unchecked Sendable @8:3",
      "    case a(A), b(label: B = B(x: 1, y: [2, 3])) @10:5",
      "    @ReducerCaseIgnored case c @11:5",
      "    indirect case d(Int, Dictionary<String, Array<Int>>) @12:5",
      "    case class(`Type`) @13:5",
      "  final class Box @15:3",
      "  actor Worker @16:3",
      "  protocol Named @17:3",
      "    var name @17:20",
      "extension App.Settings [App.Settings<Int>]: Equatable where T == Int @19:1",
      "  enum Path @20:3",
    ])
  }

  @Test func attributeArgumentsAreSplitWithLabels() throws {
    let file = DeclarationParser.parse(SourceText("@ComposableArchitecture.Reducer(state: .equatable, .hashable, action: .sendable)\nenum E {}"))
    guard case .type(let type) = try #require(file.declarations.first) else {
      Issue.record("expected a type")
      return
    }
    let attribute = try #require(type.attributes.first)
    #expect(attribute.name == "ComposableArchitecture.Reducer")
    #expect(attribute.baseName == "Reducer")
    #expect(attribute.arguments?.map { "\($0.label ?? "_"):\($0.value)" } == ["state:.equatable", "_:.hashable", "action:.sendable"])
  }

  @Test func conditionalBlocksNestWithClausesAndConditions() {
    let source = """
      enum E {
        case a
        #if DEBUG
        case b
        #if os(iOS) || os(macOS)
        case c
        #elseif canImport(UIKit) && !targetEnvironment(simulator)
        case d
        #else
        case e
        #endif
        #endif
      }
      """
    #expect(DeclarationOutline.lines(of: source) == [
      "enum E @1:1",
      "  case a @2:3",
      "  #if DEBUG @3:3",
      "    case b @4:3",
      "    #if os(iOS) || os(macOS) @5:3",
      "      case c @6:3",
      "    #elseif canImport(UIKit) && !targetEnvironment(simulator) @7:3",
      "      case d @8:3",
      "    #else @9:3",
      "      case e @10:3",
      "    #endif",
      "  #endif",
    ])
  }

  @Test func bodiesOfFunctionsPropertiesAndInitializersAreSkipped() {
    let source = """
      struct S {
        var body: some View {
          VStack { Text("}") ; if x { case }
          }
        }
        func f() -> Int where T: P
        {
          let s = "\\(g { "}" })"; let r = /[}]/
          return 1
        }
        init(x: Int) { self.x = x }
        static let shared = S(
          x: 1)
        subscript(i: Int) -> Int { i }
        typealias T = Int
        @MainActor private(set) var y: Int = 0 { didSet {} }
        #Preview("one") { S() }
        #warning("later")
        deinit {}
      }
      """
    #expect(DeclarationOutline.lines(of: source) == [
      "struct S @1:1",
      "  var body @2:3",
      "  func f @6:3",
      "  init init @11:3",
      "  static let shared @12:3",
      "  subscript @14:3",
      "  typealias T @15:3",
      "  @MainActor private(set) var y @16:3",
      "  #Preview @17:3",
      "  #warning @18:3",
      "  deinit @19:3",
    ])
  }

  /// Statements end only where a declaration starts, so consecutive ones are one skipped run.
  @Test func statementsAtFileScopeAreSkippedAsWholes() {
    let source = """
      print("a")
      if x {
        struct NotADeclarationOfTheFile {}
      }
      let y = [1, 2]
        .map { $0 * 2 }
      enum After {}
      """
    #expect(DeclarationOutline.lines(of: source) == [
      "statement @1:1",
      "let y @5:1",
      "enum After @7:1",
    ])
  }

  @Test func malformedSourceIsReportedAndReadingCarriesOn() {
    let source = """
      }
      #endif
      struct A {
        case
        enum B { case x(
      }
      enum C {
      """
    let file = DeclarationParser.parse(SourceText(source))
    #expect(DeclarationOutline.lines(file) == [
      "struct A @3:1",
      "  case @4:3",
      "  enum B @5:3",
      "    case x() @5:12",
      "  enum C @7:1",
    ])
    #expect(file.problems.map { "\($0.line):\($0.column): \($0.message)" } == [
      "1:1: a '}' that closes nothing",
      "2:1: '#endif' without '#if'",
      "5:3: 'case' without a name",
      "5:18: '(' is never closed",
      "7:8: '{' of 'enum C' is never closed",
      "3:10: '{' of 'struct A' is never closed",
    ])
  }

  @Test func deepNestingIsBoundedAndReported() {
    let depth = 2_000
    let source = String(repeating: "struct S {\n#if A\n", count: depth) + "enum Deep {}\n"
      + String(repeating: "#endif\n}\n", count: depth) + "enum After {}\n"
    let file = DeclarationParser.parse(SourceText(source))
    #expect(file.declarations.count == 2)
    #expect(DeclarationOutline.lines(file).last == "enum After @\(4 * depth + 2):1")
    #expect(file.problems.contains { $0.message.contains("nested more than") })
  }
}
