import NavSchema
import NavImport
import NavReview

/// NavGen's own small argument parser (no package dependencies). It accepts
/// `--flag value`, `--flag=value`, `-o value`, `--` to end options, and `-`
/// as a positional argument meaning standard input or output.
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
      case .generate: return parseGenerate(rest)
      case .check: return parseCheck(rest)
      case .diff: return parseDiff(rest)
      case .graph: return parseGraph(rest)
      case .import: return parseImport(rest)
      }
    }
  }

  /// Splits options from positionals for one subcommand. `takesValue` lists
  /// the options that consume the next argument.
  struct Tokens {
    var positionals: [String] = []
    var options: [(name: String, value: String?)] = []
  }

  static func tokenize(
    _ arguments: [String], takesValue: Set<String>, flags: Set<String>, subcommand: Invocation.Subcommand
  ) -> Result<Tokens, UsageError> {
    var tokens = Tokens()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        tokens.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if takesValue.contains(name) {
        if let inlineValue {
          tokens.options.append((name, inlineValue))
        } else if index < arguments.count {
          tokens.options.append((name, arguments[index]))
          index += 1
        } else {
          return .failure(UsageError("missing value for '\(name)'", subcommand: subcommand))
        }
      } else if flags.contains(name) {
        if inlineValue != nil {
          return .failure(UsageError("'\(name)' takes no value", subcommand: subcommand))
        }
        tokens.options.append((name, nil))
      } else {
        let hint = SpellingSuggestion.hint(for: name, among: Array(takesValue.union(flags)).sorted())
        return .failure(UsageError("unknown option '\(name)'\(hint)", subcommand: subcommand))
      }
    }
    return .success(tokens)
  }

  private static func parseGenerate(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: Tokens
    switch tokenize(
      arguments, takesValue: ["-o", "--output", "--output-dir", "--tca", "--default-tca"], flags: ["--expand-macros"],
      subcommand: .generate)
    {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var options = Invocation.GenerateOptions(inputs: tokens.positionals)
    var destinations: [Invocation.GenerateOptions.Destination] = []
    for option in tokens.options {
      switch option.name {
      case "-o", "--output":
        destinations.append(option.value == "-" ? .standardOutput : .file(option.value ?? ""))
      case "--output-dir":
        destinations.append(.directory(option.value ?? ""))
      case "--tca":
        switch release(option.value, subcommand: .generate) {
        case .failure(let error): return .failure(error)
        case .success(let release): options.tca = release
        }
      case "--default-tca":
        // Checked by the loader, and only for schemas that set no `tca`; the last one wins.
        guard let release = option.value, !release.isEmpty else {
          return .failure(UsageError("the default TCA release is empty", subcommand: .generate))
        }
        options.defaultTCA = release
      default:
        options.expandMacros = true
      }
    }
    guard destinations.count <= 1 else {
      return .failure(UsageError("give one output: either '-o <file>' or '--output-dir <dir>', once", subcommand: .generate))
    }
    options.destination = destinations.first ?? .standardOutput
    if case .file(let path) = options.destination, path.isEmpty {
      return .failure(UsageError("the output file name is empty", subcommand: .generate))
    }
    if case .directory(let path) = options.destination, path.isEmpty {
      return .failure(UsageError("the output folder name is empty", subcommand: .generate))
    }
    if let problem = problemWithInputs(options.inputs, subcommand: .generate) { return .failure(problem) }
    if case .file = options.destination, options.inputs.count > 1 {
      return .failure(
        UsageError("'-o' takes one schema; use '--output-dir' to generate several", subcommand: .generate))
    }
    return .success(.generate(options))
  }

  private static func parseCheck(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: Tokens
    switch tokenize(arguments, takesValue: ["--tca"], flags: [], subcommand: .check) {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var tca: TCARelease?
    for option in tokens.options {
      switch release(option.value, subcommand: .check) {
      case .failure(let error): return .failure(error)
      case .success(let release): tca = release
      }
    }
    if let problem = problemWithInputs(tokens.positionals, subcommand: .check) { return .failure(problem) }
    return .success(.check(inputs: tokens.positionals, tca: tca))
  }

  /// The release after `--tca`; the last one wins when given twice.
  private static func release(_ value: String?, subcommand: Invocation.Subcommand) -> Result<TCARelease, UsageError> {
    let text = value ?? ""
    guard let release = TCARelease(text) else {
      return .failure(UsageError("'--tca': \(TCARelease.unsupportedMessage(text))", subcommand: subcommand))
    }
    return .success(release)
  }

  private static func parseDiff(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: Tokens
    switch tokenize(arguments, takesValue: ["--format"], flags: [], subcommand: .diff) {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    guard tokens.positionals.count == 2 else {
      return .failure(UsageError("give two inputs: the old one and the new one", subcommand: .diff))
    }
    var format = DiffFormat.text
    for option in tokens.options {
      guard let chosen = DiffFormat(rawValue: option.value ?? "") else {
        return .failure(UsageError(
          "unknown format '\(option.value ?? "")'; choose text, markdown or json", subcommand: .diff))
      }
      format = chosen
    }
    return .success(.diff(old: tokens.positionals[0], new: tokens.positionals[1], format: format))
  }

  private static func parseGraph(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: Tokens
    switch tokenize(arguments, takesValue: ["--format", "--diff", "--layout"], flags: [], subcommand: .graph) {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    guard tokens.positionals.count == 1 else {
      return .failure(UsageError("give one input: a schema, a Swift file or a folder", subcommand: .graph))
    }
    var format = GraphFormat.mermaid
    var layout = GraphLayout.auto
    var old: String?
    for option in tokens.options {
      switch option.name {
      case "--diff":
        old = option.value
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
    return .success(.graph(schema: tokens.positionals[0], format: format, layout: layout, diffAgainst: old))
  }

  private static func parseImport(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: Tokens
    switch tokenize(arguments, takesValue: ["-o", "--output", "--output-dir", "--tca"], flags: [], subcommand: .import) {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    var options = Invocation.ImportOptions(inputs: tokens.positionals)
    var destinations: [ImportCommand.Destination] = []
    for option in tokens.options {
      let value = option.value ?? ""
      switch option.name {
      case "--tca":
        switch release(value, subcommand: .import) {
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

  private static func problemWithInputs(_ inputs: [String], subcommand: Invocation.Subcommand) -> UsageError? {
    if inputs.isEmpty { return UsageError("no schema given", subcommand: subcommand) }
    if inputs.filter({ $0 == "-" }).count > 1 {
      return UsageError("standard input ('-') can be read only once", subcommand: subcommand)
    }
    if inputs.contains(where: \.isEmpty) { return UsageError("a schema path is empty", subcommand: subcommand) }
    return nil
  }
}
