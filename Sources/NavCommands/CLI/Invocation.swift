import NavSchema
import NavImport
import NavReview
import NavGenerate
import NavAdopt

/// What a `navgen` command line asks for, once parsed.
public enum Invocation: Hashable, Sendable {
  case generate(GenerateOptions)
  /// `tca`: the release `--tca` names, which replaces each schema's `tca`.
  case check(CheckOptions)
  /// `picture`: false with `--no-picture` (markdown draws the changed part of the graph);
  /// `siteAssociation`: `--site-association [<host>=]<file>`, the site's published file.
  case diff(old: String, new: String, format: DiffFormat, picture: Bool = true, siteAssociation: String? = nil)
  /// `changedOnly`: `--changed-only`, which needs `diffAgainst`.
  case graph(schema: String, format: GraphFormat, layout: GraphLayout, diffAgainst: String?, changedOnly: Bool = false)
  case `import`(ImportOptions)
  case adopt(AdoptOptions)
  case links(LinksOptions)
  case help(topic: Subcommand?)
  case version

  public enum Subcommand: String, Hashable, Sendable, CaseIterable {
    case generate
    case check
    case diff
    case graph
    case `import`
    case adopt
    case links
  }

  public struct LinksOptions: Hashable, Sendable {
    /// Schemas, folders of schemas and Swift sources, read together as one app.
    public var inputs: [String]
    /// `--resolve`: the URL to follow instead of listing.
    public var resolve: String?
    /// `--from`: the feature whose `navigate(to:)` reads the URL; the first root when nil.
    public var root: String?
    public var format: LinksFormat
    /// `--format apple-app-site-association`: write the site files instead of listing.
    public var writesSiteAssociation: Bool
    /// `--app-id`: the apps the site files name (and `--check` looks for).
    public var appIDs: [String]
    /// `--host`: the one host whose site file is written or checked.
    public var host: String?
    /// `-o`: the site file's path; `--output-dir`: the folder of one file a host.
    public var output: String?
    public var outputDirectory: String?
    /// `--check`: the site files, `Info.plist` and `.entitlements` files to compare with the schemas.
    public var checks: [String]

    public init(
      inputs: [String], resolve: String? = nil, root: String? = nil, format: LinksFormat = .text,
      writesSiteAssociation: Bool = false, appIDs: [String] = [], host: String? = nil, output: String? = nil,
      outputDirectory: String? = nil, checks: [String] = []
    ) {
      self.inputs = inputs
      self.resolve = resolve
      self.root = root
      self.format = format
      self.writesSiteAssociation = writesSiteAssociation
      self.appIDs = appIDs
      self.host = host
      self.output = output
      self.outputDirectory = outputDirectory
      self.checks = checks
    }
  }

  public struct AdoptOptions: Hashable, Sendable {
    /// Swift files and folders; or, without `schemasDirectory`, the folder of a package.
    public var inputs: [String]
    /// `--schemas`: the folder the schemas go to; nil to adopt a package, each target's
    /// schemas beside its Swift files.
    public var schemasDirectory: String?
    public var tca: TCARelease?
    /// `--write`: write the schemas and the Swift files; otherwise print the patch.
    public var write: Bool
    /// `--navgen-package`, `--navgen-version`: where an adopted package gets NavGen from when
    /// it does not depend on it yet.
    public var navgen: NavGenPackageReference

    public static let defaultNavGen = NavGenPackageReference(.url(NavGenRelease.packageURL, from: NavGenRelease.version))

    public init(
      inputs: [String], schemasDirectory: String?, tca: TCARelease? = nil, write: Bool = false,
      navgen: NavGenPackageReference = defaultNavGen
    ) {
      self.inputs = inputs
      self.schemasDirectory = schemasDirectory
      self.tca = tca
      self.write = write
      self.navgen = navgen
    }
  }

  public struct ImportOptions: Hashable, Sendable {
    /// Swift files and folders.
    public var inputs: [String]
    public var destination: ImportCommand.Destination
    /// The release given with `--tca`; nil for the newest, left implicit in the schema.
    public var tca: TCARelease?

    public init(inputs: [String], destination: ImportCommand.Destination = .standardOutput, tca: TCARelease? = nil) {
      self.inputs = inputs
      self.destination = destination
      self.tca = tca
    }
  }
}

extension UsageError {
  /// A usage error of one of `navgen`'s commands.
  public init(_ message: String, subcommand: Invocation.Subcommand?) {
    self.init(message, command: subcommand?.rawValue)
  }

  /// The command whose usage line is shown with the message.
  public var subcommand: Invocation.Subcommand? { command.flatMap(Invocation.Subcommand.init(rawValue:)) }
}
