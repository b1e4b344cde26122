#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavImport
import NavReview
import NavGenerate

/// Reads every kind of input a command takes: a schema from a file,
/// standard input or git (`git show <rev>:<path>`), and Swift files from a
/// file or folder on disk or at a git revision. Relative paths and git run in
/// `currentDirectory` when given (tests use a temporary repository), else in
/// the process's directory.
public struct SchemaSourceReader: Sendable {
  public var currentDirectory: String?
  public var readStandardInput: @Sendable () -> [UInt8]
  /// Reads a file at a path already resolved against `currentDirectory`.
  public var readFile: @Sendable (String) -> Result<[UInt8], SchemaReadError>
  /// Where dump-package's answers are kept (`ManifestDumpCache`), asked for only when a
  /// package's manifest is read; none by default, the environment's choice in the CLI.
  public var manifestCache: @Sendable () -> ManifestDumpCache?

  public init(
    currentDirectory: String? = nil,
    readStandardInput: @escaping @Sendable () -> [UInt8] = { ToolEnvironment.process.readStandardInput() },
    readFile: @escaping @Sendable (String) -> Result<[UInt8], SchemaReadError> = { SchemaFile.read(atPath: $0) },
    manifestCache: @escaping @Sendable () -> ManifestDumpCache? = { nil }
  ) {
    self.currentDirectory = currentDirectory
    self.readStandardInput = readStandardInput
    self.readFile = readFile
    self.manifestCache = manifestCache
  }

  /// Applies the `SchemaSource` rule, checking paths against the file system.
  /// Without `allowingGit` every specification but `-` is a path.
  public func source(for specification: String, allowingGit: Bool = true) -> SchemaSource {
    guard allowingGit else { return specification == "-" ? .standardInput : .file(path: specification) }
    return SchemaSource(specification) { FileManager.default.fileExists(atPath: resolved($0)) }
  }

  /// The contents, or a message saying why they could not be read.
  public func read(_ source: SchemaSource) -> Result<[UInt8], SchemaReadError> {
    switch source {
    case .standardInput:
      return .success(readStandardInput())
    case .file(let path):
      return readFile(resolved(path)).mapError { SchemaReadError(source: source, message: $0.message) }
    case .gitRevision(let revision, let path):
      return git.blob(revision: revision, path: path).mapError { SchemaReadError(source: source, message: $0.message) }
    }
  }

  // MARK: Swift inputs

