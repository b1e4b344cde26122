import NavSchema
import NavImport
import NavReview
import NavGenerate

/// `navgen import <path>... [-o <schema> | --output-dir <dir>] [--tca <release>]`
/// as a library call: reads Swift files and folders, imports them, writes
/// the schema(s) (never over an existing file, never to a Swift file) or
/// returns the schema for standard output.
///
/// Exit codes: 0 everything found was imported exactly; 1 something was
/// reported (warnings, or no `@Reducer enum` at all); 2 usage error,
/// unreadable input or unwritable output.
public enum ImportCommand {
  public enum Destination: Hashable, Sendable {
    case standardOutput
    case file(String)
    case directory(String)
  }

  public static func run(
    inputs: [String], destination: Destination, tca release: TCARelease? = nil,
    reader: SchemaSourceReader = SchemaSourceReader(), writer: OutputWriter = OutputWriter()
  ) -> ReviewCommandResult {
    let sources: [SwiftSource]
    let roots: [String: String]
    switch readSwiftInputs(inputs, reader: reader) {
    case .failure(let message):
      return ReviewCommandResult(output: "", errors: [message.description], exitCode: 2)
    case .success(let read):
      (sources, roots) = read
    }
    let importer = SwiftImporter(sources, tca: release)
    var diagnostics = importer.diagnostics
    var notes: [String] = []
    if importer.reducerEnumCount == 0 {
      notes.append("no @Reducer enum found in \(inputs.map { "'\($0)'" }.joined(separator: ", "))")
    }
    var output = ""
    var errors: [String] = []
    switch destination {
    case .standardOutput:
      let result = importer.schema(named: "<stdout>")
      diagnostics = result.diagnostics
      output = result.json
    case .file(let path):
      let result = importer.schema(named: path)
      diagnostics = result.diagnostics
      errors += write(result.json, to: path, writer: writer)
    case .directory(let directory):
      let names = OutputNames.schemaFileNames(for: importer.filesWithEnums, roots: roots)
      for file in importer.filesWithEnums {
        let path = SwiftFileSearch.join(directory, names[file] ?? file)
        let result = importer.schema(ofFile: file, named: path)
        diagnostics += result.diagnostics
        // A file whose enums could not be imported (already reported) gets no schema.
        guard !result.schema.enums.isEmpty else { continue }
        errors += write(result.json, to: path, writer: writer)
      }
    }
    let exitCode: Int32 = !errors.isEmpty ? 2 : (diagnostics.isEmpty && notes.isEmpty ? 0 : 1)
    return ReviewCommandResult(
      output: output, diagnostics: diagnostics.sortedByLocation(), errors: errors, warnings: notes, exitCode: exitCode)
  }

  private static func write(_ json: String, to path: String, writer: OutputWriter) -> [String] {
    if path.hasSuffix(".swift") {
      return ["'\(path)' is a Swift file; import writes a schema ('<name>.navgen.json') and never touches Swift files"]
    }
    do {
      try writer.write(json, toPath: path, replacing: .nothing)
      return []
    } catch {
      return [error.description]
    }
  }
}

/// Why Swift inputs could not be read, printed as it is.
struct InputProblem: Error, CustomStringConvertible {
  var description: String
}

/// The Swift files of `inputs` (files and folders on disk), each once, with
/// the input each came from (for naming schemas after their path below it).
func readSwiftInputs(
  _ inputs: [String], reader: SchemaSourceReader
) -> Result<(sources: [SwiftSource], roots: [String: String]), InputProblem> {
  var sources: [SwiftSource] = []
  var roots: [String: String] = [:]
  for input in inputs {
    let source = reader.source(for: input, allowingGit: false)
    guard reader.kind(of: source).isSwift else {
      return .failure(InputProblem(description: reader.read(source).failure?.description ?? "'\(input)' is not a Swift file or a folder"))
    }
    switch reader.swiftSources(source) {
    case .failure(let error):
      return .failure(InputProblem(description: error.description))
    case .success(let found):
      for file in found where roots[file.fileName] == nil {
        roots[file.fileName] = input
        sources.append(file)
      }
    }
  }
  return .success((sources, roots))
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// File names for `--output-dir`: `<SwiftFileStem>.navgen.json`; files that
/// share a stem (compared case-insensitively) are named after their path
/// below the input folder, folders joined with `_` (`Settings_Feature.navgen.json`).
enum OutputNames {
  static func schemaFileNames(for files: [String], roots: [String: String]) -> [String: String] {
    var stems: [String: [String]] = [:]
    for file in files { stems[stem(of: lastComponent(file)).lowercased(), default: []].append(file) }
    var names: [String: String] = [:]
    var taken: Set<String> = []
    for file in files {
      let plain = stem(of: lastComponent(file))
      var name = plain
      if (stems[plain.lowercased()]?.count ?? 0) > 1 {
        let root = roots[file] ?? ""
        var relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
        relative = stem(of: relative)
        name = relative.split(separator: "/").joined(separator: "_")
      }
      var candidate = name
      var counter = 2
      while !taken.insert(candidate.lowercased()).inserted {
        candidate = "\(name)_\(counter)"
        counter += 1
      }
      names[file] = candidate + ".navgen.json"
    }
    return names
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func stem(of name: String) -> String {
    name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
  }
}
