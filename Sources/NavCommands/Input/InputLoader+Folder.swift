import NavSchema
import NavImport
import NavPackage
import NavGenerate

extension InputLoader {
  /// A folder that holds packages, read whole as one app (`FolderReading`): each regular and
  /// executable target's schemas and the `@Reducer enum`s its Swift files still declare, as a
  /// folder is read, with the checks across targets each target's generation makes within its
  /// package (a feature in two targets, a link into a target not depended on, a link into a
  /// feature without links), so review and the build say the same; then the schemas and Swift
  /// sources outside any target, read together as a folder of them is. Every feature and enum is
  /// marked with the name of its part (`FolderLayout`); the parts come in the layout's order.
  func loadWhole(_ reading: FolderReading, into input: LoadedInput) -> LoadedInput {
    var input = input
    let parts = reading.parts()
    var packageParts: [[(part: FolderLayout.Part, module: PackageModules.Module, files: [FileInFolder])]] = []
    var lastPackage: String?
    for (part, files) in parts {
      guard case .target(let module, let packageFolder) = part.kind else { continue }
      if packageFolder != lastPackage { packageParts.append([]) }
      packageParts[packageParts.count - 1].append((part, module, files))
      lastPackage = packageFolder
    }
    var diagnostics = reading.warnings
    var schemas: [NavigationSchema] = []
    // Which package each schema comes from; the sources outside any target count as one more.
    var packages: [Int] = []
    for (index, package) in packageParts.enumerated() {
      let start = schemas.count
      diagnostics += loadPackage(package, of: reading.source, parsed: reading.parsed, into: &schemas)
      packages += Array(repeating: index, count: schemas.count - start)
    }
    let outside = parts.filter { if case .outsideTargets = $0.part.kind { true } else { false } }
    if !outside.isEmpty {
      let loaded = loadFolder(outside.flatMap(\.files), named: reading.source, allImportWarnings: true, parsed: reading.parsed)
      diagnostics += loaded.diagnostics
      let partOfFile = Dictionary(uniqueKeysWithValues: outside.flatMap { part in part.files.map { ($0.fileName, part.part.name) } })
      schemas += loaded.schemas.map { $0.inModules(byFile: { partOfFile[$0] }) }
      packages += Array(repeating: packageParts.count, count: loaded.schemas.count)
    }
    let app = NavigationApp.merge(schemas, named: reading.source.description, packages: packages)
    var seen: Set<Diagnostic> = []
    input.diagnostics = (diagnostics + app.diagnostics).filter { seen.insert($0).inserted }.sortedByLocation()
    input.schema = input.diagnostics.hasErrors ? nil : app.schema
    input.isPackage = true
    if let schema = input.schema, schema.enums.isEmpty, let layout = reading.layout {
      input.warnings.append(Self.nothingRead(from: reading, layout))
    }
    return input
  }

  /// The parts of one package: each target's schemas and Swift sources, marked with the target's
  /// module for the checks across its targets, then with its part's name.
  private func loadPackage(
    _ parts: [(part: FolderLayout.Part, module: PackageModules.Module, files: [FileInFolder])], of source: SchemaSource,
    parsed: ParsedSwiftFiles, into schemas: inout [NavigationSchema]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var schemasByModule: [String: [NavigationSchema]] = [:]
    for (part, module, files) in parts {
      guard case .target(_, let packageFolder) = part.kind else { continue }
      let folder = Self.folder(FolderLayout.qualified(module.folder, in: packageFolder), in: source)
      let loaded = loadFolder(files, named: folder, allImportWarnings: true, parsed: parsed)
      diagnostics += loaded.diagnostics
      schemasByModule[module.name] = loaded.schemas.map { $0.inModule(module.name) }
    }
    let modules = parts.map(\.module)
    for module in modules {
      let visibleModules = Set([module.name] + module.dependencies)
      let visible = modules.filter { visibleModules.contains($0.name) }.flatMap { schemasByModule[$0.name] ?? [] }
      let others = modules.filter { !visibleModules.contains($0.name) }.flatMap { schemasByModule[$0.name] ?? [] }
      for schema in schemasByModule[module.name] ?? [] {
        let context = GenerationContext(module: module.name, visible: visible, notImported: others)
        diagnostics += context.diagnostics(for: schema)
      }
    }
    for (part, module, _) in parts {
      schemas += (schemasByModule[module.name] ?? []).map { $0.inModule(part.name) }
    }
    return diagnostics
  }

  /// Said when a folder that holds packages gives no navigation at all: what it holds, what of
  /// it was read, and what was left out.
  static func nothingRead(from reading: FolderReading, _ layout: FolderLayout) -> String {
    let sources = reading.sources.filter { !PackageManifestFiles.isManifest(String($0.fileName.split(separator: "/").last ?? "")) }
    let swift = sources.count { $0.fileName.hasSuffix(SwiftFileSearch.swiftSuffix) }
    let writing = sources.count { $0.fileName.hasSuffix(SwiftFileSearch.swiftSuffix) && FolderReading.writesReducer($0) }
    var message = "no schema and no @Reducer enum navgen can read in '\(reading.source)' (\(Self.count(swift, "Swift file")), "
      + "\(Self.count(sources.count - swift, "schema")))"
    guard writing > 0 || swift < sources.count else { return message + "; none writes @Reducer" }
    let targets = layout.parts.count { if case .target = $0.kind { true } else { false } }
    let files = layout.parts.reduce(0) { $0 + $1.files.count }
    message += "; \(writing) writing @Reducer; read: \(Self.count(files, "file")) in \(Self.count(targets, "target")) and "
      + "\(Self.count(layout.parts.count - targets, "folder")) outside any target"
    if !layout.leftOut.isEmpty {
      let files = layout.leftOut.reduce(0) { $0 + $1.files.count }
      let names = layout.leftOut.prefix(5).map { leftOut in
        switch leftOut.reason {
        case .target(let kind): "\(leftOut.name) (\(kind.rawValue))"
        case .documentation: "\(leftOut.name) (documentation)"
        }
      }
        + (layout.leftOut.count > 5 ? ["\(layout.leftOut.count - 5) more"] : [])
      message += "; \(Self.count(files, "file")) left out as no part of an app: " + names.joined(separator: ", ")
    }
    return message
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A folder below `package` (a target's, a nested package's), as a source of the same kind.
  static func folder(_ relative: String, in package: SchemaSource) -> SchemaSource {
    guard !relative.isEmpty else { return package }
    switch package {
    case .file: return .file(path: SchemaSourceReader.name(of: relative, in: package))
    case .gitRevision(let revision, _):
      return .gitRevision(revision: revision, path: String(SchemaSourceReader.name(of: relative, in: package).dropFirst(revision.count + 1)))
    case .standardInput: return package
    }
  }
}
