import Foundation

/// Reads the bytes of a `SchemaSource`: a file, standard input, or a blob
/// from git. Relative paths and git run in `currentDirectory` when given
/// (tests use a temporary repository), else in the process's directory.
public struct SchemaSourceReader: Sendable {
  public var currentDirectory: String?
  public var readStandardInput: @Sendable () -> [UInt8]

  public init(
    currentDirectory: String? = nil,
    readStandardInput: @escaping @Sendable () -> [UInt8] = {
      Array(FileHandle.standardInput.readDataToEndOfFile())
    }
  ) {
    self.currentDirectory = currentDirectory
    self.readStandardInput = readStandardInput
  }

  /// Applies the `SchemaSource` rule, checking paths against the file system.
  public func source(for specification: String) -> SchemaSource {
    SchemaSource(specification) { FileManager.default.fileExists(atPath: resolved($0)) }
  }

  /// The contents, or a message saying why they could not be read.
  public func read(_ source: SchemaSource) -> Result<[UInt8], SchemaReadError> {
    switch source {
    case .standardInput:
      return .success(readStandardInput())
    case .file(let path):
      return Self.readFile(atPath: resolved(path)).mapError { SchemaReadError(source: source, message: $0.message) }
    case .gitRevision(let revision, let path):
      return GitShow(currentDirectory: currentDirectory).blob(revision: revision, path: path)
        .mapError { SchemaReadError(source: source, message: $0.message) }
    }
  }

  /// The one place NavGen reads a schema file: its bytes, or why not.
  public static func readFile(atPath path: String) -> Result<[UInt8], SchemaReadError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(SchemaReadError(source: .file(path: path), message: "no such file"))
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      return .failure(
        SchemaReadError(source: .file(path: path), message: isDirectory.boolValue ? "is a directory" : "not readable"))
    }
    return .success(Array(data))
  }

  private func resolved(_ path: String) -> String {
    guard let currentDirectory, !path.hasPrefix("/") else { return path }
    return URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).path
  }
}

/// Why a schema's bytes could not be read; printed as `cannot read '<source>': <message>`.
public struct SchemaReadError: Error, Hashable, Sendable, CustomStringConvertible {
  public var source: SchemaSource
  public var message: String

  public var description: String { "cannot read '\(source)': \(message)" }
}
