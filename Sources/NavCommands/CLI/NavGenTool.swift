import NavSchema
import NavImport
import NavReview
import NavGenerate
import NavAdopt

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
    case .check(let options):
      let outcome = generation.check(options)
      return Outcome(exitCode: outcome.exitCode, products: Products(schemas: outcome.schemas))
    case .generate(let options):
      let outcome = generation.generate(options)
      return Outcome(exitCode: outcome.exitCode, products: Products(schemas: outcome.schemas))
    case .diff(let old, let new, let format, let picture, let siteAssociation):
      let colour = ColourPolicy.useColour(
        isTerminal: environment.standardOutputIsTerminal, environment: environment.variables)
      return Outcome(exitCode: finish(DiffCommand.run(
        oldSpec: old, newSpec: new, format: format, colour: colour, picture: picture, siteAssociation: siteAssociation,
        environment: review)))
    case .graph(let schema, let format, let layout, let old, let changedOnly):
      return Outcome(exitCode: finish(GraphCommand.run(
        schemaSpec: schema, format: format, layout: layout, diffAgainst: old, changedOnly: changedOnly,
        environment: review)))
    case .links(let options) where options.writesSiteAssociation:
      return Outcome(exitCode: finish(SiteAssociationCommand.run(
        inputs: options.inputs, appIDs: options.appIDs, host: options.host, output: options.output,
        outputDirectory: options.outputDirectory, environment: review, writer: outputWriter)))
    case .links(let options) where !options.checks.isEmpty:
      return Outcome(exitCode: finish(LinksCheckCommand.run(
        inputs: options.inputs, files: options.checks, appIDs: options.appIDs, host: options.host, environment: review)))
    case .links(let options):
      return Outcome(exitCode: finish(LinksCommand.run(
        inputs: options.inputs, resolve: options.resolve, from: options.root, format: options.format, environment: review)))
    case .import(let options):
      return Outcome(exitCode: finish(ImportCommand.run(
        inputs: options.inputs, destination: options.destination, tca: options.tca, reader: inputReader,
        writer: outputWriter)))
    case .adopt(let options):
      guard let schemasDirectory = options.schemasDirectory else {
        return Outcome(exitCode: finish(PackageAdoptCommand.run(
          package: options.inputs[0], navgen: options.navgen, tca: options.tca, write: options.write, reader: inputReader,
          writer: outputWriter, packageDescription: pluginPackageDescription)))
      }
      return Outcome(exitCode: finish(AdoptCommand.run(
        inputs: options.inputs, schemasDirectory: schemasDirectory, tca: options.tca, write: options.write,
        reader: inputReader, writer: outputWriter)))
    }
  }

  private var generation: GenerateCommand {
    GenerateCommand(environment: environment, outputWriter: outputWriter)
  }

  /// Diff, graph and links read files, standard input and git revisions themselves, and a
  /// package's folder as the command plugin described it.
  private var review: ReviewEnvironment {
    ReviewEnvironment(reader: inputReader, packageDescription: pluginPackageDescription)
  }

  /// The package NavGen's command plugin runs navgen in, with SwiftPM's view of its targets.
  /// Read only by the commands that read packages: collecting the environment's variables is a
  /// measurable part of a short run's start.
  private var pluginPackageDescription: (packageFolder: String, file: String)? {
    CommandPluginPackage.description(in: environment.variables)
  }

  private func finish(_ result: ReviewCommandResult) -> ExitCode {
    environment.writeStandardOutput(result.output)
    if !result.standardError.isEmpty { environment.writeStandardError(result.standardError) }
    return ExitCode(rawValue: result.exitCode) ?? .usage
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
      },
      manifestCache: { ManifestDumpCache.chosen(by: environment.variables) })
  }
}
