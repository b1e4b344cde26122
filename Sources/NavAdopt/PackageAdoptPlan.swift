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
  }

  /// The targets whose enums move, in manifest order.
  public private(set) var targets: [Target]
  /// The edit of Package.swift; nil until `editManifest` is called, and when no target moves.
  public private(set) var manifest: ManifestEdit?
  /// Everything reported: each target's import, then what the manifest edit leaves alone.
  public private(set) var diagnostics: [Diagnostic]
  /// The enums that stay in Swift.
  public private(set) var kept: [String]
  /// Why a target's edit is not safe to write; nil when each was proved.
  public private(set) var failure: String?

  /// Plans each target's adoption.
  public init(_ sources: [TargetSources], tca: TCARelease? = nil) {
    targets = []
    diagnostics = []
    kept = []
    for target in sources {
      let plan = Adopter.plan(target.sources, schemaPaths: target.schemaPaths, tca: tca)
      diagnostics += plan.diagnostics
      kept += plan.kept
      if failure == nil, let why = plan.failure { failure = "in target '\(target.name)': \(why)" }
      if !plan.hasNothingToDo { targets.append(Target(name: target.name, plan: plan)) }
    }
  }

  /// The targets that receive schemas, in manifest order.
  public var receivingTargets: [String] { targets.map(\.name) }

  public var adopted: [String] { targets.flatMap(\.plan.adopted) }
  public var schemas: [AdoptPlan.Schema] { targets.flatMap(\.plan.schemas) }
  public var files: [AdoptPlan.File] { targets.flatMap(\.plan.files) }
  public var hasNothingToDo: Bool { targets.isEmpty }

  /// Plans the edit of the manifest `bytes` (`manifest` is what dump-package reads from them)
  /// for the targets that receive schemas; a target it cannot give the plugin keeps its enums.
  public mutating func editManifest(
    fileName: String, bytes: [UInt8], manifest: PackageManifest, navgen: NavGenPackageReference,
    versionSpecificManifests: [String] = []
  ) {
    let edit = ManifestEdit.plan(
      fileName: fileName, bytes: bytes, manifest: manifest, targets: receivingTargets, navgen: navgen,
      versionSpecificManifests: versionSpecificManifests)
    let staying = targets.filter { !edit.targetsUsingPlugin.contains($0.name) }
    kept += staying.flatMap(\.plan.adopted)
    targets.removeAll { !edit.targetsUsingPlugin.contains($0.name) }
    diagnostics += edit.diagnostics
    self.manifest = targets.isEmpty ? nil : edit
  }
}
