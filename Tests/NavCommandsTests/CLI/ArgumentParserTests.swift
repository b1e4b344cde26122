import Testing
@testable import NavCommands
@testable import NavGenerate
@testable import NavImportTestSupport
@testable import NavSchema
@testable import NavTestSupport

@Suite struct ArgumentParserTests {
  func parsed(_ arguments: [String]) -> Invocation? {
    try? ArgumentParser.parse(arguments).get()
  }

  func usageError(_ arguments: [String]) -> String? {
    if case .failure(let error) = ArgumentParser.parse(arguments) { return error.message }
    return nil
  }

  @Test func generateWithEveryOptionSpelling() {
    #expect(parsed(["generate", "a.json"]) == .generate(.init(inputs: ["a.json"])))
    #expect(parsed(["generate", "a.json", "-o", "A.swift"]) == .generate(.init(inputs: ["a.json"], destination: .file("A.swift"))))
    #expect(parsed(["generate", "--output=A.swift", "a.json"]) == .generate(.init(inputs: ["a.json"], destination: .file("A.swift"))))
    #expect(parsed(["generate", "a.json", "-o", "-"]) == .generate(.init(inputs: ["a.json"])))
    #expect(
      parsed(["generate", "a.json", "b.json", "--output-dir", "Gen", "--expand-macros"])
        == .generate(.init(inputs: ["a.json", "b.json"], destination: .directory("Gen"), expandMacros: true)))
    #expect(parsed(["generate", "--", "-weird.json"]) == .generate(.init(inputs: ["-weird.json"])))
    #expect(parsed(["generate", "-"]) == .generate(.init(inputs: ["-"])))
  }

  @Test func generateWithDefaultRelease() {
    #expect(
      parsed(["generate", "a.json", "-o", "A.swift", "--default-tca", "1.20.2"])
        == .generate(.init(inputs: ["a.json"], destination: .file("A.swift"), defaultTCA: "1.20.2")))
    #expect(parsed(["generate", "--default-tca=main", "a.json"]) == .generate(.init(inputs: ["a.json"], defaultTCA: "main")))
    // Not checked while parsing: an unsupported default matters only to schemas that set no `tca`.
    #expect(parsed(["generate", "a.json", "--default-tca", "0.1"]) == .generate(.init(inputs: ["a.json"], defaultTCA: "0.1")))
    #expect(usageError(["generate", "a.json", "--default-tca"]) == "missing value for '--default-tca'")
    #expect(usageError(["generate", "a.json", "--default-tca="]) == "the default TCA release is empty")
    #expect(
      parsed(["generate", "a.json", "--default-tca", "1.20.2", "--default-tca", "1.21.0"])
        == .generate(.init(inputs: ["a.json"], defaultTCA: "1.21.0")))
    #expect(
      parsed(["generate", "a.json", "--tca", "1.20.2", "--default-tca", "1.21.0"])
        == .generate(.init(inputs: ["a.json"], tca: TCARelease("1.20.2"), defaultTCA: "1.21.0")))
    #expect(usageError(["check", "a.json", "--default-tca", "1.20.2"]) == "unknown option '--default-tca'")
  }

  @Test func generateWithCasePathsReleases() {
    var options = GenerateOptions(inputs: ["a.json"])
    options.casePaths = ReleaseChoice(override: CasePathsRelease("1.6.0"))
    #expect(parsed(["generate", "a.json", "--case-paths", "1.6.0"]) == .generate(options))
    options.casePaths = ReleaseChoice(defaultRelease: "1.10.0", pluginDefaults: true)
    // Not checked while parsing: the default matters only to schemas that set no `casePaths`.
    #expect(parsed(["generate", "a.json", "--plugin-defaults", "--default-case-paths", "1.10.0"]) == .generate(options))
    #expect(
      usageError(["generate", "a.json", "--case-paths", "1.6"])
        == "'--case-paths': unsupported swift-case-paths release '1.6'; supported: 1.5.3 through 1.9.1 (exact major.minor.patch) and main; did you mean '1.6.1'?"
    )
    #expect(usageError(["generate", "a.json", "--default-case-paths="]) == "the default swift-case-paths release is empty")
  }

  @Test func theReleaseWarnedByThePluginGoesWithThePluginsDefaults() {
    var options = GenerateOptions(inputs: ["a.json"], defaultTCA: "1.26.0")
    options.casePaths = ReleaseChoice(pluginDefaults: true, releaseWarnedByPlugin: true)
    #expect(
      parsed(["generate", "a.json", "--plugin-defaults", "--default-tca", "1.26.0", "--release-warned-by-plugin"])
        == .generate(options))
    for arguments in [["--release-warned-by-plugin"], ["--default-tca", "1.26.0", "--release-warned-by-plugin"]] {
      #expect(
        usageError(["generate", "a.json"] + arguments) == "'--release-warned-by-plugin' needs '--plugin-defaults'")
    }
    #expect(usageError(["check", "a.json", "--release-warned-by-plugin"]) == "unknown option '--release-warned-by-plugin'")
  }

  @Test func tcaOverridesForGenerateAndCheck() {
    let release = TCARelease("1.20.2")
    #expect(parsed(["generate", "a.json", "--tca", "1.20.2"]) == .generate(.init(inputs: ["a.json"], tca: release)))
    #expect(parsed(["generate", "--tca=main", "a.json"]) == .generate(.init(inputs: ["a.json"], tca: TCARelease("main"))))
    #expect(parsed(["check", "a.json", "--tca", "1.20.2"]) == .check(CheckOptions(inputs: ["a.json"], tca: release)))
    #expect(parsed(["check", "a.json"]) == .check(CheckOptions(inputs: ["a.json"])))
    #expect(parsed(["check", "--tca", "1.12.0", "--tca", "1.20.2", "a.json"]) == .check(CheckOptions(inputs: ["a.json"], tca: release)))
  }

  /// `--context` and `--not-imported` take `[<Module>=]<schema or folder>`; `--link-context` is
  /// `--context`; `--module` a module name. The same for `generate` and `check`.
  @Test func contextOptionsForGenerateAndCheck() {
    let arguments = [
      "--context", "Sources/RecetaFeature", "--context", "RecetaFeature=Other/Receta.navgen.json",
      "--link-context", "./Comentarios=x.navgen.json", "--not-imported=AjustesFeature=Sources/Ajustes", "--module", "AppFeature",
    ]
    let context = ContextOptions(
      visible: [
        ContextInput(path: "Sources/RecetaFeature", module: nil),
        ContextInput(path: "Other/Receta.navgen.json", module: "RecetaFeature"),
        ContextInput(path: "./Comentarios=x.navgen.json", module: nil),
      ],
      notImported: [ContextInput(path: "Sources/Ajustes", module: "AjustesFeature")], module: "AppFeature")
    var generate = GenerateOptions(inputs: ["a.json"])
    generate.context = context
    #expect(parsed(["generate", "a.json"] + arguments) == .generate(generate))
    #expect(parsed(["check", "a.json"] + arguments) == .check(CheckOptions(inputs: ["a.json"], context: context)))
    for command in ["generate", "check"] {
      #expect(usageError([command, "a.json", "--module", "1x"]) == "'--module': '1x' is not a module name")
      #expect(usageError([command, "a.json", "--context="]) == "'--context' needs a schema or folder, optionally after '<Module>='")
      #expect(usageError([command, "a.json", "--not-imported", "Receta="])
        == "'--not-imported' needs a schema or folder, optionally after '<Module>='")
    }
  }

  @Test func unsupportedTCAIsAUsageErrorNamingTheRange() {
    let range = "supported: 1.12.0 through 1.25.5 (exact major.minor.patch) and main"
    #expect(usageError(["generate", "a.json", "--tca", "1.11.0"]) == "'--tca': unsupported TCA release '1.11.0'; \(range)")
    #expect(usageError(["check", "a.json", "--tca", "1.25"]) == "'--tca': unsupported TCA release '1.25'; \(range); did you mean '1.25.5'?")
    #expect(usageError(["check", "a.json", "--tca="]) == "'--tca': unsupported TCA release ''; \(range)")
    #expect(usageError(["generate", "a.json", "--tca"]) == "missing value for '--tca'")
  }

  @Test func helpAndVersion() {
    #expect(parsed([]) == .help(topic: nil))
    #expect(parsed(["--help"]) == .help(topic: nil))
    #expect(parsed(["help", "check"]) == .help(topic: .check))
    #expect(parsed(["generate", "--help"]) == .help(topic: .generate))
    #expect(parsed(["check", "-h"]) == .help(topic: .check))
    #expect(parsed(["--version"]) == .version)
  }

  @Test func usageErrorsNameTheProblem() {
    #expect(usageError(["gen", "a.json"]) == "unknown command 'gen'; did you mean 'generate'?")
    #expect(usageError(["chek", "a.json"]) == "unknown command 'chek'; did you mean 'check'?")
    #expect(usageError(["frobnicate"]) == "unknown command 'frobnicate'")
    #expect(usageError(["generate", "a.json", "--expand-macro"]) == "unknown option '--expand-macro'; did you mean '--expand-macros'?")
    #expect(usageError(["generate", "a.json", "-o"]) == "missing value for '-o'")
    #expect(usageError(["generate"]) == "no schema given")
    #expect(usageError(["check"]) == "no schema given")
    #expect(usageError(["generate", "a.json", "b.json", "-o", "X.swift"]) == "'-o' takes one schema; use '--output-dir' to generate several")
    #expect(usageError(["generate", "a.json", "-o", "A.swift", "--output-dir", "D"]) == "give one output: either '-o <file>' or '--output-dir <dir>', once")
    #expect(usageError(["generate", "-", "-"]) == "standard input ('-') can be read only once")
    #expect(usageError(["generate", "--expand-macros=yes", "a.json"]) == "'--expand-macros' takes no value")
    #expect(usageError(["check", "--output-dir", "D", "a.json"]) == "unknown option '--output-dir'")
    #expect(usageError(["help", "nope"]) == "unknown command 'nope'")
  }

  @Test func diffAndGraph() {
    #expect(parsed(["diff", "old.json", "new.json"]) == .diff(old: "old.json", new: "new.json", format: .text))
    #expect(parsed(["diff", "main:App.json", "App.json", "--format", "markdown"]) == .diff(old: "main:App.json", new: "App.json", format: .markdown))
    #expect(parsed(["diff", "--format=json", "-", "b.json"]) == .diff(old: "-", new: "b.json", format: .json))
    #expect(parsed(["graph", "a.json"]) == .graph(schema: "a.json", format: .mermaid, layout: .auto, diffAgainst: nil))
    #expect(parsed(["graph", "a.json", "--format", "dot", "--diff", "HEAD~1:a.json"]) == .graph(schema: "a.json", format: .dot, layout: .auto, diffAgainst: "HEAD~1:a.json"))
    #expect(parsed(["graph", "a.json", "--layout", "lr"]) == .graph(schema: "a.json", format: .mermaid, layout: .lr, diffAgainst: nil))
    #expect(parsed(["graph", "--layout=tb", "a.json", "--format", "dot"]) == .graph(schema: "a.json", format: .dot, layout: .tb, diffAgainst: nil))
    #expect(parsed(["diff", "a.json", "b.json", "--format", "markdown", "--no-picture"]) == .diff(old: "a.json", new: "b.json", format: .markdown, picture: false))
    #expect(parsed(["graph", "a.json", "--diff", "main:a.json", "--changed-only"]) == .graph(schema: "a.json", format: .mermaid, layout: .auto, diffAgainst: "main:a.json", changedOnly: true))
    #expect(usageError(["diff", "a.json"]) == "give two inputs: the old one and the new one")
    #expect(usageError(["diff", "a.json", "b.json", "--format", "html"]) == "unknown format 'html'; choose text, markdown or json")
    #expect(usageError(["graph"]) == "give one input: a schema, a Swift file or a folder")
    #expect(usageError(["graph", "a.json", "--format", "svg"]) == "unknown format 'svg'; choose mermaid or dot")
    #expect(usageError(["graph", "a.json", "--diff"]) == "missing value for '--diff'")
    #expect(usageError(["graph", "a.json", "--layout", "diagonal"]) == "unknown layout 'diagonal'; choose lr, tb or auto")
    #expect(usageError(["graph", "a.json", "--layout"]) == "missing value for '--layout'")
  }

  @Test func outputFileNames() {
    #expect(OutputNaming.swiftFileName(forSchemaAt: "App/Articulo.navgen.json") == "Articulo.swift")
    #expect(OutputNaming.swiftFileName(forSchemaAt: "App.json") == "App.swift")
    #expect(OutputNaming.swiftFileName(forSchemaAt: "schema") == "schema.swift")
    #expect(OutputNaming.swiftFileName(forSchemaAt: ".navgen.json") == ".navgen.swift")
  }

  /// `--tca-traits`: TCA's package traits, comma-separated, checked against `--tca` (else the
  /// newest release navgen knows); a name TCA does not declare is a usage error listing those
  /// the release declares.
  @Test func tcaTraitsForGenerateAndCheck() {
    var options = GenerateOptions(inputs: ["a.json"])
    options.casePaths.tcaTraits = [.deprecations, .deprecationOverloads]
    #expect(
      parsed(["generate", "a.json", "--tca-traits", "ComposableArchitecture2DeprecationOverloads, ComposableArchitecture2Deprecations"])
        == .generate(options))
    options.casePaths.tcaTraits = []
    #expect(parsed(["generate", "a.json", "--tca-traits="]) == .generate(options))
    #expect(
      parsed(["check", "a.json", "--tca-traits", "ComposableArchitecture2Deprecations"])
        == .check(CheckOptions(inputs: ["a.json"], tcaTraits: [.deprecations])))
    #expect(
      usageError(["generate", "a.json", "--tca-traits", "ComposableArchitecture2Deprecation"])
        == "'--tca-traits': TCA main declares no trait 'ComposableArchitecture2Deprecation'; its traits: "
        + "ComposableArchitecture2Deprecations, ComposableArchitecture2DeprecationOverloads; "
        + "did you mean 'ComposableArchitecture2Deprecations'?")
    #expect(
      usageError(["check", "a.json", "--tca-traits", "ComposableArchitecture2DeprecationOverloads", "--tca", "1.25.1"])
        == "'--tca-traits': TCA 1.25.1 declares no trait 'ComposableArchitecture2DeprecationOverloads' (TCA declares it "
        + "from 1.25.3); its traits: ComposableArchitecture2Deprecations")
    #expect(
      usageError(["generate", "a.json", "--tca", "1.24.1", "--tca-traits", "ComposableArchitecture2Deprecations"])
        == "'--tca-traits': TCA 1.24.1 declares no trait 'ComposableArchitecture2Deprecations' (TCA declares it from "
        + "1.25.0); its traits: none")
    #expect(usageError(["generate", "a.json", "--tca-traits"]) == "missing value for '--tca-traits'")
  }
}
