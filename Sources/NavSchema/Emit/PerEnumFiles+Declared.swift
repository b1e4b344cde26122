extension PerEnumFiles {
  /// The files of a schema when the build declared its outputs from an older
  /// reading of it. SwiftPM reruns a build-tool plugin only when it plans the
  /// build again (a change to the package, a clean build), not when a schema's
  /// contents change, so after an edit that adds, removes or renames an enum the
  /// declared files and the schema's enums differ until then. The build must
  /// still get exactly the declared files, and they must still compile to the
  /// schema: each enum whose file is declared goes there, the enums without a
  /// declared file go into the first declared file, and a declared file left
  /// without an enum holds the header and imports alone.
  public struct DeclaredFiles {
    public var files: [(fileName: String, source: GeneratedSource)]
    /// Qualified names of the enums written into the first declared file for
    /// want of their own, in schema order.
    public var enumsWithoutTheirFile: [String]
    /// Declared files that hold no enum.
    public var filesWithoutAnEnum: [String]
    /// A warning at each enum without its file, and at the schema's start for
    /// each file without an enum.
    public var diagnostics: [Diagnostic]

    /// Whether the declared files are the schema's own (`fileNames`).
    public var matchTheSchema: Bool { diagnostics.isEmpty }
  }

  /// Exactly the files of `declared` (at least one), in that order.
  public static func generate(
    _ schema: NavigationSchema, prefix: String, declared: [String], expandMacros: Bool = false,
    context: GenerationContext = .none
  ) -> DeclaredFiles {
    precondition(!declared.isEmpty, "a build declares at least one file per schema")
    let declaredNames = Set(declared)
    var enumsOfFile: [String: Set<String>] = [:]
    var homeless: [NavigationEnum] = []
    for (name, file) in zip(fileNames(prefix: prefix, schema: schema), fileEnums(of: schema)) {
      if declaredNames.contains(name) {
        enumsOfFile[name] = Set(file.enums.map(\.qualifiedName))
      } else {
        homeless.append(file.named)
        enumsOfFile[declared[0], default: []].formUnion(file.enums.map(\.qualifiedName))
      }
    }
    let links = LinkFiles(schema: schema, context: context)
    let schema = context.withImports(schema)
    let files = declared.map { name in
      var part = schema
      part.enums = schema.enums.filter { enumsOfFile[name]?.contains($0.qualifiedName) ?? false }
      return (
        fileName: name,
        source: SwiftGenerator.generateSource(part, expandMacros: expandMacros, links: links.emitter(forFileWith: part.enums))
      )
    }
    // A schema without enums is one declared file that rightly holds none.
    let withoutEnum = schema.enums.isEmpty && declared == fileNames(prefix: prefix, qualifiedNames: [])
      ? [] : declared.filter { enumsOfFile[$0]?.isEmpty ?? true }
    let plan = "this build declared its files before the schema changed (SwiftPM reruns NavGenPlugin "
      + "when it plans the build again, not when a schema changes)"
    let diagnostics =
      homeless.map { navigationEnum in
        Diagnostic.warning(
          "\(DisplayText.quoted(navigationEnum.qualifiedName)) is written into \(DisplayText.quoted(declared[0])) for now: \(plan); "
            + "the next change to the package or a clean build gives it its own file",
          at: navigationEnum.location)
      }
      + withoutEnum.map { fileName in
        Diagnostic.warning(
          "\(DisplayText.quoted(fileName)) holds no enum for now: \(plan); the next change to the package or a clean build removes it",
          at: SourceLocation(file: schema.fileName, line: 1, column: 1))
      }
    return DeclaredFiles(
      files: files, enumsWithoutTheirFile: homeless.map(\.qualifiedName), filesWithoutAnEnum: withoutEnum,
      diagnostics: diagnostics)
  }
}
