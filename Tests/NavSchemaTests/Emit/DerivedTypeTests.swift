import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The types a spot derives from a hand-written one are written straight
/// from it; the derived `TypeRef` (what the nested macros read) must spell
/// the same.
@Suite struct DerivedTypeTests {
  static let bases: [TypeRef] = [
    .named("Autor"),
    .named("Articles.Body"),
    Build.generic("Counter", .named("Int")),
    .nominal([.init(name: "A", genericArguments: [Build.generic("B", .named("C")), .named("D")]), .init(name: "E")]),
  ]

  @Test(arguments: bases)
  func writtenAsItsTypeSpells(base: TypeRef) {
    let derivations: [DerivedType.Derivation] = [
      .itself, .member(.state), .member(.action), .storeOf, .store(action: Build.generic("AlertState", .named("Alert"))),
    ]
    for derivation in derivations {
      let derived = DerivedType(base, derivation)
      #expect(derived.description == derived.typeRef.description, "\(derivation)")
    }
  }

  @Test func spellings() {
    #expect(DerivedType(.named("Autor"), .member(.state)).description == "Autor.State")
    #expect(DerivedType(.named("Autor"), .storeOf).description == "ComposableArchitecture.StoreOf<Autor>")
    #expect(
      DerivedType(Build.generic("AlertState", .named("Alert")), .store(action: .named("Alert"))).description
        == "ComposableArchitecture.Store<AlertState<Alert>, Alert>")
  }
}
