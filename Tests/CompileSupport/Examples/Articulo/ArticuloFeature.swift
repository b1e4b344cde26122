import ComposableArchitecture

// The parent of lesson 002: one `@PresentationState` (what `@Presents` stands for) holding the
// GENERATED `Articulo.Destination`, composed with `ifLet` without a closure. It writes down
// what reaches it so the scenario can check the order of child, parent and dismissal.
struct Articulo: Reducer {
  struct State: Equatable, ObservableState {
    var texto = "Borrador"
    @PresentationState var destination: Destination.State?
    /// What this reducer saw, in order.
    var visto: [String] = []

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case autorTocado
    case editarTocado
    case borrarTocado
    case destination(PresentationAction<Destination.Action>)

    // What @CasePathable writes for the case `ifLet` and `scope` reach.
    struct AllCasePaths: Sendable {
      var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        AnyCasePath(
          embed: { .destination($0) },
          extract: { if case let .destination(action) = $0 { action } else { nil } }
        )
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .autorTocado:
        state.destination = .autor(Autor.State(nombre: "Ana"))
        return .none
      case .editarTocado:
        state.destination = .edicion(Edicion.State(texto: state.texto))
        return .none
      case .borrarTocado:
        state.destination = .confirmarBorrado(
          AlertState {
            TextState("¿Borrar el artículo?")
          } actions: {
            ButtonState(role: .destructive, action: .borrarConfirmado) {
              TextState("Borrar")
            }
            ButtonState(role: .cancel) {
              TextState("Cancelar")
            }
          }
        )
        return .none
      case .destination(.presented(.autor(.seguirTocado))):
        state.visto.append("seguidores \(state.destination?.autor?.seguidores ?? -1)")
        return .none
      case .destination(.presented(.confirmarBorrado(.borrarConfirmado))):
        state.texto = ""
        state.visto.append("borrarConfirmado")
        return .none
      case .destination(.dismiss):
        state.visto.append("dismiss con destino \(state.destination == nil ? "ausente" : "presente")")
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Articulo.Action: CasePathable {}
