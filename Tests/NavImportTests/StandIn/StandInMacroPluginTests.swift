import Foundation
import Testing
@testable import NavImport
@testable import NavSchema
@testable import NavTestSupport

/// The stand-in's macro plugin (`StandInMacroPlugin`): what it answers is the expanded form,
/// the macro form compiles only with it and only while its attributes are there, and what it
/// cannot expand is a located error.
@Suite("The stand-in's macro plugin")
struct StandInMacroPluginTests {
  /// The `#externalMacro` of each macro the plugin expands with NavGen's code, as the stand-in
  /// (and swift-case-paths and TCA) declare them.
  static let externalMacros: [NestedMacro: (module: String, type: String)] = [
    .casePathable: ("CasePathsMacros", "CasePathableMacro"),
    .observableState: ("ComposableArchitectureMacros", "ObservableStateMacro"),
  ]

  static let families = ExpansionFamily.all.map(\.id)

  @Test(
    "expanding the macro form's enums gives the expanded form's members and extensions",
    arguments: ExampleSources.exampleNames, families)
  func expansionsAreTheExpandedForm(example: String, family: String) async throws {
    let macroGolden = Repository.url("Tests/Golden/tca/\(family)/macro/\(example).swift")
    guard FileManager.default.fileExists(atPath: macroGolden.path) else {
      // A family that refuses the example has a refusal golden instead (ExampleGoldenTests).
      #expect(FileManager.default.fileExists(atPath: Repository.url("Tests/Golden/tca/\(family)/refused/\(example).txt").path))
      return
    }
    let macroForm = try String(contentsOf: macroGolden, encoding: .utf8)
    let expandedForm = try String(
      contentsOf: Repository.url("Tests/Golden/tca/\(family)/expanded/\(example).swift"), encoding: .utf8)
    let attached = GoldenEnums.attached(in: macroForm)
    #expect(!attached.isEmpty)

    var requests: [MacroPluginClient.Request] = []
    for item in attached {
      for macro in item.macros {
        let external = try #require(Self.externalMacros[macro])
        for role in ["member", "extension"] {
          requests.append(
            MacroPluginClient.Request(
              moduleName: external.module, typeName: external.type, macroName: macro.rawValue, role: role,
              declaration: item.source, extendedType: item.qualifiedName))
        }
      }
    }
    let answers = try MacroPluginClient(executable: await StandInMacroPlugin.shared().executable).expand(requests)
    let diagnostics = answers.flatMap(\.diagnostics)
    #expect(diagnostics.isEmpty, "\(diagnostics)")

    var expandedEnums = GoldenEnums.tokensByName(in: expandedForm)
    var pluginExtensions: [[String]] = []
    var next = answers.makeIterator()
    for item in attached {
      // Enums of one name (in different `#if` clauses) are matched in order.
      let written = expandedEnums[item.qualifiedName]?.first
      expandedEnums[item.qualifiedName]?.removeFirst()
      var members: [String] = []
      for _ in item.macros {
        members += GoldenEnums.tokens(of: next.next()?.expandedSource ?? "")
        pluginExtensions += GoldenEnums.extensions(in: next.next()?.expandedSource ?? "")
      }
      // The enum as the expanded form writes it: without the macros, their members at the end.
      let expected = item.tokensWithoutMacros.dropLast() + members + item.tokensWithoutMacros.suffix(1)
      #expect(
        written == Array(expected),
        "\(example) (\(family)): \(item.qualifiedName) expands otherwise than the expanded form writes it")
    }
    // The expanded form repeats the navigation enum's `@available` on the extensions of the
    // enums inside it; the macros repeat their own enum's. Compared from `extension` on.
    let goldenExtensions = GoldenEnums.extensions(in: expandedForm).filter { tokens in
      let header = tokens.prefix { $0 != "punctuation:{" }
      let conformances = header.drop { $0 != "punctuation::" }.dropFirst().prefix(3)
      return conformances.first == "identifier:CasePaths"
        || conformances.elementsEqual(["identifier:ComposableArchitecture", "operator:.", "identifier:ObservableState"])
    }
    #expect(
      pluginExtensions.map { $0.joined(separator: " ") }.sorted()
        == goldenExtensions.map { $0.joined(separator: " ") }.sorted(),
      "\(example) (\(family)): the plugin's extensions are not the expanded form's")
  }

  @Test("the markers expand to nothing; an unknown macro is an error at its attribute")
  func markersAndUnknownMacros() async throws {
    let declaration = "@ReducerCaseIgnored\ncase web(URL)"
    let requests = ["ReducerCaseEphemeralMacro", "ReducerCaseIgnoredMacro", "PresentsMacro"].map { type in
      MacroPluginClient.Request(
        moduleName: "ComposableArchitectureMacros", typeName: type, macroName: "Marker", role: "peer",
        declaration: "\n  " + declaration, offset: 100)
    }
    let answers = try MacroPluginClient(executable: await StandInMacroPlugin.shared().executable).expand(requests)
    #expect(answers[0] == .init(expandedSource: "", diagnostics: []))
    #expect(answers[1] == .init(expandedSource: "", diagnostics: []))
    #expect(answers[2].expandedSource == nil)
    #expect(
      answers[2].diagnostics == [
        .init(
          message: "the stand-in's plugin does not implement ComposableArchitectureMacros.PresentsMacro",
          fileName: "Test.swift", offset: 100)
      ])
  }

  @Test("the macro form compiles only with its nested macros", arguments: [
    CompileReleases.representatives[0], TCARelease.latest,
  ])
  func removingAnAttributeBreaksTheMacroForm(release: TCARelease) async throws {
    let sources = try ExampleSources(example: "Articulo", release: release, form: .macro)
    let toolchain = try await StandInToolchain.shared(presenting: release.version)
    let files = [sources.generatedFile] + sources.supportFiles
    let intact = try await toolchain.typecheck(files: files, expandingMacros: true)
    #expect(intact.succeeded, "\(intact.diagnostics)")

    let generated = try String(contentsOf: sources.generatedFile, encoding: .utf8)
    let attributedAction = "    @CasePathable\n    enum Action {"
    #expect(generated.contains(attributedAction))
    try Data(generated.replacingOccurrences(of: attributedAction, with: "    enum Action {").utf8)
      .write(to: sources.generatedFile)
    let broken = try await toolchain.typecheck(files: files, expandingMacros: true)
    #expect(!broken.succeeded)
    #expect(
      broken.diagnostics.contains("'Articulo.Destination.Action' conform to 'CasePathable'"), "\(broken.diagnostics)")
  }

  @Test func theMacroFormNeedsThePlugin() async throws {
    let sources = try ExampleSources(example: "Articulo", release: .latest, form: .macro)
    let toolchain = try await StandInToolchain.shared(presenting: TCARelease.latest.version)
    let result = try await toolchain.typecheck(files: [sources.generatedFile] + sources.supportFiles)
    #expect(!result.succeeded)
    #expect(result.diagnostics.contains("plugin for module 'CasePathsMacros' not found"), "\(result.diagnostics)")
    #expect(result.diagnostics.contains("plugin for module 'ComposableArchitectureMacros' not found"))
  }

  @Test("what the plugin cannot expand is an error where it is, not a crash")
  func unsupportedDeclarations() async throws {
    let directory = try TemporaryDirectory()
    let misuse = try directory.write(
      "Misuse.swift",
      """
      import ComposableArchitecture

      @CasePathable
      struct NotAnEnum {}

      @ObservableState
      final class Model {}

      // Señales: offsets count bytes, not characters.
      @CasePathable
      enum Callbacks {
        case señal(é: (Int) -> Void)
      }

      """)
    let toolchain = try await StandInToolchain.shared()
    let result = try await toolchain.typecheck(files: [URL(fileURLWithPath: misuse)], expandingMacros: true)
    #expect(!result.succeeded)
    for expected in [
      "Misuse.swift:4:1: error: NavGen expands @CasePathable on enums only",
      "Misuse.swift:7:7: error: NavGen expands @ObservableState on enums only",
      "Misuse.swift:12:15: error: ",
    ] {
      #expect(result.diagnostics.contains(expected), "\(result.diagnostics)")
    }
    let errors = CompilerOutput(result.diagnostics).diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 3, "only the plugin's errors: \(result.diagnostics)")
  }
}

