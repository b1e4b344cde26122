import NavSchema

/// TCA's `@Reducer` on an enum read from Swift source, written out as NavGen's
/// macro form writes it for one release: what the TCA stand-in's macro plugin
/// answers the compiler for the hand-written form (NavGenPlugin's for a TCA
/// release it does not know). The enum is read with the import stage
/// (`SwiftImporter`), so it is understood exactly as `navgen import` would,
/// and written with the emitters' own code (`ReducerMacroOutput`).
public struct ReducerMacroExpansion: Sendable {
  let navigationEnum: NavigationEnum
  let release: TCARelease

  /// Reads the enum `@Reducer` is attached to.
  ///
  /// - Parameter source: the declaration's text, attributes included, as the
  ///   compiler hands it to a plugin. An enum the import cannot read exactly
  ///   (any import warning) is refused at the warning's position.
  public init(attachedTo source: String, release: TCARelease) throws(NestedMacroExpansionError) {
    let importer = SwiftImporter([SwiftSource(fileName: "@Reducer", contents: Array(source.utf8))], tca: release)
    if let warning = importer.diagnostics.first {
      throw NestedMacroExpansionError(
        warning.message, at: SourcePosition(line: warning.location.line, column: warning.location.column))
    }
    // Enums placed inside it are imported too, scoped to it.
    guard let navigationEnum = importer.enums.first(where: { $0.scope.isEmpty }) else {
      throw NestedMacroExpansionError("@Reducer is attached to nothing NavGen reads as a navigation enum", at: SourcePosition(line: 1, column: 1))
    }
    self.navigationEnum = navigationEnum
    self.release = release
  }

  /// The members the macro adds, one per line.
  public var members: String { ReducerMacroOutput.members(of: navigationEnum, release: release) }

  /// The extension the macro adds for the enum, which file scope names
  /// `extendedType`; nothing when the enum names `Reducer` itself.
  public func extensions(extendedType: String) -> String {
    ReducerMacroOutput.extensions(of: navigationEnum, extendedType: extendedType)
  }

  /// The attributes the macro's member-attribute role puts before `member`
  /// (a member's text, attributes included), one per line: a marker before
  /// a case, `@CasePathable` before an explicit `Action`; nothing before any
  /// other member.
  public static func attributes(forMember member: String) -> String {
    let wrapped = "@Reducer enum Member {\n\(member)\n}\n"
    let importer = SwiftImporter([SwiftSource(fileName: "member", contents: Array(wrapped.utf8))])
    guard let navigationEnum = importer.enums.first(where: { $0.scope.isEmpty }),
      case .item(let item) = navigationEnum.members.first
    else { return "" }
    return ReducerMacroOutput.attributes(for: item).map { $0 + "\n" }.joined()
  }
}
