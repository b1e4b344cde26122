import NavSchema

/// What `navgen check` is asked to do, once parsed.
public struct CheckOptions: Hashable, Sendable {
  /// Schema paths; `-` is standard input.
  public var inputs: [String]
  /// The release `--tca` names, which replaces each schema's `tca`.
  public var tca: TCARelease?
  /// `--tca-traits`: replaces each schema's `tcaTraits`.
  public var tcaTraits: Set<TCATrait>?
  /// `--context`, `--not-imported`, `--module`: checked as `generate` checks them.
  public var context = ContextOptions()

  public init(
    inputs: [String], tca: TCARelease? = nil, tcaTraits: Set<TCATrait>? = nil, context: ContextOptions = ContextOptions()
  ) {
    self.inputs = inputs
    self.tca = tca
    self.tcaTraits = tcaTraits
    self.context = context
  }

  /// The options after `navgen check`.
  public static func parse(_ arguments: [String]) -> Result<CheckOptions, UsageError> {
    let tokens: CommandLineTokens
    switch CommandLineTokens.split(
      arguments, takesValue: ContextOptions.valueOptions.union(["--tca", "--tca-traits"]), flags: [], command: "check")
    {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var options = CheckOptions(inputs: tokens.positionals)
    var traits: String?
    for option in tokens.options {
      if ContextOptions.valueOptions.contains(option.name) {
        if let error = options.context.take(option.name, option.value, command: "check") { return .failure(error) }
        continue
      }
      if option.name == "--tca-traits" {
        traits = option.value ?? ""
        continue
      }
      switch CommandLineTokens.release(option.value, command: "check") {
      case .failure(let error): return .failure(error)
      case .success(let release): options.tca = release
      }
    }
    if let traits {
      switch CommandLineTokens.traits(traits, release: options.tca, command: "check") {
      case .failure(let error): return .failure(error)
      case .success(let parsed): options.tcaTraits = parsed
      }
    }
    if let problem = CommandLineTokens.problemWithSchemaInputs(tokens.positionals, command: "check") { return .failure(problem) }
    return .success(options)
  }
}
