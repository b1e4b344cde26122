import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// How NavGenPlugin learns which of TCA's package traits a package switches on: from the
/// `traits:` of its `.package(…)` of swift-composable-architecture in `Package.swift`, read as
/// text (no `dump-package`), passed as `navgen generate --tca-traits`, and a name TCA does not
/// declare warned about at its line and column. Runs the plugin's own sources (`PluginProbe`).
@Suite struct PluginTraitsTests {
  typealias Pin = ResolvedFileText.Pin

  let folder: TemporaryDirectory
  let probe: PluginProbe

  init() throws {
    folder = try TemporaryDirectory()
    probe = try PluginProbe.shared()
  }

  /// The traits of a manifest with `dependency` among the package's dependencies.
  private func traits(_ dependency: String, before: String = "") throws -> PluginProbe.Traits {
    let manifest = """
      // swift-tools-version:6.1
      import PackageDescription
      \(before)
      let package = Package(
        name: "App",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-sharing", from: "2.0.0", traits: ["Other"]),
          \(dependency)
        ],
        targets: [.target(name: "App")]
      )
      """
    return try probe.traits(in: URL(fileURLWithPath: try folder.write("Package.swift", manifest)))
  }

  private static func name(_ text: String, _ line: Int, _ column: Int) -> PluginProbe.Traits.Name {
    .init(text: text, line: line, column: column)
  }

