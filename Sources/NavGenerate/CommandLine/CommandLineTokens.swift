import NavSchema

/// One command's arguments split into options and positionals. Accepts
/// `--flag value`, `--flag=value`, `-o value`, `--` to end options, and `-`
/// as a positional argument meaning standard input or output.
package struct CommandLineTokens {
  package var positionals: [String] = []
  package var options: [(name: String, value: String?)] = []

  /// `takesValue` lists the options that consume the next argument; `command`
  /// names the command in usage errors.
  package static func split(
    _ arguments: [String], takesValue: Set<String>, flags: Set<String>, command: String
  ) -> Result<CommandLineTokens, UsageError> {
    var tokens = CommandLineTokens()
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
          return .failure(UsageError("missing value for '\(name)'", command: command))
        }
      } else if flags.contains(name) {
        if inlineValue != nil {
          return .failure(UsageError("'\(name)' takes no value", command: command))
        }
        tokens.options.append((name, nil))
      } else {
        let hint = SpellingSuggestion.hint(for: name, among: Array(takesValue.union(flags)).sorted())
        return .failure(UsageError("unknown option '\(name)'\(hint)", command: command))
      }
    }
    return .success(tokens)
  }

  /// The release after `--tca`.
  package static func release(_ value: String?, command: String) -> Result<TCARelease, UsageError> {
    let text = value ?? ""
    guard let release = TCARelease(text) else {
      return .failure(UsageError("'--tca': \(TCARelease.unsupportedMessage(text))", command: command))
    }
    return .success(release)
  }

  /// The traits after `--tca-traits`: names separated by commas (none for an empty value), each
  /// one `release` declares (`--tca`, else the newest release navgen knows, which declares them all).
  package static func traits(_ value: String, release: TCARelease?, command: String) -> Result<Set<TCATrait>, UsageError> {
    let release = release ?? .newestKnown
    var traits: Set<TCATrait> = []
    for entry in value.split(separator: ",") {
      let name = String(entry.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      if name.isEmpty { continue }
      guard let trait = TCATrait(rawValue: name), TCATrait.declared(by: release).contains(trait) else {
        return .failure(UsageError("'--tca-traits': \(TCATrait.undeclaredMessage(name, release: release))", command: command))
      }
      traits.insert(trait)
    }
    return .success(traits)
  }

  /// What is wrong with the schema inputs of `generate` or `check`, if anything.
  package static func problemWithSchemaInputs(_ inputs: [String], command: String) -> UsageError? {
    if inputs.isEmpty { return UsageError("no schema given", command: command) }
    if inputs.filter({ $0 == "-" }).count > 1 {
      return UsageError("standard input ('-') can be read only once", command: command)
    }
    if inputs.contains(where: \.isEmpty) { return UsageError("a schema path is empty", command: command) }
    return nil
  }
}
