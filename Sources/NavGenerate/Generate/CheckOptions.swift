import NavSchema

/// What `navgen check` is asked to do, once parsed.
public struct CheckOptions: Hashable, Sendable {
  /// Schema paths; `-` is standard input.
  public var inputs: [String]
  /// The release `--tca` names, which replaces each schema's `tca`.
  public var tca: TCARelease?

  public init(inputs: [String], tca: TCARelease? = nil) {
    self.inputs = inputs
    self.tca = tca
  }

  /// The options after `navgen check`.
  public static func parse(_ arguments: [String]) -> Result<CheckOptions, UsageError> {
    let tokens: CommandLineTokens
    switch CommandLineTokens.split(arguments, takesValue: ["--tca"], flags: [], command: "check") {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var tca: TCARelease?
    for option in tokens.options {
      switch CommandLineTokens.release(option.value, command: "check") {
      case .failure(let error): return .failure(error)
      case .success(let release): tca = release
      }
    }
    if let problem = CommandLineTokens.problemWithSchemaInputs(tokens.positionals, command: "check") { return .failure(problem) }
    return .success(CheckOptions(inputs: tokens.positionals, tca: tca))
  }
}
