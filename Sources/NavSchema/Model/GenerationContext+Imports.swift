extension GenerationContext {
  /// The modules a schema's generated code uses through the context and does
  /// not import itself: the module of each feature its cases carry that
  /// another module declares (`case receta(Receta)`, `Receta` in
  /// RecetaFeature: its `State` and link steps live there). In the order the
  /// cases first name them.
  package func imports(for schema: NavigationSchema) -> [ModuleImport] {
    guard module != nil, !visible.isEmpty else { return [] }
    let declarations = FeatureDeclaration.index(visible)
    var imported = Set(schema.imports.map(\.module))
    var result: [ModuleImport] = []
    for navigationEnum in schema.enums {
      navigationEnum.forEachCase { navigationCase in
        guard case .reducer(let reducer, _) = navigationCase.payload,
          let declaration = declarations[reducer.description]?.first, isElsewhere(declaration),
          let other = declaration.feature.module, imported.insert(other).inserted
        else { return }
        result.append(ModuleImport(module: other))
      }
    }
    return result
  }

  /// `schema` with the imports its code needs from the context added after its own.
  package func withImports(_ schema: NavigationSchema) -> NavigationSchema {
    let added = imports(for: schema)
    guard !added.isEmpty else { return schema }
    var schema = schema
    schema.imports += added
    return schema
  }
}
