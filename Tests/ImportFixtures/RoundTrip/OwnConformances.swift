// Round-trip input: conformances written on the @Reducer enum itself. A
// protocol stays in the enum's inheritance clause and the macro still adds its
// extension; one that names `Reducer` (plain or qualified) makes the macro add
// no extension at all.
import ComposableArchitecture

extension Ajustes {
  @Reducer
  enum Destination: Sendable {
    case perfil(Perfil)
  }

  @Reducer
  enum Path: CaseReducer, ComposableArchitecture.Reducer {
    case detalle(Detalle)
  }
}

@Reducer
enum Hoja: Reducer {
}
