/// What loading a schema file produced: the model when the file is valid,
/// and every diagnostic in file order.
public struct SchemaLoadResult: Sendable {
  /// Nil whenever `diagnostics` holds an error.
  public var schema: NavigationSchema?
  /// Every problem found, errors and warnings, in file order.
  public var diagnostics: [Diagnostic]

  /// A result holding `schema` (nil when invalid) and its diagnostics.
  public init(schema: NavigationSchema?, diagnostics: [Diagnostic]) {
    self.schema = schema
    self.diagnostics = diagnostics
  }
}

/// The one entry point from bytes to a validated `NavigationSchema`.
public enum SchemaLoader {
  /// Parses and validates a schema. `fileName` is what diagnostics print as
  /// the file (the CLI passes the path as given) and what the generated
  /// header names. `tcaOverride` (the CLI's `--tca`) replaces the file's
  /// `tca`; the file's value is still checked. `defaultTCA` (`--default-tca`,
  /// which NavGenPlugin passes) is the release for a schema that sets no
  /// `tca`; without either, the newest supported release. `casePaths` does the
  /// same for the file's `casePaths`.
  public static func load(
    contents: [UInt8], fileName: String, tcaOverride: TCARelease? = nil, defaultTCA: String? = nil,
    casePaths: ReleaseChoice = .init()
  ) -> SchemaLoadResult {
    let document: JSONDocument
    switch JSONParser.parse(contents, fileName: fileName) {
    case .success(let parsed): document = parsed
    case .failure(let error): return SchemaLoadResult(schema: nil, diagnostics: [error.diagnostic])
    }
    var decoder = SchemaDecoder(json: document, tcaOverride: tcaOverride, defaultTCA: defaultTCA, casePaths: casePaths)
    let schema = decoder.decodeFile(document.root)
    let diagnostics = decoder.diagnostics.sortedByLocation()
    return SchemaLoadResult(schema: diagnostics.hasErrors ? nil : schema, diagnostics: diagnostics)
  }
}