/// The enums of a golden file that carry `@CasePathable` or `@ObservableState`, and the
/// token lists the comparisons need (NavGen's own lexer; `kind:text` per token).
enum GoldenEnums {
  struct Attached {
    /// How file scope names the enum: `Articulo.Destination.State`.
    var qualifiedName: String
    /// The declaration's text, attributes included.
    var source: String
    /// The nested macros among its attributes, in order.
    var macros: [NestedMacro]
    /// The declaration's tokens without those attributes.
    var tokensWithoutMacros: [String]
  }

  static func attached(in source: String) -> [Attached] {
    let text = SourceText(source)
    let file = DeclarationParser.parse(text)
    var result: [Attached] = []
    forEachEnum(in: file.declarations, path: []) { type, declaration, name in
      let macros = type.attributes.compactMap { NestedMacro(rawValue: $0.name) }
      guard !macros.isEmpty else { return }
      let tokens = Array(file.tokens[declaration.tokenRange])
      var kept: [String] = []
      var index = 0
      while index < tokens.count {
        if tokens[index].isPunctuation("@"), index + 1 < tokens.count,
          NestedMacro(rawValue: tokens[index + 1].text) != nil, !kept.contains("identifier:enum")
        {
          index += 2
          continue
        }
        kept.append(describe(tokens[index]))
        index += 1
      }
      let range = tokens.first!.range.lowerBound..<tokens.last!.range.upperBound
      result.append(Attached(qualifiedName: name, source: text.text(range), macros: macros, tokensWithoutMacros: kept))
    }
    return result
  }

