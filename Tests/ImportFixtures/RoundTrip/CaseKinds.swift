// Round-trip input: every kind of case the schema holds, in one destination,
// and a path. `CaseKinds.expanded.swift` is what TCA 1.25.5's @Reducer macro
// expands this file into.
import ComposableArchitecture
import Foundation

extension Articulo {
  @Reducer
  enum Destination {
    case autor(Autor)
    case edicion(Edicion = Edicion(modo: .completo))
    case confirmarBorrado(AlertState<Alerta>)
    #if DEBUG
    @available(iOS 17, *)
    case beta(Beta)
    #endif
    case compartir(ConfirmationDialogState<Compartir>)
    case aviso(AlertState<Never>)
    @ReducerCaseEphemeral
    case toast(ToastState<ToastAction>)
    @ReducerCaseIgnored
    case web(URL)
    case reunion(Meeting, syncUp: SyncUp)
    case cerrado

    @CasePathable
    enum Alerta: Equatable, Hashable, Sendable {
      case borrarConfirmado
      case cancelar
    }

    @CasePathable
    enum Compartir: Equatable, Hashable, Sendable {
      case copiarEnlace
      case enviarCorreo
    }
  }

  @Reducer
  enum Path {
    case autor(Autor)
    case feature(Nested.Feature)
    case articles(Articles.Body = Articles.body)
  }
}

extension Articulo.Destination.State: Equatable {}
extension Articulo.Destination.Action: Sendable {}
