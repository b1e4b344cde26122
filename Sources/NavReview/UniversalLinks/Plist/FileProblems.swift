import NavSchema

/// Why a file cannot be compared with the schemas: its errors, each at its place.
public struct FileProblems: Error, Sendable {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
