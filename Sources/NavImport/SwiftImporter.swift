import NavSchema

/// One Swift file to import: its bytes and the name diagnostics give it
/// (a path, or `<rev>:<path>` for a file read from git).
public struct SwiftSource: Hashable, Sendable {
  public var fileName: String
  public var contents: [UInt8]

  public init(fileName: String, contents: [UInt8]) {
    self.fileName = fileName
    self.contents = contents
  }
}

/// What importing Swift sources into one schema produced.
public struct SwiftImportResult: Sendable {
  /// The imported navigation, valid as a schema (it passes the schema loader).
  public var schema: NavigationSchema
  /// The schema file's text: what `navgen import` writes.
  public var json: String
  /// Warnings at Swift locations, in file order: everything that could not be imported exactly.
  public var diagnostics: [Diagnostic]
}

/// The import stage: Swift sources in, the same model a schema file gives
/// out. Swift → `DeclarationParser` → `ReducerEnumFinder` →
/// `ReducerEnumMapper` (one enum each) → `SchemaAssembler` (features) →
/// `SchemaCheck`, which encodes the schema and loads it back with
/// `SchemaLoader`, so what import writes always passes `navgen check`.
public struct SwiftImporter: Sendable {
  /// Every `@Reducer enum` the sources declare that could be imported, in source order.
  public private(set) var enums: [NavigationEnum] = []
  /// How many `@Reducer enum`s the sources declare, imported or not.
  public private(set) var reducerEnumCount = 0
  /// The qualified names of the `@Reducer enum`s declared but not imported
  /// (each reported why), in the order found: they stay in Swift.
  package private(set) var notImported: [String] = []
  /// The files that declare `@Reducer enum`s, in the order given.
  public private(set) var filesWithEnums: [String] = []
  /// Warnings of reading and mapping, before any schema is assembled.
  public private(set) var diagnostics: [Diagnostic] = []
  private var importsByFile: [String: [ImportDeclaration]] = [:]
  /// Where the imported enums and their conformance extensions are written (`navgen adopt`).
  package private(set) var sites = ImportSites()
  /// Every `extension X.State: …` / `extension X.Action: …` at file scope,
  /// whether or not `X` was imported: `X`, the member, the conformances as written.
  package private(set) var memberConformances: [(enumName: String, member: String, conformances: [String], location: SourceLocation)] = []
  /// Each file as the reader parsed it, by file name.
  package private(set) var parsedFiles: [String: SwiftSourceFile] = [:]
  private var stackElements = StackElementNames()
  /// The release asked for; nil for the newest, which the schema then leaves implicit.
  private let tca: TCARelease?

  /// Reads and maps every source; conformance extensions count from all of them. A source
  /// `parsed` holds is not parsed again.
  public init(_ sources: [SwiftSource], tca: TCARelease? = nil, parsed: ParsedSwiftFiles = ParsedSwiftFiles()) {
    self.tca = tca
    var warnings = ImportWarnings()
    var finder = ReducerEnumFinder()
    for (source, file) in zip(sources, parsed.parses(of: sources)) {
      for problem in file.problems {
        warnings.warn(
          "the Swift reader cannot make sense of this (\(problem.message)); declarations here may be missed",
          file: source.fileName, at: SourcePosition(line: problem.line, column: problem.column))
      }
      finder.scan(file, named: source.fileName)
      parsedFiles[source.fileName] = file
    }
    for local in finder.enumsInBodies {
      warnings.warn(
        "\(DisplayText.quoted(local.name)) is declared inside \(ImportWording.describe(.other(local.container))), "
          + "where a generated file (another file) cannot reach it; \(ReducerEnumMapper.keepInSwift)",
        file: local.file, at: local.location)
    }
    var mapped: [NavigationEnum] = []
    var conformances = ConformanceExtensionMapper()
    for found in finder.enums {
      var mapper = ReducerEnumMapper(found, release: tca ?? .latest, privateTypes: finder.privateTypes[found.file] ?? PrivateTypeNames())
      let navigationEnum = mapper.map()
      warnings.append(mapper.warnings)
      guard var navigationEnum else { continue }
      conformances.apply(finder.conformanceExtensions, to: &navigationEnum)
      mapped.append(navigationEnum)
    }
    warnings.append(conformances.warnings)
    var assembler = SchemaAssembler()
    enums = assembler.uniqueEnums(mapped)
    warnings.append(assembler.warnings)
    diagnostics = warnings.diagnostics
    reducerEnumCount = finder.enums.count + finder.enumsInBodies.count
    let importedAt = Set(enums.map(\.location))
    notImported = finder.enums.filter { !importedAt.contains($0.declaration.location.location(in: $0.file)) }
      .map { ($0.scope + [$0.declaration.name]).joined(separator: ".") } + finder.enumsInBodies.map(\.name)
    filesWithEnums = sources.map(\.fileName).filter { name in finder.enums.contains { $0.file == name } }
    importsByFile = finder.imports
    memberConformances = finder.conformanceExtensions.map {
      ($0.enumName, $0.member, $0.declaration.inheritance.map(\.text), $0.declaration.location.location(in: $0.file))
    }
    sites = ImportSites(enums: enums, found: finder.enums, extensions: finder.conformanceExtensions)
    stackElements = finder.stackElements
  }

