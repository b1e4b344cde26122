/// One generated file per navigation enum (`generate --output-dir --per-enum`,
/// and the build-tool plugin): editing one enum then rewrites only its file,
/// so a build recompiles only that file and the files that use it.
///
/// Each file is exactly what the single-file form writes for a schema that
/// holds that enum alone: the same header, the schema's imports (plus the
/// guarded `import SwiftUI` when this enum has glue), the enum in its
/// `extension <Scope>`, its extensions and its presentation modifier. No
/// enum's code refers to another enum's generated code, so the files compile
/// in any combination — except deep links: all of a schema's link code goes
/// into the file of the first enum it reads (it shares one file-private
/// helper), and needs every enum of the features it links.
///
/// Names: `<prefix>+<Scope>.<Enum>.swift` (`App+Articulo.Destination.swift`),
/// in schema order. A Swift identifier never holds `+`, so the prefix, unique
/// per schema, keeps the names of different schemas apart; two enums of one
/// schema whose qualified names differ only in case (one module, macOS file
/// systems) get `_2`, `_3`, … as the plugin's `OutputFileNames` does. A schema
/// without enums gets one file, `<prefix>.swift`, with the header and imports
/// alone, so a build still runs navgen on it and reports its errors.
///
/// An enum placed inside another (`{"reducerEnum": "Settings"}`) is written
/// inside that enum's declaration, so it has no file of its own: it goes into
/// the file of the enum it is placed in, with the enums placed in it in turn.
/// NavGenPlugin applies the same rule (`PerEnumFileNames` in Plugins/NavGenPlugin/NavGenPlugin.swift);
/// a test checks that both give the same names for every example.
public enum PerEnumFiles {
  public static let separator = "+"

  /// The file names for `qualifiedNames` (`Articulo.Destination`), in order.
  public static func fileNames(prefix: String, qualifiedNames: [String]) -> [String] {
    guard !qualifiedNames.isEmpty else { return ["\(prefix).swift"] }
    var taken: Set<String> = []
    return qualifiedNames.map { qualifiedName in
      let base = "\(prefix)\(separator)\(qualifiedName)"
      var name = "\(base).swift"
      var counter = 2
      while taken.contains(name.lowercased()) {
        name = "\(base)_\(counter).swift"
        counter += 1
      }
      taken.insert(name.lowercased())
      return name
    }
  }

  public static func fileNames(prefix: String, schema: NavigationSchema) -> [String] {
    fileNames(prefix: prefix, qualifiedNames: fileEnums(of: schema).map(\.named.qualifiedName))
  }

  /// The enums of each file: the enum that is not placed in another and
  /// names the file, and it with every enum placed in it (at any depth), in
  /// schema order as the single-file form writes them.
  static func fileEnums(of schema: NavigationSchema) -> [(named: NavigationEnum, enums: [NavigationEnum])] {
    let placed = schema.placedEnums
    return schema.enums.filter { placed[$0.qualifiedName] == nil }.map { top in
      let names = Set(([top] + top.enumsPlacedInside(from: placed)).map(\.qualifiedName))
      return (top, schema.enums.filter { names.contains($0.qualifiedName) })
    }
  }

  /// Whether `fileName` is one of the per-enum files of the schema with this prefix.
  public static func isPerEnumFile(_ fileName: String, prefix: String) -> Bool {
    fileName == "\(prefix).swift"
      || (fileName.hasPrefix("\(prefix)\(separator)") && fileName.hasSuffix(".swift")
        && !fileName.dropFirst(prefix.count + separator.count).contains(Character(separator)))
  }

  /// Each enum's file, in schema order, with the names `fileNames` gives.
  public static func generate(
    _ schema: NavigationSchema, prefix: String, expandMacros: Bool = false, context: GenerationContext = .none
  ) -> [(fileName: String, source: GeneratedSource)] {
    let names = fileNames(prefix: prefix, schema: schema)
    guard !schema.enums.isEmpty else {
      return [(names[0], SwiftGenerator.generateSource(schema, expandMacros: expandMacros, context: context))]
    }
    let links = LinkFiles(schema: schema, context: context)
    let schema = context.withImports(schema)
    return zip(names, fileEnums(of: schema)).map { name, file in
      var single = schema
      single.enums = file.enums
      return (name, SwiftGenerator.generateSource(single, expandMacros: expandMacros, links: links.emitter(forFileWith: file.enums)))
    }
  }

  /// Which per-enum file writes a schema's link code: the one with the first enum it reads.
  struct LinkFiles {
    let links: LinkEmitter
    let home: String?

    init(schema: NavigationSchema, context: GenerationContext) {
      links = LinkEmitter(schema: schema, context: context)
      home = links.homeEnumName
    }

    func emitter(forFileWith enums: [NavigationEnum]) -> LinkEmitter {
      guard let home, enums.contains(where: { $0.qualifiedName == home }) else { return .none }
      return links
    }
  }
}