  /// What a source holds: a folder or a `.swift` file is Swift, anything else a schema.
  public func kind(of source: SchemaSource) -> InputKind {
    switch source {
    case .standardInput:
      return .schema
    case .file(let path):
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: resolved(path), isDirectory: &isDirectory), isDirectory.boolValue {
        return .swiftFolder
      }
      return path.hasSuffix(".swift") ? .swiftFile : .schema
    case .gitRevision(let revision, let path):
      if path.hasSuffix(".swift") { return .swiftFile }
      // An unknown object is left to `read`, which reports git's message.
      return (try? git.objectType(revision: revision, path: path).get()) == "tree" ? .swiftFolder : .schema
    }
  }

  /// The Swift files of a `.swift` file or a folder, each named as
  /// diagnostics show it: `Sources/App/Feature.swift`, `main:Sources/App/Feature.swift`.
  public func swiftSources(_ source: SchemaSource) -> Result<[SwiftSource], SchemaReadError> {
    switch kind(of: source) {
    case .swiftFolder:
      return filesInFolder(source, suffix: SwiftFileSearch.swiftSuffix).flatMap { files in
        guard !files.isEmpty else { return .failure(SchemaReadError(source: source, message: "a folder without Swift files")) }
        return .success(files.map { SwiftSource(fileName: $0.fileName, contents: $0.contents) })
      }
    case .swiftFile:
      return read(source).map { [SwiftSource(fileName: source.description, contents: $0)] }
    case .schema:
      return .failure(SchemaReadError(source: source, message: "not a Swift file or folder"))
    }
  }

  /// The files ending in `suffix` below a folder, each named as diagnostics
  /// show it: `Sources/App/Feature.swift`, `main:Sources/App/Feature.swift`.
  private func filesInFolder(_ source: SchemaSource, suffix: String) -> Result<[FileInFolder], SchemaReadError> {
    listing(source).flatMap { contents(of: $0.files(endingIn: suffix), in: source) }
  }

  /// Every file below a folder on disk or at a revision, in one walk of it (one `git ls-tree`).
  package func listing(_ source: SchemaSource) -> Result<FolderListing, SchemaReadError> {
    switch source {
    case .file(let path):
      return .success(SwiftFileSearch.listing(in: resolved(path)))
    case .gitRevision(let revision, let path):
      return git.filesInTree(revision: revision, path: path).mapError { SchemaReadError(source: source, message: $0.message) }
        .map { names in
          FolderListing(sortedFiles: SwiftFileSearch.sortedPaths(
            names.filter { SwiftFileSearch.includes(relativePath: $0, suffix: "") && !$0.contains("\n") }))
        }
    case .standardInput:
      return .failure(SchemaReadError(source: source, message: "not a folder"))
    }
  }

  /// The bytes of `files`, paths relative to the folder `source`, each named as diagnostics show
  /// it; at a revision with one `git cat-file --batch`.
  package func contents(of files: [String], in source: SchemaSource) -> Result<[FileInFolder], SchemaReadError> {
    let failure = { (message: String) in SchemaReadError(source: source, message: message) }
    switch source {
    case .file:
      return collect(files.map { Self.name(of: $0, in: source) }) { file in
        readFile(resolved(file)).map { FileInFolder(fileName: file, contents: $0) }
      }
    case .gitRevision(let revision, _):
      guard !files.isEmpty else { return .success([]) }
      let objects = files.map { Self.name(of: $0, in: source) }
      return git.blobs(objects, revision: revision).mapError { failure($0.message) }.flatMap { contents in
        guard let missing = zip(objects, contents).first(where: { $0.1 == nil }) else {
          return .success(zip(objects, contents).map { FileInFolder(fileName: $0, contents: $1 ?? []) })
        }
        return .failure(failure("git cannot read '\(missing.0)'"))
      }
    case .standardInput:
      return .failure(failure("not a folder"))
    }
  }

  /// A file or folder below the folder `source` as diagnostics name it, `relative` to it:
  /// `Sources/App/Feature.swift` below `.`, `App/Sources/App/Feature.swift` below `App`, and at a
  /// revision as git reads it, `main:./Sources/…` below `main:.` (the current folder).
  static func name(of relative: String, in source: SchemaSource) -> String {
    switch source {
    case .file(let path):
      return path.isEmpty || path == "." || path == "./" ? relative : SwiftFileSearch.join(path, relative)
    case .gitRevision(let revision, let path):
      return "\(revision):" + (path.isEmpty ? relative : SwiftFileSearch.join(path == "." ? "./" : path, relative))
    case .standardInput:
      return relative
    }
  }

  private func collect(
    _ files: [String], _ read: (String) -> Result<FileInFolder, SchemaReadError>
  ) -> Result<[FileInFolder], SchemaReadError> {
    var sources: [FileInFolder] = []
    for file in files {
      switch read(file) {
      case .success(let source): sources.append(source)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(sources)
  }

  private var git: GitRunner { GitRunner(currentDirectory: currentDirectory) }

  func resolved(_ path: String) -> String {
    guard let currentDirectory, !path.hasPrefix("/") else { return path }
    return URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).path
  }
}

/// A file read from a folder: its name as diagnostics show it, and its bytes.
public struct FileInFolder: Hashable, Sendable {
  public var fileName: String
  public var contents: [UInt8]
}

