import NavSchema

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
  /// True for a folder that holds packages, whose features and enums know their targets.
  public var isPackage = false
  /// What the reader should know that is in no file, one sentence each (a folder that gave no navigation).
  public var warnings: [String] = []

  public init(specification: String) {
    self.specification = specification
  }

  /// Why there is no schema, when no diagnostic says so.
  public var failureMessage: String? {
    if let readError { return readError.description }
    return schema == nil && !diagnostics.hasErrors ? "cannot load '\(specification)'" : nil
  }
}
