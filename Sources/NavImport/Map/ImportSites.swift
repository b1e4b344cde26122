import NavSchema

/// Where each imported enum and each conformance extension the schema took
/// over are written: token ranges in `SwiftImporter.parsedFiles`, for
/// `navgen adopt`, which removes them.
package struct ImportSites: Sendable {
  package struct EnumSite: Sendable {
    package var file: String
    package var qualifiedName: String
    /// The `@Reducer enum` declaration, attributes included.
    package var tokenRange: Range<Int>
  }

  /// `extension Feature.Destination.State: Equatable {}` of an imported enum.
  package struct ExtensionSite: Sendable {
    package var file: String
    /// The enum it extends a member of: `Feature.Destination`.
    package var enumName: String
    package var tokenRange: Range<Int>
    /// Written as the schema writes it: no `where` clause, no modifiers,
    /// the enum's `@available` attributes only and the enum's condition.
    /// Otherwise removing it would change what compiles.
    package var isTakenWhole: Bool
    package var hasMembers: Bool
    /// Each inherited type as written and whether the schema holds it (a
    /// type beyond the schema's grammar stays in the Swift source).
    package var conformances: [(location: SourcePosition, isTaken: Bool)]
  }

  package private(set) var enums: [EnumSite] = []
  package private(set) var extensions: [ExtensionSite] = []

  init() {}

  init(enums imported: [NavigationEnum], found: [ReducerEnumFinder.FoundEnum], extensions: [ReducerEnumFinder.ConformanceExtension]) {
    for navigationEnum in imported {
      // The one declaration the import kept (a duplicate name keeps the first).
      guard let declared = found.first(where: {
        $0.file == navigationEnum.location.file && $0.declaration.location == navigationEnum.location.position
      }) else { continue }
      enums.append(EnumSite(file: declared.file, qualifiedName: navigationEnum.qualifiedName, tokenRange: declared.declaration.tokenRange))
      for found in extensions where found.enumName == navigationEnum.qualifiedName {
        let declaration = found.declaration
        let condition = found.conditions.effectiveCondition.flatMap { try? SwiftGrammar.condition($0).get() }
        let attributes = declaration.attributes.map { try? SwiftGrammar.attribute($0.text).get() }
        let isTakenWhole = declaration.whereClause == nil && declaration.modifiers.isEmpty
          && condition == navigationEnum.condition
          && attributes == navigationEnum.availabilityAttributes.map(Optional.some)
        let conformances = declaration.inheritance.map { inherited in
          (location: inherited.location, isTaken: (try? SwiftGrammar.type(inherited.text).get()) != nil)
        }
        self.extensions.append(ExtensionSite(
          file: found.file, enumName: found.enumName, tokenRange: declaration.tokenRange, isTakenWhole: isTakenWhole,
          hasMembers: declaration.members?.isEmpty == false, conformances: conformances))
      }
    }
  }
}
