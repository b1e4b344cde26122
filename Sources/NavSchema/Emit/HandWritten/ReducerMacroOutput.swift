/// What TCA's `@Reducer` adds to an enum written in the hand-written form, as
/// NavGen's macro form writes it for a release: for a macro plugin that expands
/// `@Reducer` with NavGen's own code (the TCA stand-in's, through
/// `ReducerMacroExpansion` in NavImport), so the hand-written form compiles
/// exactly as the macro form is written.
package enum ReducerMacroOutput {
  /// The members role: `State`, `Action`, `body`, `CaseScope`, `scope(_:)`, one per line.
  package static func members(of navigationEnum: NavigationEnum, release: TCARelease) -> String {
    var writer = SwiftWriter()
    var extensions: [String] = []
    ReducerEnumEmitter(navigationEnum, style: .macroForm, family: release.family)
      .writeMacroMembers(into: &writer, fileScopeExtensions: &extensions)
    return writer.output
  }

  /// The extension role: the `CaseReducer, Reducer` extension, or nothing when
  /// the enum names `Reducer` itself.
  package static func extensions(of navigationEnum: NavigationEnum, extendedType: String) -> String {
    guard !navigationEnum.conformsToReducer else { return "" }
    var text = ""
    ScopeRunEmitter.writeReducerExtension(of: navigationEnum, extendedType: extendedType, to: &text)
    return text + "\n"
  }

  /// The member-attribute role: what the macro puts before one member — a
  /// marker before a case (`HandWrittenDeclaration.addedMarker`), `@CasePathable`
  /// (and `@dynamicMemberLookup`) before an explicit `Action` or `State`.
  package static func attributes(for member: EnumMember) -> [String] {
    switch member {
    case .declaration(let declaration):
      let marker = HandWrittenDeclaration(declaration, isInsideConditional: false).addedMarker
      return marker.map { [$0.attribute] } ?? []
    case .nestedEnum(let declaration):
      return HandWrittenNestedEnum.addedAttributes(declaration).map { "@\($0)" }
    case .reducerEnum:
      return []
    }
  }
}
