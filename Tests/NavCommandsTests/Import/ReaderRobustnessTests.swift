import Foundation
import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavImport
@testable import NavSchema
@testable import NavTestSupport

/// The reader and import never crash, hang or lose their place, on any input:
/// every Swift file of this repository reads without a single problem, and
/// seeded byte mutations of real files (a fixed number of them, so the run
/// is the same everywhere) and hostile inputs all come back with consistent
/// tokens and a schema that loads. `NAVGEN_FUZZ_ITERATIONS` raises the count;
/// `NAVGEN_FUZZ_SEED` replays a failure.
@Suite("Swift reader: robustness")
struct ReaderRobustnessTests {
  /// Every `.swift` file in the repository, found the way `navgen import` finds them.
  static let repositoryFiles: [String] = SwiftFileSearch.files(in: Repository.root.path)

  @Test func everySwiftFileOfTheRepositoryReadsWithoutAProblem() throws {
    #expect(Self.repositoryFiles.count > 150)
    #expect(Self.repositoryFiles.contains("Plugins/NavGenPlugin/NavGenPlugin.swift"))
    for path in Self.repositoryFiles {
      let bytes = try Repository.bytes(Repository.url(path))
      let source = SourceText(bytes)
      let file = DeclarationParser.parse(source)
      #expect(file.problems.isEmpty, "\(path): \(file.problems)")
      Self.checkInvariants(of: file, in: source, name: path)
      let result = SwiftImporter.importSchema([SwiftSource(fileName: path, contents: bytes)], schemaFileName: "x.navgen.json")
      #expect(!SchemaLoader.load(contents: Array(result.json.utf8), fileName: "x").diagnostics.hasErrors, "\(path)")
    }
  }

  @Test func seededByteMutationsOfRealFiles() throws {
    let environment = ProcessInfo.processInfo.environment
    let iterations = environment["NAVGEN_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 3_000
    let seed = environment["NAVGEN_FUZZ_SEED"].flatMap { UInt64($0.replacingOccurrences(of: "0x", with: ""), radix: 16) }
      ?? 0x5EED_F00D
    let corpus = try Self.corpusPaths.map { try Repository.bytes(Repository.url($0)) }
    for iteration in 0..<iterations {
      var random = SplitMix64.derived(seed: seed, index: iteration)
      var bytes = corpus[random.below(corpus.count)]
      for _ in 0..<random.int(in: 1...8) { ByteMutation.apply(random.pick(ByteMutation.allCases), to: &bytes, using: &random) }
      let replay = "iteration \(iteration), NAVGEN_FUZZ_SEED=0x\(String(seed, radix: 16))"
      let source = SourceText(bytes)
      let file = DeclarationParser.parse(source)
      Self.checkInvariants(of: file, in: source, name: replay)
      let result = SwiftImporter.importSchema([SwiftSource(fileName: "m.swift", contents: bytes)], schemaFileName: "m.navgen.json")
      let reloaded = SchemaLoader.load(contents: Array(result.json.utf8), fileName: "m.navgen.json")
      #expect(!reloaded.diagnostics.hasErrors, "\(replay): \(reloaded.diagnostics)")
      #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location.line >= 1 }, "\(replay)")
    }
  }

  @Test(arguments: HostileInput.allCases)
  func hostileInputsAreReadInBoundedDepth(_ input: HostileInput) {
    let bytes = Array(input.text.utf8)
    let source = SourceText(bytes)
    let file = DeclarationParser.parse(source)
    Self.checkInvariants(of: file, in: source, name: "\(input)")
    SwiftImporter.fuzzEntry(bytes)
  }

  /// Files the mutations start from: feature files, round-trip inputs and some of NavGen's own sources.
  static let corpusPaths = [
    "Tests/ImportFixtures/Features/AppFeature.swift",
    "Tests/ImportFixtures/Features/Inbox.swift",
    "Tests/ImportFixtures/Features/SyncUpDetail.swift",
    "Tests/ImportFixtures/RoundTrip/CaseKinds.swift",
    "Tests/ImportFixtures/RoundTrip/MigrationAndConditions.swift",
    "Sources/NavImport/Read/SwiftLexer+Strings.swift",
    "Tests/NavImportTests/Import/SwiftLexerTests.swift",
  ]

  /// Tokens in order, inside the file, each the text it covers; between
  /// tokens only whitespace and comments; every location inside the file.
  static func checkInvariants(of file: SwiftSourceFile, in source: SourceText, name: String) {
    var previousEnd = 0
    for token in file.tokens {
      guard token.range.lowerBound >= previousEnd, token.range.upperBound <= source.count, !token.range.isEmpty,
        token.text == source.text(token.range)
      else {
        Issue.record("\(name): token \(token) out of order or not its text")
        return
      }
      previousEnd = token.range.upperBound
    }
    let lineCount = source.position(of: max(source.count - 1, 0)).line
    for problem in file.problems where problem.line < 1 || problem.line > lineCount {
      Issue.record("\(name): problem outside the file: \(problem)")
    }
    var stack = file.declarations
    while let declaration = stack.popLast() {
      let range = declaration.tokenRange
      if range.lowerBound > range.upperBound || range.upperBound > file.tokens.count || range.isEmpty {
        Issue.record("\(name): declaration with token range \(range)")
      }
      switch declaration {
      case .type(let type): stack += type.members ?? []
      case .conditional(let block): stack += block.clauses.flatMap(\.members)
      default: break
      }
    }
  }
}

/// What a mutation does to a file's bytes.
enum ByteMutation: CaseIterable {
  case replaceByte, insertFragment, deleteRange, duplicateRange, truncate