  /// One schema of every imported enum, with every warning of the import.
  public func schema(named fileName: String) -> SwiftImportResult {
    var result = schema(of: enums, named: fileName)
    result.diagnostics = (diagnostics + result.diagnostics).sortedByLocation()
    return result
  }

  /// One schema of the enums declared in `swiftFile`; its diagnostics are
  /// only those of assembling and checking it (`diagnostics` has the rest).
  public func schema(ofFile swiftFile: String, named fileName: String) -> SwiftImportResult {
    schema(of: enums.filter { $0.location.file == swiftFile }, named: fileName)
  }

  /// One schema of the enums of `swiftFile` whose qualified names are in `names`.
  package func schema(ofFile swiftFile: String, enumsNamed names: Set<String>, named fileName: String) -> SwiftImportResult {
    schema(of: enums.filter { $0.location.file == swiftFile && names.contains($0.qualifiedName) }, named: fileName)
  }

  private func schema(of enums: [NavigationEnum], named fileName: String) -> SwiftImportResult {
    var assembler = SchemaAssembler()
    let imports = importedModules(of: enums)
    var schema = assembler.assemble(
      enums, fileName: fileName, imports: imports.imports, tca: tca ?? .latest, stackElements: stackElements)
    let checked = SchemaCheck.run(&schema, pinningRelease: tca != nil)
    return SwiftImportResult(
      schema: schema, json: checked.json,
      diagnostics: (imports.warnings + assembler.warnings.diagnostics + checked.diagnostics).sortedByLocation())
  }

  /// `ComposableArchitecture` first, then the unconditional imports of the
  /// files the enums come from, each module once, in file order, with the
  /// attributes any of its imports carries; an attribute the schema cannot
  /// hold is reported where it is written.
  private func importedModules(of enums: [NavigationEnum]) -> (imports: [ModuleImport], warnings: [Diagnostic]) {
    var modules: [ModuleImport] = ["ComposableArchitecture"]
    var warnings = ImportWarnings()
    var seenFiles: Set<String> = []
    for file in enums.map(\.location.file) where seenFiles.insert(file).inserted {
      for declaration in importsByFile[file] ?? [] {
        guard case .success(let components) = SwiftGrammar.dottedName(declaration.modulePath, as: .moduleName) else {
          continue
        }
        let module = components.joined(separator: ".")
        var attributes: [String] = []
        for attribute in declaration.attributes {
          switch SwiftGrammar.moduleImport(attribute.text + " " + module) {
          case .success(let checked):
            attributes += checked.attributes
          case .failure(let error):
            warnings.warn(
              "the attribute \(DisplayText.quoted(attribute.text)) of the import of \(DisplayText.quoted(module)) "
                + "cannot be held by the schema (\(error.message)); the generated file imports it without",
              file: file, at: attribute.location)
          }
        }
        if let index = modules.firstIndex(where: { $0.module == module }) {
          modules[index].attributes += attributes.filter { !modules[index].attributes.contains($0) }
        } else {
          modules.append(ModuleImport(module: module, attributes: attributes))
        }
      }
    }
    return (modules, warnings.diagnostics)
  }

  /// Imports `sources` into one schema: the whole stage in one call.
  public static func importSchema(
    _ sources: [SwiftSource], schemaFileName: String, tca: TCARelease? = nil, parsed: ParsedSwiftFiles = ParsedSwiftFiles()
  ) -> SwiftImportResult {
    SwiftImporter(sources, tca: tca, parsed: parsed).schema(named: schemaFileName)
  }

  /// Runs bytes through the whole import as one Swift file, for fuzzing:
  /// it must return, and what it produces must load as a valid schema.
  public static func fuzzEntry(_ bytes: [UInt8]) {
    let result = importSchema([SwiftSource(fileName: "fuzz.swift", contents: bytes)], schemaFileName: "fuzz.navgen.json")
    let reloaded = SchemaLoader.load(contents: Array(result.json.utf8), fileName: "fuzz.navgen.json")
    precondition(!reloaded.diagnostics.hasErrors, "import wrote a schema that does not load: \(reloaded.diagnostics)")
  }
}
