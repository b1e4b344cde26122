import NavSchema
import NavImport
import NavPackage

/// `navgen adopt <package root>` as a computation, nothing written: each target's adoption
/// (`Adopter.plan` on its own sources, proved target by target), then the edit of
/// Package.swift that gives NavGenPlugin to the targets that receive schemas. A target whose
/// declaration the edit cannot give the plugin keeps its enums in Swift, so nothing moves
/// that would not compile.
public struct PackageAdoptPlan: Sendable {
  /// A target's Swift sources, and where the schema of each of its files goes.
  public struct TargetSources {
    public var name: String
    public var sources: [SwiftSource]
    public var schemaPaths: ([String]) -> [String: String]

    public init(name: String, sources: [SwiftSource], schemaPaths: @escaping ([String]) -> [String: String]) {
      self.name = name
      self.sources = sources
      self.schemaPaths = schemaPaths
    }
  }

  /// One target's adoption.
  public struct Target: Sendable {
    public var name: String
    public var plan: AdoptPlan
    /// Whether its enums move: it has some to move, and uses the plugin once the manifest is edited.
    public var moves: Bool
  }

  /// Every target read, with its plan.
  public private(set) var all: [Target]
  /// The edit of Package.swift; nil until `editManifest` is called, and when no target moves.
  public private(set) var manifest: ManifestEdit?
  /// What the manifest edit leaves alone.
  private var manifestDiagnostics: [Diagnostic] = []

  /// Plans each target's adoption (a Swift file `parsed` holds is not parsed again).
  public init(_ sources: [TargetSources], tca: TCARelease? = nil, parsed: ParsedSwiftFiles = ParsedSwiftFiles()) {
    all = sources.map { target in
      let plan = Adopter.plan(target.sources, schemaPaths: target.schemaPaths, tca: tca, parsed: parsed)
      return Target(name: target.name, plan: plan, moves: !plan.hasNothingToDo)
    }
  }

  /// The targets whose enums move, with their plans.
  public var targets: [Target] { all.filter(\.moves) }
  public var adopted: [String] { targets.flatMap(\.plan.adopted) }
  public var schemas: [AdoptPlan.Schema] { targets.flatMap(\.plan.schemas) }
  public var files: [AdoptPlan.File] { targets.flatMap(\.plan.files) }
  public var hasNothingToDo: Bool { targets.isEmpty }

  /// The enums that stay in Swift: those each target's import leaves, and all of a target
  /// that moves nothing because the manifest edit cannot give it the plugin.
  public var kept: [String] {
    all.flatMap { target in target.plan.kept + (target.moves || target.plan.hasNothingToDo ? [] : target.plan.adopted) }
  }

  /// Everything reported: each target's import, and what the manifest edit leaves alone.
  public var diagnostics: [Diagnostic] {
    (all.flatMap(\.plan.diagnostics) + manifestDiagnostics).sortedByLocation()
  }

  /// Why a target's edit is not safe to write; nil when each was proved.
  public var failure: String? {
    targets.lazy.compactMap { target in target.plan.failure.map { "in target '\(target.name)': \($0)" } }.first
  }

  /// Plans the edit of the manifest `bytes` (`manifest` is what dump-package reads from them)
  /// for the targets that receive schemas; a target it cannot give the plugin keeps its enums.
  /// The targets are put in the manifest's order, whatever order they were read in (the
  /// command plugin's description has SwiftPM's), so the patch and the summary are the same.
  public mutating func editManifest(
    fileName: String, bytes: [UInt8], manifest: PackageManifest, navgen: NavGenPackageReference,
    versionSpecificManifests: [String] = []
  ) {
    let order = Dictionary(manifest.targets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    all = all.enumerated()
      .sorted { (order[$0.element.name] ?? Int.max, $0.offset) < (order[$1.element.name] ?? Int.max, $1.offset) }
      .map(\.element)
    use(ManifestEdit.plan(
      fileName: fileName, bytes: bytes, manifest: manifest, targets: targets.map(\.name), navgen: navgen,
      versionSpecificManifests: versionSpecificManifests))
  }

  /// Takes `edit` as the manifest's edit: the one `editManifest` planned, or the one its proof
  /// settled on (`ManifestEditProving`). A target it does not give the plugin keeps its enums.
  public mutating func use(_ edit: ManifestEdit) {
    for index in all.indices where all[index].moves && !edit.targetsUsingPlugin.contains(all[index].name) {
      all[index].moves = false
    }
    manifestDiagnostics = edit.diagnostics
    manifest = hasNothingToDo ? nil : edit
  }
}
