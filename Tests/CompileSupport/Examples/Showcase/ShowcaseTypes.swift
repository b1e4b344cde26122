import ComposableArchitecture
import Foundation

// The types the generated Showcase enums name, written without macros: child features,
// a custom ephemeral wrapper, payloads of ignored cases, action types of existing alerts and
// the namespaces of dotted names.

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
      state.seguidores += 1
      return .none
    }
  }
}

/// Built as `Edicion(modo: .completo)` by the destination's initializer and as `Edicion()` by
/// the path; every edit records which one ran.
struct Edicion: Reducer {
  enum Modo: Equatable, Sendable {
    case completo
    case rapido
  }

  var modo: Modo = .rapido

  struct State: Equatable, ObservableState {
    var texto: String
    var editadoEnModo: Modo?

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
        state.editadoEnModo = modo
        return .none
      }
    }
  }
}

/// Only present when the scenario is compiled with `-D DEBUG`.
struct Beta: Reducer {
  struct State: Equatable, ObservableState {
    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case probar
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A custom ephemeral state, like `AlertState`: no reducer, gone once one of its actions is sent.
struct ToastState<Action>: _EphemeralState {
  var mensaje: String
}

extension ToastState: Equatable where Action: Equatable {}
extension ToastState: Sendable where Action: Sendable {}

enum ToastAction: Equatable, Sendable {
  case deshacer
}

struct Meeting: Equatable {
  var titulo: String
}

struct SyncUp: Equatable {
  var nombre: String
}

/// One feature behind three cases of `App.Settings.Sheet`, a public enum.
public struct Counter: Reducer {
  public struct State: Equatable, Hashable, Sendable, ObservableState {
    public var cuenta = 0

    public init() {}

    public var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action: Equatable, Sendable {
    case incrementar
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      }
    }
  }
}

struct AddContact: Reducer {
  struct State: Equatable, ObservableState {
    var nombre = ""

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case nombreCambiado(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nombreCambiado(nombre):
        state.nombre = nombre
        return .none
      }
    }
  }
}

/// Where the fully qualified alert action type `ContactsFeature.Action.Alert` lives.
enum ContactsFeature {
  enum Action {
    enum Alert: Equatable, Sendable {
      case confirmarBorrado
    }
  }
}

/// An enum reducer whose body is a reducer of its own (`Articles.Body`), reached through the
/// default value `Articles.body`, the workaround for enum reducers nested in enum reducers.
enum Articles {
  struct Body: Reducer {
    struct State: Equatable, ObservableState {
      var leidos = 0

      var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
      var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
      mutating func _$willModify() { _$observationRegistrar._$willModify() }
    }

    enum Action: Equatable {
      case leido
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.leidos += 1
        return .none
      }
    }
  }

  static var body: Body { Body() }
}

/// The explicit action of `Migrated`'s ignored alert case (the 1.25 migration pattern).
enum Alert: Equatable, Sendable {
  case aceptar
}

struct Settings: Reducer {
  struct State: Equatable, ObservableState {
    var notificaciones = true

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case notificacionesAlternadas
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.notificaciones.toggle()
      return .none
    }
  }
}

/// The namespaces of `App.Settings` and of the top-level `Path.Settings`.
enum App {}
enum Path {}
