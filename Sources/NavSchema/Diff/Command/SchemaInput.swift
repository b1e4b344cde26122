/// One schema side of a command, read and loaded: the model, or why not.
struct SchemaInput {
  /// As given on the command line: a path, `-` or `<rev>:<path>`.
  var specification: String
  var schema: NavigationSchema?
  /// The loader's diagnostics, warnings included, in file order.
  var diagnostics: [Diagnostic] = []
  var readError: SchemaReadError?

  init(specification: String, environment: ReviewEnvironment) {
    self.specification = specification
    let source = environment.reader.source(for: specification)
    switch environment.reader.read(source) {
    case .failure(let error):
      readError = error
    case .success(let contents):
      let loaded = environment.load(contents, source.description)
      diagnostics = loaded.diagnostics.sortedByLocation()
      schema = diagnostics.hasErrors ? nil : loaded.schema
    }
  }

  /// Why there is no schema, when no diagnostic says so.
  var failureMessage: String? {
    if let readError { return readError.description }
    return schema == nil && !diagnostics.hasErrors ? "cannot load '\(specification)'" : nil
  }
}
