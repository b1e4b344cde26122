import NavSchema
import NavImport
import NavReview
import NavPackage
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
    let read: SwiftInputs
    switch readSwiftInputs(inputs, reader: reader) {
    case .failure(let message):
      return ReviewCommandResult(output: "", errors: [message.description], exitCode: 2)
    case .success(let inputs):
      read = inputs
    }
    let (sources, roots) = (read.sources, read.roots)
    let importer = SwiftImporter(sources, tca: release, parsed: read.parsed)
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
    diagnostics += read.diagnostics
    let exitCode: Int32 = !errors.isEmpty ? 2 : (diagnostics.isEmpty && notes.isEmpty ? 0 : 1)
    return ReviewCommandResult(
      output: output, diagnostics: diagnostics.sortedByLocation(), errors: errors, warnings: notes, notes: read.notes,
      exitCode: exitCode)
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

/// The Swift files of `inputs` (files and folders on disk), each once, with the input each came
/// from (for naming schemas after their path below it). A folder is read as every command reads
/// it (`FolderReading`): when it holds packages, the files of their targets and those outside any
/// target, with a warning at each manifest not read and a note for the `@Reducer`s of what is no
/// part of an app (test targets, DocC catalogs), which are left out.
func readSwiftInputs(
  _ inputs: [String], reader: SchemaSourceReader
) -> Result<SwiftInputs, InputProblem> {
  var read = SwiftInputs()
  for input in inputs {
    let source = reader.source(for: input, allowingGit: false)
    let kind = reader.kind(of: source)
    guard kind.isSwift else {
      return .failure(InputProblem(description: reader.read(source).failure?.description ?? "'\(input)' is not a Swift file or a folder"))
    }
    var found: [FileInFolder]
    if kind == .swiftFolder {
      switch FolderReading.read(source, reader: reader, description: nil) {
      case .failure(let error):
        return .failure(InputProblem(description: error.description))
      case .success(let reading):
        found = reading.sources.filter { $0.fileName.hasSuffix(SwiftFileSearch.swiftSuffix) }
        guard !found.isEmpty else {
          return .failure(InputProblem(description: SchemaReadError(source: source, message: "a folder without Swift files").description))
        }
        read.parsed.add(reading.parsed)
        if let layout = reading.layout {
          // The app's files, in the folder's order.
          let app = Set(reading.parts().flatMap { $0.files.map(\.fileName) })
          found = found.filter { app.contains($0.fileName) }
          read.diagnostics += reading.warnings
          read.notes += SwiftInputs.leftOutReducers(layout, of: reading, input: input)
        }
      }
    } else {
      switch reader.read(source) {
      case .failure(let error): return .failure(InputProblem(description: error.description))
      case .success(let contents): found = [FileInFolder(fileName: source.description, contents: contents)]
      }
    }
    for file in found where read.roots[file.fileName] == nil {
      read.roots[file.fileName] = input
      read.sources.append(SwiftSource(fileName: file.fileName, contents: file.contents))
    }
  }
  return .success(read)
}

/// Swift files to import or adopt, and what reading them found to say.
struct SwiftInputs {
  var sources: [SwiftSource] = []
  /// The input (as given) each file came from, by file name.
  var roots: [String: String] = [:]
  /// At the manifests a folder's reading did not read.
  var diagnostics: [Diagnostic] = []
  /// What was left out of the folders that writes `@Reducer`.
  var notes: [String] = []
  /// Swift files their folder's reading parsed already.
  var parsed = ParsedSwiftFiles()

  /// One note naming what `layout` left out as no part of an app that writes `@Reducer`.
  fileprivate static func leftOutReducers(_ layout: FolderLayout, of reading: FolderReading, input: String) -> [String] {
    let byName = Dictionary(reading.sources.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
    let named = layout.leftOut.filter { leftOut in
      leftOut.files.contains { file in
        byName[SchemaSourceReader.name(of: file, in: reading.source)].map(FolderReading.writesReducer) == true
      }
    }
    guard !named.isEmpty else { return [] }
    return [
      "left out of '\(input)' as no part of an app, although they write @Reducer: "
        + named.map { leftOut in
          switch leftOut.reason {
          case .target(let kind): "target \(leftOut.name) (\(kind.rawValue))"
          case .documentation: "\(leftOut.name) (a DocC catalog)"
          }
        }.joined(separator: ", ")
    ]
  }
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
