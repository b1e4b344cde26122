#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavSchema

/// `navgen-generate`, the build-tool plugin's tool: `navgen generate` alone,
/// taking the same arguments without the command's name, so a build compiles
/// only the generation pipeline.
public enum GenerateTool {
  public static func runAsProcess() -> Never {
    let environment = ToolEnvironment.process
    switch GenerateOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .failure(let error):
      environment.writeStandardError("navgen-generate: error: \(error.message)\n")
      exit(ExitCode.usage.rawValue)
    case .success(let options):
      let outcome = GenerateCommand(environment: environment).generate(options)
      // Exiting with the schemas still held hands their memory back at once.
      withExtendedLifetime(outcome.schemas) { exit(outcome.exitCode.rawValue) }
    }
  }
}
