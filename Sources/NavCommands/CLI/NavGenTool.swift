import NavSchema
import NavImport
import NavReview

/// The whole `navgen` command: parses arguments, reads schemas, runs the
/// pipeline and reports through a `ToolEnvironment`. The executable only
/// hands it the process's environment and exits with what it returns.
public struct NavGenTool: Sendable {
  public var environment: ToolEnvironment
  public var outputWriter = OutputWriter()

  public init(environment: ToolEnvironment) {
    self.environment = environment
  }

  public func run(_ arguments: [String]) -> Int32 {
    perform(arguments).exitCode.rawValue
  }

  /// What running a command line leaves: its exit code, and what it loaded,
  /// which a process about to exit need not free.
  struct Outcome {
    var exitCode: ExitCode
    var products = Products()
  }

  /// The loaded schemas: for a large schema, hundreds of thousands of
  /// small objects, which take long to free one by one. (Generated sources
  /// are a few large buffers, freed at once.)
  struct Products {
    var schemas: [NavigationSchema] = []
  }

  func perform(_ arguments: [String]) -> Outcome {
    switch ArgumentParser.parse(arguments) {
    case .failure(let error):
      environment.writeStandardError("navgen: error: \(error.message)\n\(HelpText.usage(of: error.subcommand))\n")
      return Outcome(exitCode: .usage)
    case .success(let invocation):
      return perform(invocation)
    }
  }

  func perform(_ invocation: Invocation) -> Outcome {
    switch invocation {
    case .help(let topic):
      environment.writeStandardOutput(HelpText.help(for: topic))
      return Outcome(exitCode: .success)
    case .version:
      environment.writeStandardOutput(HelpText.version + "\n")
      return Outcome(exitCode: .success)
    case .check(let inputs, let tca):
      return check(inputs, tca: tca)
    case .generate(let options):
      return generate(options)
    case .diff(let old, let new, let format):
      let colour = ColourPolicy.useColour(
        isTerminal: environment.standardOutputIsTerminal, environment: environment.variables)
      return Outcome(exitCode: finish(DiffCommand.run(oldSpec: old, newSpec: new, format: format, colour: colour, environment: review)))
    case .graph(let schema, let format, let layout, let old):
      return Outcome(exitCode: finish(GraphCommand.run(
        schemaSpec: schema, format: format, layout: layout, diffAgainst: old, environment: review)))
    case .import(let options):
      return Outcome(exitCode: finish(ImportCommand.run(
        inputs: options.inputs, destination: options.destination, tca: options.tca, reader: inputReader,
        writer: outputWriter)))
    }
  }

  /// Diff and graph read files, standard input and git revisions themselves.
  private var review: ReviewEnvironment {
    ReviewEnvironment(reader: inputReader)
  }

  private func finish(_ result: ReviewCommandResult) -> ExitCode {
    environment.writeStandardOutput(result.output)
    if !result.standardError.isEmpty { environment.writeStandardError(result.standardError) }
    return ExitCode(rawValue: result.exitCode) ?? .usage
  }

  // MARK: Loading

  /// Reads and validates every input, printing every diagnostic. Returns the
  /// schemas when all are valid; the exit code otherwise. `generate` and
  /// `check` take schema files and `-` only; `tca` (`--tca`) replaces each
  /// schema's release; `defaultTCA` (`--default-tca`) is the release of a
  /// schema that sets none.
  func loadAll(_ inputs: [String], tca: TCARelease?, defaultTCA: String? = nil) -> Result<[NavigationSchema], ExitCode> {
    let loader = InputLoader(
      reader: inputReader,
      loadSchema: { SchemaLoader.load(contents: $0, fileName: $1, tcaOverride: tca, defaultTCA: defaultTCA) },
      accepted: [])
    var schemas: [NavigationSchema] = []
    var failure: ExitCode?
    for input in inputs {
      let loaded = loader.load(input)
      report(loaded.diagnostics)
      if let readError = loaded.readError {
        environment.writeStandardError("navgen: error: \(readError)\n")
        failure = .usage
      } else if let schema = loaded.schema {
        schemas.append(schema)
      } else if failure == nil {
        failure = .invalidInput
      }
    }
    if let failure { return .failure(failure) }
    return .success(schemas)
  }

  /// Files and standard input as this tool's environment provides them.
  var inputReader: SchemaSourceReader {
    let environment = environment
    return SchemaSourceReader(
      readStandardInput: environment.readStandardInput,
      readFile: { path in
        do {
          return .success(try environment.readFile(path))
        } catch let error as SchemaReadError {
          return .failure(error)
        } catch {
          return .failure(SchemaReadError(source: .file(path: path), message: "\(error)"))
        }
      })
  }

  func report(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    environment.writeStandardError(diagnostics.map { "\($0)\n" }.joined())
  }

  // MARK: Commands

  private func check(_ inputs: [String], tca: TCARelease?) -> Outcome {
    switch loadAll(inputs, tca: tca) {
    case .failure(let code): return Outcome(exitCode: code)
    case .success(let schemas): return Outcome(exitCode: .success, products: Products(schemas: schemas))
    }
  }

  private func generate(_ options: Invocation.GenerateOptions) -> Outcome {
    let schemas: [NavigationSchema]
    switch loadAll(options.inputs, tca: options.tca, defaultTCA: options.defaultTCA) {
    case .failure(let code): return Outcome(exitCode: code)
    case .success(let loaded): schemas = loaded
    }
    return Outcome(exitCode: write(schemas, options), products: Products(schemas: schemas))
  }

  /// Generates each schema's Swift and writes it where `options` say.
  private func write(_ schemas: [NavigationSchema], _ options: Invocation.GenerateOptions) -> ExitCode {
    switch options.destination {
    case .standardOutput:
      let outputs = schemas.map { SwiftGenerator.generate($0, expandMacros: options.expandMacros) }
      environment.writeStandardOutput(outputs.joined(separator: "\n"))
      return .success
    case .file(let path):
      return write(SwiftGenerator.generateSource(schemas[0], expandMacros: options.expandMacros), to: path)
    case .directory(let directory):
      if options.inputs.contains("-") {
        environment.writeStandardError("navgen: error: a schema read from standard input needs '-o <file>'\n")
        return .usage
      }
      let paths = options.inputs.map { directory + "/" + OutputNaming.swiftFileName(forSchemaAt: $0) }
      var firstInput: [String: String] = [:]
      for (input, path) in zip(options.inputs, paths) {
        if let other = firstInput.updateValue(input, forKey: path) {
          environment.writeStandardError("navgen: error: '\(other)' and '\(input)' would both be written to '\(path)'\n")
          return .usage
        }
      }
      // One file at a time: only one generated file is held in memory.
      var code = ExitCode.success
      for (schema, path) in zip(schemas, paths)
      where write(SwiftGenerator.generateSource(schema, expandMacros: options.expandMacros), to: path) != .success {
        code = .usage
      }
      return code
    }
  }

  private func write(_ source: GeneratedSource, to path: String) -> ExitCode {
    do {
      try outputWriter.write(source, toPath: path)
      return .success
    } catch {
      environment.writeStandardError("navgen: error: \(error)\n")
      return .usage
    }
  }
}

/// Names of generated files.
public enum OutputNaming {
  /// `Articulo.navgen.json` → `Articulo.swift`; `App.json` → `App.swift`.
  public static func swiftFileName(forSchemaAt path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    for suffix in [".navgen.json", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count)) + ".swift"
    }
    return name + ".swift"
  }
}
