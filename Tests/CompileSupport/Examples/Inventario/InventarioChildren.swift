import ComposableArchitecture

// The features the generated `Inventario.Destino` presents (lesson 004), without macros.

struct Detalle: Reducer {
  struct State: Equatable, ObservableState {
    var articulo: String
    var guardado = false

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case guardarTocado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .guardarTocado:
        state.guardado = true
        return .none
      }
    }
  }
}

struct Editor: Reducer {
  struct State: Equatable, ObservableState {
    var indice: Int
    var nombre: String

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case nombreCambiado(String)
    case listoTocado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nombreCambiado(nombre):
        state.nombre = nombre
        return .none
      case .listoTocado:
        return .none
      }
    }
  }
}

struct Ajustes: Reducer {
  struct State: Equatable, ObservableState {
    var ordenAlfabetico = false

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case ordenAlternado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ordenAlternado:
        state.ordenAlfabetico.toggle()
        return .none
      }
    }
  }
}
