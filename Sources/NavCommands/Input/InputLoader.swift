import NavSchema
import NavImport
import NavReview
import NavGenerate

/// Turns a schema file's bytes into the validated model, with its diagnostics.
public typealias SchemaLoading = @Sendable (_ contents: [UInt8], _ fileName: String) -> SchemaLoadResult

/// The one way every command turns an input argument into the model: a
/// schema file, `-`, `<rev>:<path>`, Swift sources (a `.swift` file or a
/// folder, on disk or at a revision) imported on the fly, or a folder of
/// schemas (every `*.navgen.json` below it, with any `@Reducer enum` its Swift
/// files still declare) read as one app. Each command says which of these it accepts.
public struct InputLoader: Sendable {
  public struct Accepted: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `<rev>:<path>` read from git.
    public static let gitRevisions = Accepted(rawValue: 1)
    /// Swift files and folders, imported.
    public static let swiftSources = Accepted(rawValue: 2)
    public static let all: Accepted = [.gitRevisions, .swiftSources]
  }

  public var reader: SchemaSourceReader
  public var loadSchema: SchemaLoading
  public var accepted: Accepted
  /// The TCA release Swift sources are imported for; nil for the newest.
  public var tca: TCARelease?
  /// The package NavGen's command plugin runs in, and the file where it wrote SwiftPM's view
  /// of its targets, read instead of running `swift package dump-package` there.
  public var packageDescription: (packageFolder: String, file: String)?

  public init(
    reader: SchemaSourceReader = SchemaSourceReader(),
    loadSchema: @escaping SchemaLoading = { SchemaLoader.load(contents: $0, fileName: $1) },
    accepted: Accepted = .all,
    tca: TCARelease? = nil
  ) {
    self.reader = reader
    self.loadSchema = loadSchema
    self.accepted = accepted
    self.tca = tca
  }

  public func load(_ specification: String) -> LoadedInput {
    let source = reader.source(for: specification, allowingGit: accepted.contains(.gitRevisions))
    var input = LoadedInput(specification: specification)
    let kind = reader.kind(of: source)
    if kind.isSwift {
      input.isSwiftSources = true
      guard accepted.contains(.swiftSources) else {
        input.readError = .notASchema(source, isFolder: kind == .swiftFolder)
        return input
      }
      if kind == .swiftFolder {
        if PackageManifestReader(reader: reader, description: packageDescription).isPackage(source) {
          return loadPackage(source, into: input)
        }
        switch reader.schemaFiles(source) {
        case .failure(let error):
          input.readError = error
          return input
        case .success(let schemaFiles) where !schemaFiles.isEmpty:
          return loadApp(schemaFiles, in: source, into: input)
        case .success:
          break
        }
      }
      switch reader.swiftSources(source) {
      case .failure(let error):
        input.readError = error
      case .success(let sources):
        let imported = SwiftImporter.importSchema(sources, schemaFileName: source.description, tca: tca)
        input.diagnostics = imported.diagnostics
        input.schema = imported.diagnostics.hasErrors ? nil : imported.schema
      }
      return input
    }
    switch reader.read(source) {
    case .failure(let error):
      input.readError = error
    case .success(let contents):
      let loaded = loadSchema(contents, source.description)
      input.diagnostics = loaded.diagnostics.sortedByLocation()
      input.schema = input.diagnostics.hasErrors ? nil : loaded.schema
    }
    return input
  }
}

extension InputLoader {
  /// A folder that holds schemas: every `*.navgen.json` in it, and the
  /// `@Reducer enum`s its Swift files still declare, read as one app.
  private func loadApp(_ schemaFiles: [FileInFolder], in source: SchemaSource, into input: LoadedInput) -> LoadedInput {
    var input = input
    let loaded = loadFolder(schemaFiles, in: source)
    let app = NavigationApp.merge(loaded.schemas, named: source.description)
    input.diagnostics = (loaded.diagnostics + app.diagnostics).sortedByLocation()
    input.schema = input.diagnostics.hasErrors ? nil : app.schema
    return input
  }

  /// The valid schemas of a folder, then what its Swift files declare that no schema does.
  func loadFolder(_ schemaFiles: [FileInFolder], in source: SchemaSource) -> (schemas: [NavigationSchema], diagnostics: [Diagnostic]) {
    var schemas: [NavigationSchema] = []
    var diagnostics: [Diagnostic] = []
    for file in schemaFiles {
      let loaded = loadSchema(file.contents, file.fileName)
      diagnostics += loaded.diagnostics
      if let schema = loaded.schema, !loaded.diagnostics.hasErrors { schemas.append(schema) }
    }
    if case .success(let sources) = reader.swiftSources(source) {
      let imported = SwiftImporter.importSchema(sources, schemaFileName: source.description, tca: tca)
      let (rest, shadowed) = NavigationApp.withoutEnums(declaredIn: schemas, from: imported.schema)
      if !imported.schema.enums.isEmpty { diagnostics += imported.diagnostics + shadowed }
      if !rest.enums.isEmpty { schemas.append(rest) }
    }
    return (schemas, diagnostics)
  }
}
