#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema

/// Reads what `--context` and `--not-imported` name into a `GenerationContext`:
/// each schema file, or every `*.navgen.json` below a folder, stamped with its
/// module. A schema the run writes is not read again as context. A context
/// schema that is not valid is left out with a warning at its start (its own
/// generation reports why); a path that does not exist is a read error.
///
/// A run given none of the three options whose schemas lie in one target of a package
/// (`<package>/Sources/<Target>/…`, beside a `Package.swift`) is a target's schemas
/// generated without their context: the package's other schemas under `Sources/` are then
/// read as `unread`, so that a link into one of their features stops there with a warning
/// instead of printing less than what is shown.
struct ContextLoader {
  var inputs: SchemaInputs

  struct Loaded {
    var context: GenerationContext
    var diagnostics: [Diagnostic] = []
    var readErrors: [SchemaReadError] = []
  }

  func load(
    _ options: ContextOptions, writing schemas: [NavigationSchema], inputPaths: [String], tca: TCARelease?,
    defaultTCA: String?, casePaths: ReleaseChoice
  ) -> Loaded {
    let module = options.module(ofInputs: inputPaths)
    var loaded = Loaded(context: GenerationContext(module: module, visible: schemas.map { $0.inModule(module) }))
    var seen = Set(inputPaths.map(Self.normalized))
    for (list, isVisible) in [(options.visible, true), (options.notImported, false)] {
      for input in list {
        for (path, inferred) in files(of: input, into: &loaded) where seen.insert(Self.normalized(path)).inserted {
          let read = inputs.load(path, tca: tca, defaultTCA: defaultTCA, casePaths: casePaths)
          if let error = read.readError {
            loaded.readErrors.append(error)
          } else if let schema = read.schema {
            let stamped = schema.inModule(input.module ?? inferred)
            if isVisible { loaded.context.visible.append(stamped) } else { loaded.context.notImported.append(stamped) }
          } else {
            loaded.diagnostics.append(.warning(
              "this schema is read as context but is not valid, so its features are left out; its own generation says why",
              at: SourceLocation(file: path, line: 1, column: 1)))
          }
        }
      }
    }
    if options == ContextOptions(), let package = Self.packageFolder(of: inputPaths) {
      let sources = SwiftFileSearch.join(package, "Sources")
      for file in SwiftFileSearch.files(in: sources, suffix: SwiftFileSearch.schemaSuffix) {
        let path = SwiftFileSearch.join(sources, file)
        guard !seen.contains(Self.normalized(path)),
          let schema = inputs.load(path, tca: tca, defaultTCA: defaultTCA, casePaths: casePaths).schema
        else { continue }
        loaded.context.unread.append(schema.inModule(TargetFolder.module(ofPath: path)))
      }
    }
    return loaded
  }

  /// The package folder all of `inputPaths` are in a target of (`<package>/Sources/<Target>/…`
  /// with `<package>/Package.swift`); nil otherwise.
  private static func packageFolder(of inputPaths: [String]) -> String? {
    let folders = Set(inputPaths.map { path -> String? in
      let components = normalized(path).split(separator: "/", omittingEmptySubsequences: false)
      guard let sources = components.dropLast(2).lastIndex(of: "Sources") else { return nil }
      let package = components[..<sources].joined(separator: "/")
      return FileManager.default.fileExists(atPath: SwiftFileSearch.join(package, "Package.swift")) ? package : nil
    })
    guard folders.count == 1, let folder = folders.first else { return nil }
    return folder
  }

  /// The schema files of one input, each with the module its path gives.
  private func files(of input: ContextInput, into loaded: inout Loaded) -> [(path: String, module: String?)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
      loaded.readErrors.append(SchemaReadError(source: .file(path: input.path), message: "no such file or folder"))
      return []
    }
    guard isDirectory.boolValue else { return [(input.path, TargetFolder.module(ofPath: input.path))] }
    let module = TargetFolder.module(ofPath: input.path, isFolder: true)
    return SwiftFileSearch.files(in: input.path, suffix: SwiftFileSearch.schemaSuffix).map {
      (SwiftFileSearch.join(input.path, $0), module)
    }
  }

  private static func normalized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
