/// The validated contents of one schema file: the small model every later
/// stage (Swift emission, diff, graph) reads. It holds no JSON and no
/// unchecked strings: every name, type and expression in it passed `SwiftGrammar`.
public struct NavigationSchema: Hashable, Sendable {
  /// The schema file's name as given on the command line, for the generated header.
  public var fileName: String

  /// The `fileName` of a schema read from standard input, as diagnostics show it.
  public static let standardInputFileName = "<stdin>"
  /// The format version; only 1.
  public var version: Int
  /// The default access level for every enum in the file.
  public var access: AccessLevel
  /// Modules imported at the top of the generated file, in schema order.
  public var imports: [ModuleImport]
  /// The TCA release whose `@Reducer` expansion is reproduced.
  public var tcaVersion: TCARelease
  /// The swift-case-paths release whose `@CasePathable` expansion the expanded form writes.
  public var casePathsVersion: CasePathsRelease
  /// Write `@CasePathable` / `@ObservableState` out instead of leaving them as attributes.
  public var expandMacros: Bool
  /// The TCA release the build resolved when NavGen does not know it
  /// (`--plugin-defaults`): the enums are written as a developer writes
  /// them, `@Reducer` left to TCA's macro (`EmissionStyle.handWritten`);
  /// `tcaVersion` is then the newest release NavGen knows, which the checks
  /// and the SwiftUI glue follow. Nil for a release NavGen knows.
  public var unknownTCARelease: String?
  /// TCA's package traits the app switches on (`tcaTraits`, `--tca-traits`, with NavGenPlugin
  /// the consumer's manifest), only those the release declares: with the release, what the
  /// SwiftUI glue is spelled for (`TCASwiftUIAPI`).
  public var tcaTraits: Set<TCATrait>
  /// Features in schema order; their enums are in `enums`.
  public var features: [Feature]
  /// Every navigation enum, in output order: each feature's `destination`
  /// then `path`, features in schema order, then the top-level `enums`.
  public var enums: [NavigationEnum]
  /// The file's `links`: the prefixes and depth limit of its deep links.
  public var links: LinkSettings?

  /// A schema with everything the file says.
  public init(
    fileName: String,
    version: Int = 1,
    access: AccessLevel = .internal,
    imports: [ModuleImport] = ["ComposableArchitecture"],
    tcaVersion: TCARelease = .latest,
    casePathsVersion: CasePathsRelease = .latest,
    expandMacros: Bool = false,
    unknownTCARelease: String? = nil,
    tcaTraits: Set<TCATrait> = [],
    features: [Feature] = [],
    enums: [NavigationEnum] = [],
    links: LinkSettings? = nil
  ) {
    self.fileName = fileName
    self.version = version
    self.access = access
    self.imports = imports
    self.tcaVersion = tcaVersion
    self.casePathsVersion = casePathsVersion
    self.expandMacros = expandMacros
    self.unknownTCARelease = unknownTCARelease
    self.tcaTraits = tcaTraits
    self.features = features
    self.enums = enums
    self.links = links
  }
}

/// A reducer type of the app that owns navigation enums (`Articulo`,
/// `App.Settings`). NavGen never generates the feature itself, only the
/// enums nested in `extension <Feature> { ... }`.
public struct Feature: Hashable, Sendable {
  /// Dotted name as written, e.g. `App.Settings`.
  public var name: String
  /// Where the feature is in the schema, for diagnostics.
  public var location: SourceLocation
  /// The module (SwiftPM target) whose schema declares it, when known.
  public var module: String?

  /// A feature named `name`.
  public init(name: String, location: SourceLocation, module: String? = nil) {
    self.name = name
    self.location = location
    self.module = module
  }
}
