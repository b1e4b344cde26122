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

    /// Whether the declared files are the schema's own (`fileNames`).
    public var matchTheSchema: Bool { enumsWithoutTheirFile.isEmpty && filesWithoutAnEnum.isEmpty }
  }

  /// Exactly the files of `declared` (at least one), in that order.
  public static func generate(
    _ schema: NavigationSchema, prefix: String, declared: [String], expandMacros: Bool = false
  ) -> DeclaredFiles {
    precondition(!declared.isEmpty, "a build declares at least one file per schema")
    let declaredNames = Set(declared)
    var enumsOfFile: [String: Set<String>] = [:]
    var homeless: [String] = []
    for (name, group) in zip(fileNames(prefix: prefix, schema: schema), fileEnums(of: schema)) {
      let qualifiedNames = group.map(\.qualifiedName)
      if declaredNames.contains(name) {
        enumsOfFile[name] = Set(qualifiedNames)
      } else {
        homeless += qualifiedNames
      }
    }
    enumsOfFile[declared[0], default: []].formUnion(homeless)
    let files = declared.map { name in
      var part = schema
      part.enums = schema.enums.filter { enumsOfFile[name]?.contains($0.qualifiedName) ?? false }
      return (fileName: name, source: SwiftGenerator.generateSource(part, expandMacros: expandMacros))
    }
    let withoutEnum = declared.filter { enumsOfFile[$0]?.isEmpty ?? true }
    // A schema without enums is one declared file that rightly holds none.
    let expectedEmpty = schema.enums.isEmpty && declared == [fileNames(prefix: prefix, qualifiedNames: [])[0]]
    return DeclaredFiles(
      files: files, enumsWithoutTheirFile: homeless, filesWithoutAnEnum: expectedEmpty ? [] : withoutEnum)
  }
}