  /// The tokens of every enum by qualified name, in source order.
  static func tokensByName(in source: String) -> [String: [[String]]] {
    let file = DeclarationParser.parse(SourceText(source))
    var result: [String: [[String]]] = [:]
    forEachEnum(in: file.declarations, path: []) { _, declaration, name in
      result[name, default: []].append(file.tokens[declaration.tokenRange].map(describe))
    }
    return result
  }

  /// The extensions at file scope (also inside `#if`), each from its `extension` keyword on.
  static func extensions(in source: String) -> [[String]] {
    let file = DeclarationParser.parse(SourceText(source))
    var result: [[String]] = []
    func visit(_ declarations: [SwiftDeclaration]) {
      for declaration in declarations {
        switch declaration {
        case .type(let type) where type.kind == .extension:
          let tokens = file.tokens[declaration.tokenRange].map(describe)
          result.append(Array(tokens.drop { $0 != "identifier:extension" }))
        case .conditional(let block):
          block.clauses.forEach { visit($0.members) }
        default:
          continue
        }
      }
    }
    visit(file.declarations)
    return result
  }

  static func tokens(of source: String) -> [String] {
    DeclarationParser.parse(SourceText(source)).tokens.map(describe)
  }

  private static func describe(_ token: SourceToken) -> String { "\(token.kind):\(token.text)" }

  private static func forEachEnum(
    in declarations: [SwiftDeclaration], path: [String],
    _ body: (TypeDeclaration, SwiftDeclaration, String) -> Void
  ) {
    for declaration in declarations {
      switch declaration {
      case .type(let type):
        let names = type.kind == .extension ? type.name.split(separator: ".").map(String.init) : [type.name]
        if type.kind == .enum { body(type, declaration, (path + names).joined(separator: ".")) }
        forEachEnum(in: type.members ?? [], path: path + names, body)
      case .conditional(let block):
        for clause in block.clauses { forEachEnum(in: clause.members, path: path, body) }
      default:
        continue
      }
    }
  }
}
