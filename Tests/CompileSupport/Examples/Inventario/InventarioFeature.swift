import ComposableArchitecture

// The parent of lesson 004 ("un solo hueco para varios destinos"): one `@PresentationState`
// holding the GENERATED `Inventario.Destino`, composed with `ifLet` without a closure.
struct Inventario: Reducer {
  struct State: Equatable, ObservableState {
    var articulos: [String]
    @PresentationState var destino: Destino.State?
    /// Articles whose detail was saved, as this reducer saw them.
    var guardados: [String] = []

    init(articulos: [String]) {
      self.articulos = articulos
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case articuloPulsado(Int)
    case editarPulsado(Int)
    case ajustesPulsado
    case destino(PresentationAction<Destino.Action>)

    // What @CasePathable writes for the case `ifLet` and `scope` reach.
    struct AllCasePaths: Sendable {
      var destino: AnyCasePath<Action, PresentationAction<Destino.Action>> {
        AnyCasePath(
          embed: { .destino($0) },
          extract: { if case let .destino(action) = $0 { action } else { nil } }
        )
      }
    }

    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .articuloPulsado(indice):
        guard state.articulos.indices.contains(indice) else { return .none }
        state.destino = .detalle(Detalle.State(articulo: state.articulos[indice]))
        return .none
      case let .editarPulsado(indice):
        guard state.articulos.indices.contains(indice) else { return .none }
        state.destino = .editar(Editor.State(indice: indice, nombre: state.articulos[indice]))
        return .none
      case .ajustesPulsado:
        state.destino = .ajustes(Ajustes.State())
        return .none
      case .destino(.presented(.detalle(.guardarTocado))):
        // The child ran first: it already marked itself saved.
        if let detalle = state.destino?.detalle, detalle.guardado {
          state.guardados.append(detalle.articulo)
        }
        return .none
      case .destino(.presented(.editar(.listoTocado))):
        if let editor = state.destino?.editar {
          state.articulos[editor.indice] = editor.nombre
          state.destino = nil
        }
        return .none
      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }
}

extension Inventario.Action: CasePathable {}
