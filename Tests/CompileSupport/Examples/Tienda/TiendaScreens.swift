import ComposableArchitecture

// The screens of the Tienda stack (lesson 000), written without macros: each State conforms
// to ObservableState by hand with the members @ObservableState would add.

struct Producto: Reducer {
  struct State: Equatable, ObservableState {
    var nombre: String
    var likes = 0

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case meGusta
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .meGusta:
        state.likes += 1
        return .none
      }
    }
  }
}

struct Resena: Reducer {
  struct State: Equatable, ObservableState {
    var texto = ""

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case escribir(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .escribir(texto):
        state.texto = texto
        return .none
      }
    }
  }
}

struct Perfil: Reducer {
  struct State: Equatable, ObservableState {
    var alias: String
    var siguiendo = false

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case seguir
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .seguir:
        state.siguiendo = true
        return .none
      }
    }
  }
}
