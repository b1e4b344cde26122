// Round-trip input imported with `--tca 1.12.0`: the oldest release family,
// whose @Reducer writes `Scope`s in a `_Sequence`-typed body, a bare `CaseScope`
// and no `AllCasePaths`.
import ComposableArchitecture
import Foundation

extension Biblioteca {
  @Reducer
  enum Destination {
    case libro(Libro)
    case prestamo(Prestamo = Prestamo(dias: 14))
    case autor(Autor)
    case aviso(AlertState<Aviso>)
    @ReducerCaseIgnored
    case enlace(URL)
  }
}
