/// Turns a schema file's bytes into the validated model, with its diagnostics.
public typealias SchemaLoading =
  @Sendable (_ contents: [UInt8], _ fileName: String) -> (schema: NavigationSchema?, diagnostics: [Diagnostic])

/// What `DiffCommand` and `GraphCommand` need from the outside world: how to
/// read each side and how to load it. Tests swap in a temporary directory, a
/// fixed standard input, or a loader that builds models in code.
public struct ReviewEnvironment: Sendable {
  public var reader: SchemaSourceReader
  public var load: SchemaLoading

  public init(reader: SchemaSourceReader = SchemaSourceReader(), load: @escaping SchemaLoading) {
    self.reader = reader
    self.load = load
  }
}
