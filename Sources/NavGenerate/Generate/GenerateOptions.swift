import NavSchema

/// What `navgen generate` is asked to do, once parsed.
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
  /// `--case-paths`, `--default-case-paths`, `--tca-traits`, `--plugin-defaults` and `--release-warned-by-plugin`.
  public var casePaths = ReleaseChoice()
  /// `--per-enum` (with `--output-dir`): one file per navigation enum (`PerEnumFiles`).
  public var perEnum: PerEnumRequest?
  /// `--context`, `--not-imported`, `--module`: what the run reads besides these schemas.
  public var context = ContextOptions()

  public init(
    inputs: [String], destination: Destination = .standardOutput, expandMacros: Bool = false, tca: TCARelease? = nil,
    defaultTCA: String? = nil, perEnum: PerEnumRequest? = nil
  ) {
    self.inputs = inputs
    self.destination = destination
    self.expandMacros = expandMacros
    self.tca = tca
    self.defaultTCA = defaultTCA
    self.perEnum = perEnum
  }

  /// The options after `navgen generate`.
  public static func parse(_ arguments: [String]) -> Result<GenerateOptions, UsageError> {
    let tokens: CommandLineTokens
    switch CommandLineTokens.split(
      arguments,
      takesValue: Set([
        "-o", "--output", "--output-dir", "--tca", "--tca-traits", "--default-tca", "--case-paths", "--default-case-paths",
        "--file-prefix", "--expect-file",
      ]).union(ContextOptions.valueOptions),
      flags: ["--expand-macros", "--per-enum", "--plugin-defaults", "--release-warned-by-plugin"],
      command: "generate")
    {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var options = GenerateOptions(inputs: tokens.positionals)
    var destinations: [GenerateOptions.Destination] = []
    var perEnum = false
    var prefix: String?
    var expected: [String]?
    var traits: String?
    for option in tokens.options {
      switch option.name {
      case "-o", "--output":
        destinations.append(option.value == "-" ? .standardOutput : .file(option.value ?? ""))
      case "--output-dir":
        destinations.append(.directory(option.value ?? ""))
      case "--tca":
        switch CommandLineTokens.release(option.value, command: "generate") {
        case .failure(let error): return .failure(error)
        case .success(let release): options.tca = release
        }
      case "--tca-traits":
        // Checked once `--tca` is known; the last one wins.
        traits = option.value ?? ""
      case "--default-tca":
        // Checked by the loader, and only for schemas that set no `tca`; the last one wins.
        guard let release = option.value, !release.isEmpty else {
          return .failure(UsageError("the default TCA release is empty", command: "generate"))
        }
        options.defaultTCA = release
      case "--case-paths":
        let text = option.value ?? ""
        guard let release = CasePathsRelease(text) else {
          return .failure(UsageError("'--case-paths': \(CasePathsRelease.unsupportedMessage(text))", command: "generate"))
        }
        options.casePaths.override = release
      case "--default-case-paths":
        // Checked by the loader, and only for schemas that set no `casePaths`.
        guard let release = option.value, !release.isEmpty else {
          return .failure(UsageError("the default swift-case-paths release is empty", command: "generate"))
        }
        options.casePaths.defaultRelease = release
      case "--plugin-defaults":
        options.casePaths.pluginDefaults = true
      case "--release-warned-by-plugin":
        options.casePaths.releaseWarnedByPlugin = true
      case "--per-enum":
        perEnum = true
      case "--file-prefix":
        prefix = option.value ?? ""
      case "--expect-file":
        expected = (expected ?? []) + [option.value ?? ""]
      case let name where ContextOptions.valueOptions.contains(name):
        if let error = options.context.take(name, option.value, command: "generate") { return .failure(error) }
      default:
        options.expandMacros = true
      }
    }
    if let traits {
      switch CommandLineTokens.traits(traits, release: options.tca, command: "generate") {
      case .failure(let error): return .failure(error)
      case .success(let parsed): options.casePaths.tcaTraits = parsed
      }
    }
    // Only the plugin's fallback for an unknown release has a warning to leave out.
    if options.casePaths.releaseWarnedByPlugin && !options.casePaths.pluginDefaults {
      return .failure(UsageError("'--release-warned-by-plugin' needs '--plugin-defaults'", command: "generate"))
    }
    guard destinations.count <= 1 else {
      return .failure(UsageError("give one output: either '-o <file>' or '--output-dir <dir>', once", command: "generate"))
    }
    options.destination = destinations.first ?? .standardOutput
    if case .file(let path) = options.destination, path.isEmpty {
      return .failure(UsageError("the output file name is empty", command: "generate"))
    }
    if case .directory(let path) = options.destination, path.isEmpty {
      return .failure(UsageError("the output folder name is empty", command: "generate"))
    }
    if let problem = CommandLineTokens.problemWithSchemaInputs(options.inputs, command: "generate") { return .failure(problem) }
    switch PerEnumRequest.parse(perEnum: perEnum, prefix: prefix, expected: expected, options: options) {
    case .failure(let error): return .failure(error)
    case .success(let request): options.perEnum = request
    }
    if case .file = options.destination, options.inputs.count > 1 {
      return .failure(
        UsageError("'-o' takes one schema; use '--output-dir' to generate several", command: "generate"))
    }
    return .success(options)
  }
}
