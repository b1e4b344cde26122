import NavSchema
import NavImport
import NavReview
import NavGenerate

/// NavGen's own small argument parser (no package dependencies): picks the
/// command, then splits its arguments with `CommandLineTokens`.
public enum ArgumentParser {
  public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    guard let first = arguments.first else { return .success(.help(topic: nil)) }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h", "help":
      if first == "help", let topic = rest.first {
        guard let subcommand = Invocation.Subcommand(rawValue: topic) else {
          return .failure(UsageError("unknown command '\(topic)'"))
        }
        return .success(.help(topic: subcommand))
      }
      return .success(.help(topic: nil))
    case "--version":
      return .success(.version)
    default:
      guard let subcommand = Invocation.Subcommand(rawValue: first) else {
        let known = Invocation.Subcommand.allCases.map(\.rawValue)
        let hint = SpellingSuggestion.hint(for: first, among: known)
        return .failure(UsageError("unknown command '\(first)'\(hint)"))
      }
      if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
        return .success(.help(topic: subcommand))
      }
      switch subcommand {
      case .generate: return GenerateOptions.parse(rest).map(Invocation.generate)
      case .check: return CheckOptions.parse(rest).map { .check($0) }
      case .diff: return parseDiff(rest)
      case .graph: return parseGraph(rest)
      case .import: return parseImport(rest)
      case .adopt: return parseAdopt(rest)
      case .links: return parseLinks(rest)
      }
    }
  }

  private static func parseDiff(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: CommandLineTokens
    switch CommandLineTokens.split(
      arguments, takesValue: ["--format", "--site-association"], flags: ["--no-picture"], command: "diff")
    {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    guard tokens.positionals.count == 2 else {
      return .failure(UsageError("give two inputs: the old one and the new one", subcommand: .diff))
    }
    var format = DiffFormat.text
    var picture = true
    var siteAssociation: String?
    for option in tokens.options {
      if option.name == "--no-picture" {
        picture = false
        continue
      }
      if option.name == "--site-association" {
        guard let value = option.value, !value.isEmpty else {
          return .failure(UsageError("the path after --site-association is empty", subcommand: .diff))
        }
        siteAssociation = value
        continue
      }
      guard let chosen = DiffFormat(rawValue: option.value ?? "") else {
        return .failure(UsageError(
          "unknown format '\(option.value ?? "")'; choose text, markdown or json", subcommand: .diff))
      }
      format = chosen
    }
    return .success(.diff(
      old: tokens.positionals[0], new: tokens.positionals[1], format: format, picture: picture,
      siteAssociation: siteAssociation))
  }

  private static func parseGraph(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: CommandLineTokens
    switch CommandLineTokens.split(arguments, takesValue: ["--format", "--diff", "--layout"], flags: ["--changed-only"], command: "graph") {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    guard tokens.positionals.count == 1 else {
      return .failure(UsageError("give one input: a schema, a Swift file or a folder", subcommand: .graph))
    }
    var format = GraphFormat.mermaid
    var layout = GraphLayout.auto
    var old: String?
    var changedOnly = false
    for option in tokens.options {
      switch option.name {
      case "--diff":
        old = option.value
      case "--changed-only":
        changedOnly = true
      case "--layout":
        guard let chosen = GraphLayout(rawValue: option.value ?? "") else {
          return .failure(UsageError(
            "unknown layout '\(option.value ?? "")'; choose lr, tb or auto", subcommand: .graph))
        }
        layout = chosen
      default:
        guard let chosen = GraphFormat(rawValue: option.value ?? "") else {
          return .failure(UsageError(
            "unknown format '\(option.value ?? "")'; choose mermaid or dot", subcommand: .graph))
        }
        format = chosen
      }
    }
    if changedOnly && old == nil {
      return .failure(UsageError("--changed-only draws what changed since '--diff <old>'; give --diff", subcommand: .graph))
    }
    return .success(.graph(
      schema: tokens.positionals[0], format: format, layout: layout, diffAgainst: old, changedOnly: changedOnly))
  }

  private static func parseImport(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: CommandLineTokens
    switch CommandLineTokens.split(arguments, takesValue: ["-o", "--output", "--output-dir", "--tca"], flags: [], command: "import") {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var options = Invocation.ImportOptions(inputs: tokens.positionals)
    var destinations: [ImportCommand.Destination] = []
    for option in tokens.options {
      let value = option.value ?? ""
      switch option.name {
      case "--tca":
        switch CommandLineTokens.release(value, command: "import") {
        case .failure(let error): return .failure(error)
        case .success(let release): options.tca = release
        }
      case "--output-dir":
        if value.isEmpty { return .failure(UsageError("the output folder name is empty", subcommand: .import)) }
        destinations.append(.directory(value))
      default:
        if value.isEmpty { return .failure(UsageError("the output file name is empty", subcommand: .import)) }
        destinations.append(value == "-" ? .standardOutput : .file(value))
      }
    }
    guard destinations.count <= 1 else {
      return .failure(UsageError("give one output: either '-o <schema>' or '--output-dir <dir>', once", subcommand: .import))
    }
    options.destination = destinations.first ?? .standardOutput
    if options.inputs.isEmpty { return .failure(UsageError("no Swift file or folder given", subcommand: .import)) }
    if options.inputs.contains("-") {
      return .failure(UsageError("import reads Swift files and folders, not standard input", subcommand: .import))
    }
    if options.inputs.contains(where: \.isEmpty) { return .failure(UsageError("a path is empty", subcommand: .import)) }
    return .success(.import(options))
  }
}
