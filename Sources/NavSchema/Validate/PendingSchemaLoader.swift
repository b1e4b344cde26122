// Replaced when the loader lands (branch `parse`).
public struct SchemaLoadResult: Sendable {
  public var schema: NavigationSchema?
  public var diagnostics: [Diagnostic]
}

public enum SchemaLoader {
  public static func load(contents: [UInt8], fileName: String) -> SchemaLoadResult {
    SchemaLoadResult(schema: nil, diagnostics: [.error("the loader has not landed yet", at: SourceLocation(file: fileName, line: 1, column: 1))])
  }
}
