import ComposableArchitecture

// Child features of the Articulo scenario (lesson 002). Their State conforms to
// ObservableState by hand, with the members the @ObservableState macro would add.

struct Autor: Reducer {
  struct State: Equatable, ObservableState {
    var nombre: String
    var seguidores = 0

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case seguirTocado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .seguirTocado:
        state.seguidores += 1
        return .none
      }
    }
  }
}

struct Edicion: Reducer {
  enum Modo: Equatable {
    case completo
    case rapido
  }

  let modo: Modo

  struct State: Equatable, ObservableState {
    var texto: String
    var modo: Modo?

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case textoCambiado(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textoCambiado(texto):
        state.texto = texto
        // Records which initializer built this reducer (`Edicion(modo: .completo)`).
        state.modo = modo
        return .none
      }
    }
  }
}
