// swift-case-paths 1.9.1: Sources/CasePaths/Macros.swift (the same declaration since 1.7.2).
//
// Declared exactly as the real module declares it, so that code written with the attribute
// (NavGen's macro form) compiles here. A macro declaration needs no plugin; a use does: the
// tests pass one with `-load-plugin-executable <exe>#CasePathsMacros` (see the README).

/// Makes an enum `CasePathable` and `CasePathIterable`: writes `AllCasePaths`, `allCasePaths`
/// and, when an associated value names `Element`, `_$Element`.
// Mirrors: swift-case-paths Sources/CasePaths/Macros.swift:30 (1.5.3), :30 (1.9.1)
@attached(extension, conformances: CasePathable, CasePathIterable)
@attached(member, names: named(AllCasePaths), named(allCasePaths), named(_$Element))
public macro CasePathable() = #externalMacro(module: "CasePathsMacros", type: "CasePathableMacro")
