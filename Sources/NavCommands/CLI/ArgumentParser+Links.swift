import NavSchema
import NavReview
import NavGenerate

extension ArgumentParser {
  /// `navgen links`: the listing, `--resolve`, `--format apple-app-site-association` (the site
  /// files) or `--check` (files compared with the schemas), one at a time.
  static func parseLinks(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: CommandLineTokens
    let takesValue: Set<String> = [
      "--format", "--resolve", "--from", "--app-id", "--host", "--check", "-o", "--output", "--output-dir",
    ]
    switch CommandLineTokens.split(arguments, takesValue: takesValue, flags: [], command: "links") {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var options = Invocation.LinksOptions(inputs: tokens.positionals)
    var formatGiven = false
    for option in tokens.options {
      let value = option.value ?? ""
      switch option.name {
      case "--resolve":
        guard options.resolve == nil else { return usage("give one URL to --resolve") }
        options.resolve = value
      case "--from":
        if value.isEmpty { return usage("the feature name after --from is empty") }
        options.root = value
      case "--app-id":
        if let problem = AppID.problem(value) { return usage("'\(value)' is not an app ID: \(problem)") }
        options.appIDs.append(value)
      case "--host":
        if value.isEmpty { return usage("the host after --host is empty") }
        options.host = value
      case "--check":
        if value.isEmpty { return usage("a path after --check is empty") }
        options.checks.append(value)
      case "-o", "--output":
        if value.isEmpty { return usage("the path after \(option.name) is empty") }
        options.output = value
      case "--output-dir":
        if value.isEmpty { return usage("the folder after --output-dir is empty") }
        options.outputDirectory = value
      default:
        formatGiven = true
        if value == "apple-app-site-association" {
          options.writesSiteAssociation = true
        } else if let chosen = LinksFormat(rawValue: value) {
          options.format = chosen
          options.writesSiteAssociation = false
        } else {
          return usage("unknown format '\(value)'; choose text, markdown, json or apple-app-site-association")
        }
      }
    }
    if options.inputs.isEmpty { return usage("no schema or folder given") }
    if options.inputs.contains(where: \.isEmpty) { return usage("a path is empty") }
    if options.root != nil && options.resolve == nil {
      return usage("--from names where '--resolve <url>' starts; give --resolve")
    }
    return checkModes(options, formatGiven: formatGiven).map { .links($0) }
  }

  /// The options each way of running `links` takes, and no other.
  private static func checkModes(_ options: Invocation.LinksOptions, formatGiven: Bool) -> Result<Invocation.LinksOptions, UsageError> {
    let writes = options.output != nil || options.outputDirectory != nil
    if options.writesSiteAssociation {
      if options.resolve != nil || !options.checks.isEmpty {
        return usage("--format apple-app-site-association writes the site file; --resolve and --check are other runs")
      }
      if options.appIDs.isEmpty { return usage("the site file names the app: give --app-id <TEAMID.bundle.id>") }
      if options.output != nil && options.outputDirectory != nil { return usage("give -o <file> or --output-dir <dir>, not both") }
      if options.host != nil && options.outputDirectory != nil {
        return usage("--output-dir writes the file of every host; --host picks one for standard output or -o")
      }
      return .success(options)
    }
    if writes { return usage("-o and --output-dir write the site file: give --format apple-app-site-association") }
    if !options.checks.isEmpty {
      if options.resolve != nil { return usage("--check and --resolve are separate runs") }
      if formatGiven { return usage("--check reports at each file's line and column; --format does not apply") }
      return .success(options)
    }
    if !options.appIDs.isEmpty || options.host != nil {
      return usage("--app-id and --host go with --format apple-app-site-association or --check")
    }
    return .success(options)
  }

  private static func usage<Value>(_ message: String) -> Result<Value, UsageError> {
    .failure(UsageError(message, subcommand: .links))
  }
}
