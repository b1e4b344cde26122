// The seeds' Articulo scenario: an article that presents its author, an
// editor, or a delete confirmation. Importing this folder gives
// Schemas/examples/Articulo.navgen.json.
import ComposableArchitecture

@Reducer
struct Articulo {
  @Reducer
  enum Destination {
    case autor(Autor)
    case edicion(Edicion)
    case confirmarBorrado(AlertState<Alerta>)

    @CasePathable
    enum Alerta: Equatable, Hashable, Sendable {
      case borrarConfirmado
    }
  }

  @ObservableState
  struct State: Equatable {
    var texto = ""
    var autorID: Autor.State.ID
    @Presents var destination: Destination.State?
  }

  enum Action {
    case autorTocado
    case editarTocado
    case borrarTocado
    case destination(PresentationAction<Destination.Action>)
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .autorTocado:
        state.destination = .autor(Autor.State(id: state.autorID))
        return .none
      case .editarTocado:
        state.destination = .edicion(Edicion.State(texto: state.texto))
        return .none
      case .borrarTocado:
        state.destination = .confirmarBorrado(
          AlertState {
            TextState("¿Seguro que quieres borrarlo?")
          } actions: {
            ButtonState(role: .destructive, action: .borrarConfirmado) {
              TextState("Borrar")
            }
          }
        )
        return .none
      case .destination(.presented(.confirmarBorrado(.borrarConfirmado))):
        return .run { _ in await dismiss() }
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Articulo.Destination.State: Equatable {}
