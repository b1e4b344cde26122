import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// No generated function warns or fails on an Apple platform at any deployment target an app
/// of the release may have: iOS 16, 17 and 26, macOS 13, 14 and 26, tvOS 16, 17 and 26,
/// watchOS 9, 10 and 26 (`AvailabilityCheck`, which Linux needs for want of an SDK). The glue
/// of every example that has one, in the releases whose availability facts differ: 1.12.0 (TCA
/// supports iOS 13; SwiftUI's own `navigationDestination(item:)`), 1.14.0 (swift-navigation's
/// back-port), 1.24.0 (TCA needs iOS 16), 1.25.5 (enum scopes), and main with every trait
/// (`scope(_:action:)`, the deprecations), with and without `DEBUG`.
@Suite("Generated functions are available where an app calls them")
struct GlueAvailabilityTests {
  struct Configuration: Sendable, CustomTestStringConvertible {
    var release: String
    var traits: [TCATrait]

    var testDescription: String { traits.isEmpty ? release : "\(release) with every trait" }
  }

  static let configurations = [
    Configuration(release: "1.12.0", traits: []), Configuration(release: "1.14.0", traits: []),
    Configuration(release: "1.24.0", traits: []), Configuration(release: "1.25.5", traits: []),
    Configuration(release: "main", traits: TCATrait.allCases),
  ]

  @Test(arguments: configurations)
  func noGeneratedFunctionWarnsAtAnyDeploymentTarget(configuration: Configuration) async throws {
    let release = try #require(TCARelease(configuration.release))
    let toolchain = try await StandInToolchain.shared(presenting: release.version, traits: configuration.traits.map(\.rawValue))
    for example in TraitCompileTests.glueExamples {
      let (generated, sources) = try Self.generate(example, release: release, traits: configuration.traits)
      for defines in sources.conditionSets {
        let findings = try await AvailabilityCheck.check(
          generated, with: sources.supportFiles, against: toolchain, defines: defines)
        #expect(
          findings.isEmpty,
          "\(example) for TCA \(configuration.testDescription) (defines \(defines)):\n\(findings.map(\.description).joined(separator: "\n"))")
      }
    }
  }

  /// The check fails where an app would: the same glue without its `@available` attributes
  /// calls `SwiftUI.Bindable`'s scope where it does not exist yet (Articulo), and
  /// `Perception.Bindable`'s where it no longer does (Inventario's iOS 16 glue).
  @Test func theCheckFindsWhatAnAppWouldSee() async throws {
    let toolchain = try await StandInToolchain.shared(presenting: TCARelease.latest.version)
    func findingsWithoutAvailability(_ example: String) async throws -> [AvailabilityCheck.Finding] {
      let (generated, sources) = try Self.generate(example, release: .latest, traits: [])
      let text = try String(contentsOf: generated, encoding: .utf8)
      try text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@available(") }
        .joined(separator: "\n").write(to: generated, atomically: true, encoding: .utf8)
      return try await AvailabilityCheck.check(generated, with: sources.supportFiles, against: toolchain)
    }
    let bindable = try await findingsWithoutAvailability("Articulo").map(\.description)
    #expect(bindable.contains { $0.hasPrefix("ios 16: destination(_:)") && $0.contains("only available in iOS 17") }, "\(bindable)")
    #expect(bindable.contains { $0.hasPrefix("macos 13: destination(_:)") && $0.contains("only available in macOS 14") }, "\(bindable)")
    #expect(!bindable.contains { $0.hasPrefix("ios 26") }, "\(bindable)")
    let perception = try await findingsWithoutAvailability("Inventario").map(\.description)
    #expect(perception.contains { $0.hasPrefix("ios 17: ") && $0.contains("unavailable in iOS") }, "\(perception)")
    #expect(perception.contains { $0.hasPrefix("watchos 10: ") && $0.contains("unavailable in watchOS") }, "\(perception)")
    #expect(!perception.contains { $0.hasPrefix("ios 16") }, "\(perception)")
  }

  /// The example's schema for `release` and `traits`, generated in the expanded form into the
  /// example's folder, and its support files.
  static func generate(_ example: String, release: TCARelease, traits: [TCATrait]) throws -> (URL, ExampleSources) {
    let loaded = SchemaLoader.load(
      contents: try Repository.bytes(Repository.url("Schemas/examples/\(example).navgen.json")),
      fileName: "\(example).navgen.json", tcaOverride: release, casePaths: ReleaseChoice(tcaTraits: Set(traits)))
    let schema = try #require(loaded.schema, "\(example) for TCA \(release): \(loaded.diagnostics)")
    let sources = try ExampleSources(example: example, release: release, form: .expanded)
    let path = try sources.directory.write("\(example).checked.swift", SwiftGenerator.generate(schema, expandMacros: true))
    return (URL(fileURLWithPath: path), sources)
  }
}
