extension NavigationSchema {
  /// The schema as part of `module` (a SwiftPM target of the app): every feature
  /// and enum it declares says so, for the checks across modules, the imports
  /// generated code needs, and review grouped by target.
  public func inModule(_ module: String?) -> NavigationSchema {
    var schema = self
    for index in schema.features.indices { schema.features[index].module = module }
    for index in schema.enums.indices { schema.enums[index].module = module }
    return schema
  }
}

extension NavigationSchema {
  /// The schema with each feature and enum in the module `moduleOfFile` gives the file it is
  /// declared in: sources of several parts of an app read together.
  package func inModules(byFile moduleOfFile: (String) -> String?) -> NavigationSchema {
    var schema = self
    for index in schema.features.indices { schema.features[index].module = moduleOfFile(schema.features[index].location.file) }
    for index in schema.enums.indices { schema.enums[index].module = moduleOfFile(schema.enums[index].location.file) }
    return schema
  }
}