  @Test func theTraitsArgumentOfTCAsDependencyIsRead() throws {
    let plain = try traits(
      #".package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5", traits: ["ComposableArchitecture2Deprecations", "ComposableArchitecture2DeprecationOverloads"]),"#)
    #expect(plain.declaresTCA && plain.unreadable == nil)
    #expect(plain.names == [
      Self.name("ComposableArchitecture2Deprecations", 8, 108), Self.name("ComposableArchitecture2DeprecationOverloads", 8, 147),
    ])
    // `.trait(name:)`, with or without a condition (taken as on), `.defaults`, a comment, a line break.
    let written = try traits("""
      .package(
          path: "../swift-composable-architecture", // traits: ["NotThis"]
          traits: [
            .defaults,
            .trait(name: "ComposableArchitecture2Deprecations"),
            /* "Nor", "This" */ .trait(name: #"ComposableArchitecture2DeprecationOverloads"#, condition: .when(traits: ["Migrating"])),
          ]
        ),
      """)
    #expect(written.names == [
      Self.name("ComposableArchitecture2Deprecations", 12, 20), Self.name("ComposableArchitecture2DeprecationOverloads", 13, 40),
    ])
    // A registry identity; no traits.
    let registry = try traits(#".package(id: "pointfreeco.swift-composable-architecture", exact: "1.25.5"),"#)
    #expect(registry.declaresTCA && registry.names.isEmpty)
  }

  @Test func whatIsNotTCAsIsNotRead() throws {
    let none = try traits(#".package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.9.0"),"#)
    #expect(!none.declaresTCA)
    // In a comment or a string, `.package(` is no call.
    let commented = try traits(
      #".package(url: "https://example.com/other", from: "1.0.0"),"#,
      before: #"// .package(url: "https://github.com/pointfreeco/swift-composable-architecture", traits: ["X"])"#
        + "\n" + #"let note = ".package(path: \"swift-composable-architecture\", traits: [\"Y\"])""#)
    #expect(!commented.declaresTCA)
  }

  @Test func traitsThatAreNotALiteralListAreUnreadable() throws {
    let variable = try traits(
      #".package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5", traits: tcaTraits),"#)
    #expect(variable.declaresTCA && variable.names.isEmpty && variable.unreadable == .init(line: 8, column: 107))
    let computed = try traits(
      #".package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.5", traits: ["A" + "B"]),"#)
    #expect(computed.unreadable == .init(line: 8, column: 108))
  }

  // MARK: What the plugin passes and says

  /// A root package pinning TCA at `release`, with `traits` in its dependency on TCA (none: no
  /// `traits:` argument; nil: no dependency on TCA) and one schema.
  private func plan(release: String, traits: String?) throws -> (PluginProbe.Report, manifest: String) {
    try folder.write("App/Package.resolved", ResolvedFileText.version3([Pin.tca(release)]))
    let dependency = traits.map {
      #".package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.0"\#($0))"#
    } ?? ""
    let manifest = try folder.write(
      "App/Package.swift", "// swift-tools-version:6.1\nimport PackageDescription\n\nlet package = Package(\n  name: \"App\",\n"
        + "  dependencies: [\(dependency)],\n  targets: [.target(name: \"App\")]\n)\n")
    let schema = try folder.write("App/Sources/App/App.navgen.json", "{}")
    let report = try probe.run(.rootPackage, in: folder.url.appendingPathComponent("App"), files: [URL(fileURLWithPath: schema)])
    return (report, manifest)
  }

  private static func traitArguments(_ report: PluginProbe.Report) -> [String]? {
    guard let arguments = report.commands.first?.arguments, let index = arguments.firstIndex(of: "--tca-traits") else {
      return nil
    }
    return [arguments[index + 1]]
  }

  @Test func theTraitsThePackageSwitchesOnArePassedToNavgen() throws {
    let (both, _) = try plan(
      release: "1.25.5", traits: #", traits: ["ComposableArchitecture2DeprecationOverloads", "ComposableArchitecture2Deprecations"]"#)
    #expect(Self.traitArguments(both) == ["ComposableArchitecture2DeprecationOverloads,ComposableArchitecture2Deprecations"])
    #expect(both.manifestWarnings.isEmpty && both.targetWarning == nil)
    // Switched off, or never on: none, which replaces what the schemas say.
    #expect(Self.traitArguments(try plan(release: "1.25.5", traits: "").0) == [""])
    // No dependency on TCA in the manifest: the schemas' `tcaTraits` apply.
    #expect(Self.traitArguments(try plan(release: "1.25.5", traits: nil).0) == nil)
  }

  /// A name TCA does not declare (at the resolved release) is warned about at its line and
  /// column in the manifest, and left out.
  @Test func aTraitTCADoesNotDeclareIsAWarningAtItsLineAndColumn() throws {
    let (misspelled, manifest) = try plan(
      release: "1.25.5", traits: #", traits: ["ComposableArchitecture2Deprecations", "ComposableArchitecture2Deprecation"]"#)
    #expect(Self.traitArguments(misspelled) == ["ComposableArchitecture2Deprecations"])
    #expect(misspelled.manifestWarnings == [
      .init(
        line: 6,
        message: "\(manifest):6:160: TCA 1.25.5 (the release the build resolved) declares no trait "
          + "'ComposableArchitecture2Deprecation' (its traits: ComposableArchitecture2Deprecations, "
          + "ComposableArchitecture2DeprecationOverloads); navgen writes the glue without it")
    ])
    let (older, _) = try plan(release: "1.25.1", traits: #", traits: ["ComposableArchitecture2DeprecationOverloads"]"#)
    #expect(Self.traitArguments(older) == [""])
    #expect(older.manifestWarnings.map(\.message) == [
      "\(manifest):6:121: TCA 1.25.1 (the release the build resolved) declares no trait "
        + "'ComposableArchitecture2DeprecationOverloads' (its traits: ComposableArchitecture2Deprecations); navgen "
        + "writes the glue without it"
    ])
    let (unreadable, _) = try plan(release: "1.25.5", traits: ", traits: enabledTraits")
    #expect(Self.traitArguments(unreadable) == nil)
    #expect(unreadable.manifestWarnings.map(\.message) == [
      "\(manifest):6:120: cannot read this trait of swift-composable-architecture (write it as \"Name\" or "
        + ".trait(name: \"Name\")); the schemas' \"tcaTraits\" say which are on"
    ])
  }

  /// The plugin cannot import NavSchema, so it keeps TCA's traits as data of its own.
  @Test func thePluginKnowsExactlyNavgensTraits() throws {
    let releases = try probe.releases()
    #expect(releases.tcaTraits == TCATrait.allCases.map { [$0.rawValue, $0.since.version] })
  }
}
