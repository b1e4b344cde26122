import NavSchema

/// Where one side of `navgen diff` (or `navgen graph --diff`) comes from.
///
/// The rule for telling them apart, in order:
/// 1. `-` is standard input;
/// 2. a string naming an existing file or directory is a path, even if it
///    contains `:` (so `v1:old.json` in the current directory wins);
/// 3. otherwise a string containing `:` is `<rev>:<path>`, read with
///    `git show <rev>:<path>` (the path is relative to the repository root,
///    as git reads it; `<rev>:./path` is relative to the current directory);
/// 4. anything else is a path (reading it reports the missing file).
public enum SchemaSource: Hashable, Sendable, CustomStringConvertible {
  case standardInput
  case file(path: String)
  case gitRevision(revision: String, path: String)

  /// - Parameter exists: whether a path names an existing file or directory.
  public init(_ specification: String, exists: (String) -> Bool) {
    if specification == "-" {
      self = .standardInput
    } else if exists(specification) {
      self = .file(path: specification)
    } else if let colon = specification.firstIndex(of: ":") {
      self = .gitRevision(
        revision: String(specification[..<colon]),
        path: String(specification[specification.index(after: colon)...]))
    } else {
      self = .file(path: specification)
    }
  }

  /// The name diagnostics use as the file: the path, `<stdin>`, or `<rev>:<path>`.
  public var description: String {
    switch self {
    case .standardInput: return NavigationSchema.standardInputFileName
    case .file(let path): return path
    case .gitRevision(let revision, let path): return "\(revision):\(path)"
    }
  }
}