  /// Bytes and fragments that matter to a Swift lexer.
  static let fragments: [[UInt8]] = [
    "\"", "\"\"\"", "#", "##\"", "\"#", "/", "/*", "*/", "//", "\\(", "\\#(", "(", ")", "{", "}", "[", "]", "<", ">",
    "`", "#if DEBUG\n", "#else\n", "#endif\n", "@Reducer ", "enum ", "case ", "extension ", ",", ":", "=", "\n", "#/",
    "/#", " /a/ ", "\u{0}", "é",
  ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x80]]

  static func apply(_ mutation: ByteMutation, to bytes: inout [UInt8], using random: inout SplitMix64) {
    guard !bytes.isEmpty else {
      bytes = random.pick(fragments)
      return
    }
    let position = random.below(bytes.count)
    switch mutation {
    case .replaceByte:
      bytes[position] = random.pick(fragments).first ?? 0
    case .insertFragment:
      bytes.insert(contentsOf: random.pick(fragments), at: position)
    case .deleteRange:
      bytes.removeSubrange(position..<min(bytes.count, position + random.int(in: 1...40)))
    case .duplicateRange:
      let end = min(bytes.count, position + random.int(in: 1...200))
      bytes.insert(contentsOf: bytes[position..<end], at: random.below(bytes.count))
    case .truncate:
      bytes.removeSubrange(position...)
    }
  }
}

/// Inputs built to exhaust a recursive or quadratic reader.
enum HostileInput: String, CaseIterable, Sendable {
  case braces, parentheses, conditionals, interpolations, blockComments, angles, attributes, cases, quotes, typeNesting

  var text: String {
    let count = 50_000
    switch self {
    case .braces: return String(repeating: "{", count: count) + String(repeating: "}", count: count / 2)
    case .parentheses: return "@Reducer enum E { case a(" + String(repeating: "(", count: count) + " }"
    case .conditionals: return String(repeating: "#if A\n", count: count / 10) + "@Reducer enum E { case a(A) }"
    case .interpolations: return String(repeating: #""\("#, count: count / 4)
    case .blockComments: return String(repeating: "/*", count: count) + "enum E {}"
    case .angles: return "extension A" + String(repeating: "<", count: count) + " { @Reducer enum E { case a(A) } }"
    case .attributes: return String(repeating: "@A(", count: count / 3) + "enum E {}"
    case .cases: return "@Reducer enum E {" + String(repeating: "case a(A),", count: count / 10) + "}"
    case .quotes: return String(repeating: "\"\"\"\n\\(\n", count: count / 5)
    case .typeNesting: return String(repeating: "enum E {\n", count: count / 9) + "@Reducer enum F { case a(A) }"
    }
  }
}
