import NavSchema

/// Puts imported enums into one schema: each enum nested in a type belongs
/// to the feature named by the types around it. The feature's path is the
/// enum some file uses as a stack's element (`StackState<Camino.State>`), or
/// else its `Path` or an enum whose name ends in `Path` or `Stack`; its
/// destination is its `Destination`, or else the first other enum; further
/// enums of the same feature are listed under `enums` with dotted names. An
/// enum at file scope, or written inside another imported enum, is listed under `enums`. Two enums with one qualified name keep the
/// first, with a warning.
struct SchemaAssembler {
  var warnings = ImportWarnings()

  /// The enums with the first of each qualified name.
  mutating func uniqueEnums(_ enums: [NavigationEnum]) -> [NavigationEnum] {
    var unique: [NavigationEnum] = []
    var seen: [String: SourceLocation] = [:]
    for navigationEnum in enums {
      if let first = seen[navigationEnum.qualifiedName] {
        warnings.append(.warning(
          "\(DisplayText.quoted(navigationEnum.qualifiedName)) is also declared at \(first); only that one is imported",
          at: navigationEnum.location))
        continue
      }
      seen[navigationEnum.qualifiedName] = navigationEnum.location
      unique.append(navigationEnum)
    }
    return unique
  }

  mutating func assemble(
    _ enums: [NavigationEnum], fileName: String, imports: [ModuleImport], tca: TCARelease,
    stackElements: StackElementNames = StackElementNames()
  ) -> NavigationSchema {
    let unique = uniqueEnums(enums)
    var features: [Feature] = []
    var featureEnums: [NavigationEnum] = []
    var standalone: [NavigationEnum] = []
    // An enum written inside another imported enum is listed under `enums`
    // by its dotted name; its parent's placement says where it is written.
    let enumNames = Set(unique.map(\.qualifiedName))
    let scopes = unique.map { $0.scope.joined(separator: ".") }
    var orderedScopes: [String] = []
    for scope in scopes where !scope.isEmpty && !enumNames.contains(scope) && !orderedScopes.contains(scope) {
      orderedScopes.append(scope)
    }
    for scope in orderedScopes {
      let members = unique.filter { $0.scope.joined(separator: ".") == scope }
      let path = members.first { stackElements.contains($0.scope + [$0.name]) }
        ?? Self.pick(members) { $0 == "Path" } ?? Self.pick(members) { $0.hasSuffix("Path") || $0.hasSuffix("Stack") }
      let rest = members.filter { $0.qualifiedName != path?.qualifiedName }
      let destination = Self.pick(rest) { $0 == "Destination" } ?? rest.first
      features.append(Feature(name: scope, location: members[0].location))
      if var destination {
        destination.role = .destination(feature: scope)
        featureEnums.append(destination)
      }
      if var path {
        path.role = .path(feature: scope)
        featureEnums.append(path)
      }
      standalone += rest.filter { $0.qualifiedName != destination?.qualifiedName }
    }
    standalone += unique.filter { $0.scope.isEmpty || enumNames.contains($0.scope.joined(separator: ".")) }
    return NavigationSchema(
      fileName: fileName, imports: imports, tcaVersion: tca, features: features,
      enums: featureEnums + standalone.map { enumeration in
        var enumeration = enumeration
        enumeration.role = .standalone
        return enumeration
      })
  }

  private static func pick(_ enums: [NavigationEnum], _ matches: (String) -> Bool) -> NavigationEnum? {
    enums.first { matches($0.name) }
  }
}
