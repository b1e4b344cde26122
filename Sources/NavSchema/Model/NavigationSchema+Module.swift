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
