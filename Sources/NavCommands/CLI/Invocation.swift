import NavSchema
import NavImport
import NavReview

/// What a `navgen` command line asks for, once parsed.
public enum Invocation: Hashable, Sendable {
  case generate(GenerateOptions)
  /// `tca`: the release `--tca` names, which replaces each schema's `tca`.
  case check(inputs: [String], tca: TCARelease? = nil)
  case diff(old: String, new: String, format: DiffFormat)
  case graph(schema: String, format: GraphFormat, layout: GraphLayout, diffAgainst: String?)
  case `import`(ImportOptions)
  case help(topic: Subcommand?)
  case version

  public enum Subcommand: String, Hashable, Sendable, CaseIterable {
    case generate
    case check
    case diff
    case graph
    case `import`
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

  public struct GenerateOptions: Hashable, Sendable {
    public enum Destination: Hashable, Sendable {
      case standardOutput
      case file(String)
      case directory(String)
    }

    /// Schema paths; `-` is standard input.
    public var inputs: [String]
    public var destination: Destination
    public var expandMacros: Bool
    /// The release `--tca` names, which replaces each schema's `tca`.
    public var tca: TCARelease?
    /// `--default-tca`: the release for schemas that set no `tca` (checked
    /// only for those); nil means the newest supported release.
    public var defaultTCA: String?

    public init(
      inputs: [String], destination: Destination = .standardOutput, expandMacros: Bool = false, tca: TCARelease? = nil,
      defaultTCA: String? = nil
    ) {
      self.inputs = inputs
      self.destination = destination
      self.expandMacros = expandMacros
      self.tca = tca
      self.defaultTCA = defaultTCA
    }
  }
}

/// A command line `navgen` cannot act on; exit code 2.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// The command whose usage line is shown with the message.
  public var subcommand: Invocation.Subcommand?

  public init(_ message: String, subcommand: Invocation.Subcommand? = nil) {
    self.message = message
    self.subcommand = subcommand
  }

  public var description: String { message }
}
