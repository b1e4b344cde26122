import NavSchema
import NavImport
import NavReview

/// Turns a schema file's bytes into the validated model, with its diagnostics.
public typealias SchemaLoading = @Sendable (_ contents: [UInt8], _ fileName: String) -> SchemaLoadResult

/// The one way every command turns an input argument into the model: a
/// schema file, `-`, `<rev>:<path>`, or Swift sources (a `.swift` file or a
/// folder, on disk or at a revision) imported on the fly. Each command says
/// which of these it accepts.
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
        let what = kind == .swiftFolder ? "is a folder" : "is a Swift file"
        input.readError = SchemaReadError(
          source: source, message: "\(what), not a schema (a schema is made from Swift sources with 'navgen import')")
        return input
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

/// One input of a command, read and loaded: the model, or why not.
public struct LoadedInput: Sendable {
  /// As given on the command line: a path, `-` or `<rev>:<path>`.
  public var specification: String
  public var schema: NavigationSchema?
  /// The loader's (or the import's) diagnostics, warnings included, in file order.
  public var diagnostics: [Diagnostic] = []
  public var readError: SchemaReadError?
  /// True for Swift files and folders (imported on the fly), whose enums know their files.
  public var isSwiftSources = false

  /// Why there is no schema, when no diagnostic says so.
  public var failureMessage: String? {
    if let readError { return readError.description }
    return schema == nil && !diagnostics.hasErrors ? "cannot load '\(specification)'" : nil
  }
}
