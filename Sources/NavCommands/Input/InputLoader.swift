import NavSchema
import NavImport
import NavReview
import NavGenerate

/// Turns a schema file's bytes into the validated model, with its diagnostics.
public typealias SchemaLoading = @Sendable (_ contents: [UInt8], _ fileName: String) -> SchemaLoadResult

/// The one way every command turns an input argument into the model: a
/// schema file, `-`, `<rev>:<path>`, Swift sources (a `.swift` file or a
/// folder, on disk or at a revision) imported on the fly, a folder of
/// schemas (every `*.navgen.json` below it, with any `@Reducer enum` its Swift
/// files still declare) read as one app, or a folder that holds packages read
/// whole (`FolderReading`). Each command says which of these it accepts.
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
        return loadFolder(at: source, into: input)
      }
      switch reader.swiftSources(source) {
      case .failure(let error):
        input.readError = error
      case .success(let sources):
        return importSwift(sources, from: source, into: input)
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
  /// A folder, read once (`FolderReading`): whole when it holds packages; else, when it holds
  /// schemas, every `*.navgen.json` in it and the `@Reducer enum`s its Swift files still declare,
  /// read as one app; else its Swift files, imported.
  private func loadFolder(at source: SchemaSource, into input: LoadedInput) -> LoadedInput {
    var input = input
    let reading: FolderReading
    switch FolderReading.read(source, reader: reader, description: packageDescription) {
    case .failure(let error):
      input.readError = error
      return input
    case .success(let read):
      reading = read
    }
    if reading.layout != nil { return loadWhole(reading, into: input) }
    guard !reading.sources.isEmpty else {
      input.readError = SchemaReadError(source: source, message: "a folder without Swift files")
      return input
    }
    guard reading.sources.contains(where: { $0.fileName.hasSuffix(SwiftFileSearch.schemaSuffix) }) else {
      return importSwift(reading.sources.map { SwiftSource(fileName: $0.fileName, contents: $0.contents) }, from: source, into: input)
    }
    let loaded = loadFolder(reading.sources, named: source)
    let app = NavigationApp.merge(loaded.schemas, named: source.description)
    input.diagnostics = (loaded.diagnostics + app.diagnostics).sortedByLocation()
    input.schema = input.diagnostics.hasErrors ? nil : app.schema
    return input
  }

  /// Swift sources imported on the fly.
  private func importSwift(_ sources: [SwiftSource], from source: SchemaSource, into input: LoadedInput) -> LoadedInput {
    var input = input
    let imported = SwiftImporter.importSchema(sources, schemaFileName: source.description, tca: tca)
    input.diagnostics = imported.diagnostics
    input.schema = imported.diagnostics.hasErrors ? nil : imported.schema
    return input
  }

  /// The valid schemas among `files` (a folder's schemas and Swift sources, named `source` as a
  /// whole), then what its Swift files declare that no schema does. The import's warnings count
  /// when it found an enum, or with `allImportWarnings` (a folder read whole, where an enum the
  /// import leaves out is said). A Swift file `parsed` holds is not parsed again.
  func loadFolder(
    _ files: [FileInFolder], named source: SchemaSource, allImportWarnings: Bool = false,
    parsed: ParsedSwiftFiles = ParsedSwiftFiles()
  ) -> (schemas: [NavigationSchema], diagnostics: [Diagnostic]) {
    var schemas: [NavigationSchema] = []
    var diagnostics: [Diagnostic] = []
    var sources: [SwiftSource] = []
    for file in files {
      guard file.fileName.hasSuffix(SwiftFileSearch.schemaSuffix) else {
        sources.append(SwiftSource(fileName: file.fileName, contents: file.contents))
        continue
      }
      let loaded = loadSchema(file.contents, file.fileName)
      diagnostics += loaded.diagnostics
      if let schema = loaded.schema, !loaded.diagnostics.hasErrors { schemas.append(schema) }
    }
    if !sources.isEmpty {
      let imported = SwiftImporter.importSchema(sources, schemaFileName: source.description, tca: tca, parsed: parsed)
      let (rest, shadowed) = NavigationApp.withoutEnums(declaredIn: schemas, from: imported.schema)
      if allImportWarnings || !imported.schema.enums.isEmpty { diagnostics += imported.diagnostics + shadowed }
      if !rest.enums.isEmpty { schemas.append(rest) }
    }
    return (schemas, diagnostics)
  }
}
