/// Several schemas read as one app (a folder of `*.navgen.json` files, or
/// those files with the Swift sources beside them): their features and enums
/// in the order given, each import once. The app's TCA release and
/// `expandMacros` are the first schema's, its `links` (prefixes and depth)
/// the first that declares them; a schema that says otherwise is reported,
/// as is an enum declared twice (the first is kept).
package enum NavigationApp {
  /// - Parameter packages: for a folder of several packages, which one each schema comes from
  ///   (the same number for the same package, another for the sources outside any target): an
  ///   enum declared in two of them is a warning there, as each is a module of its own, and an
  ///   error within one, as everywhere else.
  package static func merge(
    _ schemas: [NavigationSchema], named fileName: String, packages: [Int]? = nil
  ) -> (schema: NavigationSchema, diagnostics: [Diagnostic]) {
    guard let first = schemas.first else { return (NavigationSchema(fileName: fileName), []) }
    var app = NavigationSchema(
      fileName: fileName, version: first.version, access: first.access, imports: [], tcaVersion: first.tcaVersion,
      expandMacros: first.expandMacros, tcaTraits: first.tcaTraits)
    var diagnostics: [Diagnostic] = []
    var enumLocations: [String: (location: SourceLocation, package: Int?)] = [:]
    var featureNames: Set<String> = []
    var linksFile = ""
    for (index, schema) in schemas.enumerated() {
      let package = packages?[index]
      let start = SourceLocation(file: schema.fileName, line: 1, column: 1)
      if schema.tcaVersion != first.tcaVersion {
        diagnostics.append(.warning(
          "this schema targets TCA \(schema.tcaVersion.version) but \(first.fileName) targets \(first.tcaVersion.version); "
            + "the app is read as \(first.tcaVersion.version)", at: start))
      }
      if schema.expandMacros != first.expandMacros {
        diagnostics.append(.warning(
          "'expandMacros' differs from \(first.fileName); the app is read with that file's value", at: start))
      }
      if let links = schema.links {
        if let appLinks = app.links, appLinks.prefixes != links.prefixes || appLinks.maxDepth != links.maxDepth {
          diagnostics.append(.warning(
            "'links' differs from \(linksFile); the app's links are read with that file's prefixes and maxDepth",
            at: links.location))
        } else if app.links == nil {
          app.links = links
          linksFile = schema.fileName
        }
      }
      for entry in schema.imports {
        if let index = app.imports.firstIndex(where: { $0.module == entry.module }) {
          app.imports[index].attributes += entry.attributes.filter { !app.imports[index].attributes.contains($0) }
        } else {
          app.imports.append(entry)
        }
      }
      for feature in schema.features where featureNames.insert(feature.name).inserted {
        app.features.append(feature)
      }
      for navigationEnum in schema.enums {
        if let earlier = enumLocations[navigationEnum.qualifiedName] {
          if earlier.package != package {
            diagnostics.append(.warning(
              "\(DisplayText.quoted(navigationEnum.qualifiedName)) is also declared at \(earlier.location), in another "
                + "package of the folder or outside any target; each is a module of its own, and only the first "
                + "declaration is read", at: navigationEnum.location))
          } else {
            diagnostics.append(.error(
              "\(DisplayText.quoted(navigationEnum.qualifiedName)) is also declared at \(earlier.location); "
                + "an app declares each enum once", at: navigationEnum.location))
          }
          continue
        }
        enumLocations[navigationEnum.qualifiedName] = (navigationEnum.location, package)
        app.enums.append(navigationEnum)
      }
    }
    return (app, diagnostics)
  }
}

extension NavigationApp {
  /// The imported enums no schema of the folder declares (a migration in
  /// progress: the schema's version counts), and a warning at each one left out.
  package static func withoutEnums(
    declaredIn schemas: [NavigationSchema], from imported: NavigationSchema
  ) -> (NavigationSchema, [Diagnostic]) {
    var declaredBy: [String: String] = [:]
    for schema in schemas {
      for navigationEnum in schema.enums { declaredBy[navigationEnum.qualifiedName] = schema.fileName }
    }
    var rest = imported
    var warnings: [Diagnostic] = []
    rest.enums = imported.enums.filter { navigationEnum in
      guard let schemaFile = declaredBy[navigationEnum.qualifiedName] else { return true }
      warnings.append(.warning(
        "\(DisplayText.quoted(navigationEnum.qualifiedName)) is declared by \(schemaFile) as well; the schema's is read "
          + "(remove this one from the Swift sources with 'navgen adopt')", at: navigationEnum.location))
      return false
    }
    let owners = Set(rest.enums.compactMap(\.feature))
    rest.features = imported.features.filter { owners.contains($0.name) }
    return (rest, warnings)
  }
}
