import NavSchema
import NavImport
import NavPackage
import NavGenerate

extension InputLoader {
  /// A package's folder read as one app: each regular and executable target's schemas and
  /// the `@Reducer enum`s its Swift files still declare, as a folder is read, each marked with
  /// its target; the checks across targets each target's generation makes (a feature in two
  /// targets, a link into a target not depended on, a link into a feature without links), so
  /// review and the build say the same; then every target's schemas together, in manifest order.
  func loadPackage(_ source: SchemaSource, into input: LoadedInput) -> LoadedInput {
    var input = input
    let manifests = PackageManifestReader(reader: reader, description: packageDescription)
    let manifest: PackageManifest
    switch manifests.manifest(of: source) {
    case .failure(let error):
      input.readError = error
      return input
    case .success(let read):
      manifest = read
    }
    let modules = PackageModules(manifest) { reader.kind(of: Self.folder($0, in: source)) == .swiftFolder }
    var schemasByModule: [String: [NavigationSchema]] = [:]
    var diagnostics: [Diagnostic] = []
    for module in modules.modules {
      let folder = Self.folder(module.folder, in: source)
      guard reader.kind(of: folder) == .swiftFolder, case .success(let schemaFiles) = reader.schemaFiles(folder) else { continue }
      let loaded = loadFolder(schemaFiles, in: folder)
      diagnostics += loaded.diagnostics
      schemasByModule[module.name] = loaded.schemas.map { $0.inModule(module.name) }
    }
    for module in modules.modules {
      let visibleModules = Set([module.name] + module.dependencies)
      let mine = schemasByModule[module.name] ?? []
      let visible = modules.modules.filter { visibleModules.contains($0.name) }.flatMap { schemasByModule[$0.name] ?? [] }
      let others = modules.modules.filter { !visibleModules.contains($0.name) }.flatMap { schemasByModule[$0.name] ?? [] }
      for schema in mine {
        let context = GenerationContext(module: module.name, visible: visible, notImported: others)
        diagnostics += context.diagnostics(for: schema)
      }
    }
    let app = NavigationApp.merge(modules.modules.flatMap { schemasByModule[$0.name] ?? [] }, named: source.description)
    var seen: Set<Diagnostic> = []
    input.diagnostics = (diagnostics + app.diagnostics).filter { seen.insert($0).inserted }.sortedByLocation()
    input.schema = input.diagnostics.hasErrors ? nil : app.schema
    input.isPackage = true
    return input
  }

  /// A target's folder, relative to the package's, as a source of the same kind.
  static func folder(_ relative: String, in package: SchemaSource) -> SchemaSource {
    switch package {
    case .file(let path): return .file(path: PackageManifestReader.child(path, relative))
    case .gitRevision(let revision, let path): return .gitRevision(revision: revision, path: PackageManifestReader.child(path, relative))
    case .standardInput: return package
    }
  }
}
