import NavSchema

/// `generate --output-dir <dir> --per-enum [--file-prefix <name>] [--expect-file <name>]...`:
/// one file per navigation enum, named `<prefix>+<Scope>.<Enum>.swift`
/// (`PerEnumFiles`). The prefix defaults to the schema's name
/// (`App.navgen.json` → `App`). NavGenPlugin declares the files before navgen
/// runs, so it passes the names it declared with `--expect-file`: navgen
/// writes exactly those, and when the schema's enums now give other names
/// (the build was planned before an edit) puts the enums without a file of
/// their own into the first one and says so (`PerEnumFiles.DeclaredFiles`).
public struct PerEnumRequest: Hashable, Sendable {
  /// `--file-prefix`; nil: each schema's name.
  public var prefix: String?
  /// `--expect-file`, in order; nil when none was given.
  public var expectedFiles: [String]?

  public init(prefix: String? = nil, expectedFiles: [String]? = nil) {
    self.prefix = prefix
    self.expectedFiles = expectedFiles
  }

  /// The prefix of the files of the schema at `input`.
  public func prefix(forSchemaAt input: String) -> String {
    prefix ?? String(OutputNaming.swiftFileName(forSchemaAt: input).dropLast(".swift".count))
  }

  static func parse(
    perEnum: Bool, prefix: String?, expected: [String]?, options: GenerateOptions
  ) -> Result<PerEnumRequest?, UsageError> {
    guard perEnum else {
      if prefix != nil || expected != nil {
        return .failure(UsageError("'--file-prefix' and '--expect-file' go with '--per-enum'", command: "generate"))
      }
      return .success(nil)
    }
    guard case .directory = options.destination else {
      return .failure(UsageError("'--per-enum' writes into a folder: give '--output-dir <dir>'", command: "generate"))
    }
    if (prefix != nil || expected != nil), options.inputs.count != 1 {
      return .failure(
        UsageError("'--file-prefix' and '--expect-file' name the files of one schema; give one", command: "generate"))
    }
    for name in [prefix].compactMap({ $0 }) + (expected ?? []) where name.isEmpty || name.contains("/") {
      return .failure(UsageError("'\(name)' is not a file name", command: "generate"))
    }
    return .success(PerEnumRequest(prefix: prefix, expectedFiles: expected))
  }
}
