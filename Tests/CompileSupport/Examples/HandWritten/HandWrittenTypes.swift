import ComposableArchitecture
import Foundation

// The types the generated HandWritten enums name, written without macros.

/// One screen reducer behind every child-feature case: it counts the taps it saw.
struct Pantalla: Reducer {
  struct State: Equatable, ObservableState {
    var titulo: String
    var toques = 0

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case tocado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.toques += 1
      return .none
    }
  }
}

enum AvisoMac: Equatable, Sendable {
  case cerrar
}

enum Menu: Equatable, Sendable {
  case limpiar
}

enum Aviso: Equatable, Sendable {
  case aceptar
}

/// A custom ephemeral state, read as ephemeral because it shares a declaration with an alert.
struct Toast: _EphemeralState, Equatable {
  typealias Action = Aviso
  var mensaje: String
}
