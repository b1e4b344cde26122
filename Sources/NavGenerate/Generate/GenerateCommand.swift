import NavSchema

/// `navgen generate` and `navgen check`: reads and validates every schema,
/// reports every diagnostic, and writes the generated Swift. The build-tool
/// plugin's tool runs exactly this, so a build reports what the CLI reports.
public struct GenerateCommand: Sendable {
  public var environment: ToolEnvironment
  public var outputWriter: OutputWriter

  public init(environment: ToolEnvironment, outputWriter: OutputWriter = OutputWriter()) {
    self.environment = environment
    self.outputWriter = outputWriter
  }

  /// What a run leaves: its exit code, and the loaded schemas, which a
  /// process about to exit need not free (for a large schema, hundreds of
  /// thousands of small objects, which take long to free one by one).
  public struct Outcome {
    public var exitCode: ExitCode
    public var schemas: [NavigationSchema] = []

    public init(exitCode: ExitCode, schemas: [NavigationSchema] = []) {
      self.exitCode = exitCode
      self.schemas = schemas
    }
  }

  public func check(_ options: CheckOptions) -> Outcome {
    switch load(options.inputs, options.context, tca: options.tca, casePaths: ReleaseChoice(tcaTraits: options.tcaTraits)) {
    case .failure(let code): return Outcome(exitCode: code)
    case .success(let loaded): return Outcome(exitCode: .success, schemas: loaded.schemas)
    }
  }

  public func generate(_ options: GenerateOptions) -> Outcome {
    switch load(
      options.inputs, options.context, tca: options.tca, defaultTCA: options.defaultTCA, casePaths: options.casePaths)
    {
    case .failure(let code): return Outcome(exitCode: code)
    case .success(let loaded): return Outcome(exitCode: write(loaded.schemas, loaded.context, options), schemas: loaded.schemas)
    }
  }

  /// `loadAll`, then the context the schemas are generated in (the other schemas of the run, and
  /// what `--context` and `--not-imported` name) and what it says of them (`GenerationContext.diagnostics`).
  private func load(
    _ inputs: [String], _ contextOptions: ContextOptions, tca: TCARelease?, defaultTCA: String? = nil,
    casePaths: ReleaseChoice = .init()
  ) -> Result<(schemas: [NavigationSchema], context: GenerationContext), ExitCode> {
    loadAll(inputs, tca: tca, defaultTCA: defaultTCA, casePaths: casePaths).flatMap { schemas in
      let loaded = ContextLoader(inputs: SchemaInputs(environment: environment)).load(
        contextOptions, writing: schemas, inputPaths: inputs, tca: tca, defaultTCA: defaultTCA, casePaths: casePaths)
      for error in loaded.readErrors { environment.writeStandardError("navgen: error: \(error)\n") }
      var seen: Set<Diagnostic> = []
      let diagnostics = (loaded.diagnostics + schemas.flatMap(loaded.context.diagnostics(for:)))
        .filter { seen.insert($0).inserted }.sortedByLocation()
      report(diagnostics)
      if !loaded.readErrors.isEmpty { return .failure(.usage) }
      return diagnostics.hasErrors ? .failure(.invalidInput) : .success((schemas, loaded.context))
    }
  }

  /// Reads and validates every input, printing every diagnostic. Returns the
  /// schemas when all are valid; the exit code otherwise. `tca` (`--tca`)
  /// replaces each schema's release; `defaultTCA` (`--default-tca`) is the
  /// release of a schema that sets none; `casePaths` the same for `casePaths`.
  func loadAll(
    _ inputs: [String], tca: TCARelease?, defaultTCA: String? = nil, casePaths: ReleaseChoice = .init()
  ) -> Result<[NavigationSchema], ExitCode> {
    let loader = SchemaInputs(environment: environment)
    var schemas: [NavigationSchema] = []
    var failure: ExitCode?
    for input in inputs {
      let loaded = loader.load(input, tca: tca, defaultTCA: defaultTCA, casePaths: casePaths)
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

  func report(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    environment.writeStandardError(diagnostics.map { "\($0)\n" }.joined())
  }

  /// Generates each schema's Swift in `context` and writes it where `options` say.
  private func write(_ schemas: [NavigationSchema], _ context: GenerationContext, _ options: GenerateOptions) -> ExitCode {
    switch options.destination {
    case .standardOutput:
      let outputs = schemas.map { SwiftGenerator.generate($0, expandMacros: options.expandMacros, context: context) }
      environment.writeStandardOutput(outputs.joined(separator: "\n"))
      return .success
    case .file(let path):
      return write(SwiftGenerator.generateSource(schemas[0], expandMacros: options.expandMacros, context: context), to: path)
    case .directory(let directory):
      if options.inputs.contains("-") {
        environment.writeStandardError("navgen: error: a schema read from standard input needs '-o <file>'\n")
        return .usage
      }
      if let perEnum = options.perEnum {
        return writePerEnum(schemas, options, perEnum, into: directory, context: context)
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
      where write(
        SwiftGenerator.generateSource(schema, expandMacros: options.expandMacros, context: context), to: path) != .success
      {
        code = .usage
      }
      return code
    }
  }

  /// One file per enum of each schema (`PerEnumFiles`), then the schema's
  /// stale per-enum files removed. With `--expect-file`, exactly the files the
  /// build declared are written (`PerEnumFiles.DeclaredFiles`).
  private func writePerEnum(
    _ schemas: [NavigationSchema], _ options: GenerateOptions, _ request: PerEnumRequest, into directory: String,
    context: GenerationContext
  ) -> ExitCode {
    let prefixes = options.inputs.map { request.prefix(forSchemaAt: $0) }
    var firstInput: [String: String] = [:]
    for (input, prefix) in zip(options.inputs, prefixes) {
      if let other = firstInput.updateValue(input, forKey: prefix.lowercased()) {
        environment.writeStandardError(
          "navgen: error: '\(other)' and '\(input)' would both write '\(directory)/\(prefix)+….swift'; give them different names\n")
        return .usage
      }
    }
    var code = ExitCode.success
    for (schema, prefix) in zip(schemas, prefixes) {
      let files: [(fileName: String, source: GeneratedSource)]
      if let expected = request.expectedFiles {
        let declared = PerEnumFiles.generate(
          schema, prefix: prefix, declared: expected, expandMacros: options.expandMacros, context: context)
        report(declared.diagnostics)
        files = declared.files
      } else {
        files = PerEnumFiles.generate(schema, prefix: prefix, expandMacros: options.expandMacros, context: context)
      }
      for file in files where write(file.source, to: directory + "/" + file.fileName) != .success {
        code = .usage
      }
      do {
        try StalePerEnumFiles.remove(
          in: directory, prefix: prefix, schemaFileName: schema.fileName, keeping: Set(files.map(\.fileName)))
      } catch {
        environment.writeStandardError("navgen: error: \(error)\n")
        code = .usage
      }
    }
    return code
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
