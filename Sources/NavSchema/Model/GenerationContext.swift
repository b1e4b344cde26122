/// What one generation reads besides the schemas it writes, as Swift code sees
/// the modules it imports: the schemas generated with them (the other schemas
/// of one `navgen generate` run or of the same target) and those of the modules
/// they import (a SwiftPM target's dependencies in its package, direct and
/// transitive). Nothing is written for them. The package's other schemas are
/// named only to say which dependency a link lacks. See the ModularApps article.
public struct GenerationContext: Sendable {
  /// The module (SwiftPM target) of the schemas written; nil when not known.
  public var module: String?
  /// Schemas the written code may use: this module's and its dependencies',
  /// each stamped with its module (`NavigationSchema.inModule(_:)`).
  public var visible: [NavigationSchema]
  /// Schemas of the package's modules that this one does not import.
  public var notImported: [NavigationSchema]
  /// Schemas of the package a run was given no context for (`navgen generate` of a target's
  /// schema alone): whether the target imports them is not known, so a link into one of their
  /// features stops there, with a warning, rather than print less than what is shown.
  public var unread: [NavigationSchema]

  public init(
    module: String? = nil, visible: [NavigationSchema] = [], notImported: [NavigationSchema] = [],
    unread: [NavigationSchema] = []
  ) {
    self.module = module
    self.visible = visible
    self.notImported = notImported
    self.unread = unread
  }

  /// Nothing beyond the schema itself.
  public static let none = GenerationContext()

  /// Whether `declaration` lies in another module than the one written: only
  /// when both modules are known (a schema given alone is in its reader's module).
  func isElsewhere(_ declaration: FeatureDeclaration) -> Bool {
    guard let module, let other = declaration.feature.module else { return false }
    return module != other
  }
}

/// A feature as one schema declares it: where, in which module, which enums
/// it holds there, and whether that schema writes its link code.
package struct FeatureDeclaration: Sendable {
  package var feature: Feature
  /// The schema file that declares it.
  package var schemaFile: String
  /// `Receta.Destination`, in schema order.
  package var enumNames: [String]
  /// The schema declares `links`, so its code has the feature's link steps
  /// (`LinkedFeature.withLinkCode(in:)`).
  package var hasLinkCode: Bool

  /// Every feature of `schemas` that holds an enum, by name, declarations in schema order.
  package static func index(_ schemas: [NavigationSchema]) -> [String: [FeatureDeclaration]] {
    var index: [String: [FeatureDeclaration]] = [:]
    for schema in schemas {
      var enumNames: [String: [String]] = [:]
      for navigationEnum in schema.enums {
        switch navigationEnum.role {
        case .destination(let feature), .path(let feature): enumNames[feature, default: []].append(navigationEnum.qualifiedName)
        case .standalone: break
        }
      }
      for feature in schema.features {
        guard let names = enumNames[feature.name] else { continue }
        index[feature.name, default: []].append(FeatureDeclaration(
          feature: feature, schemaFile: schema.fileName, enumNames: names, hasLinkCode: schema.links != nil))
      }
    }
    return index
  }
}
