// What TCA 1.12.0's @Reducer macro expands OldestRelease.swift into, written
// by hand from the macro's rules at that tag: one `Scope` per child feature,
// the body's type nesting them in `ReducerBuilder._Sequence` from the left.
import ComposableArchitecture
import Foundation

extension Biblioteca {
  enum Destination {
    case libro(Libro)
    case prestamo(Prestamo = Prestamo(dias: 14))
    case autor(Autor)
    @ReducerCaseEphemeral
    case aviso(AlertState<Aviso>)
    @ReducerCaseIgnored
    case enlace(URL)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case libro(Libro.State)
      case prestamo(Prestamo.State)
      case autor(Autor.State)
      case aviso(AlertState<Aviso>)
      case enlace(URL)
    }

    @CasePathable
    enum Action {
      case libro(Libro.Action)
      case prestamo(Prestamo.Action)
      case autor(Autor.Action)
      case aviso(Aviso)
      case enlace(Swift.Never)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>._Sequence<ComposableArchitecture.Scope<Self.State, Self.Action, Libro>, ComposableArchitecture.Scope<Self.State, Self.Action, Prestamo>>, ComposableArchitecture.Scope<Self.State, Self.Action, Autor>> {
      ComposableArchitecture.Scope(state: \Self.State.Cases.libro, action: \Self.Action.Cases.libro) {
        Libro()
      }
      ComposableArchitecture.Scope(state: \Self.State.Cases.prestamo, action: \Self.Action.Cases.prestamo) {
        Prestamo(dias: 14)
      }
      ComposableArchitecture.Scope(state: \Self.State.Cases.autor, action: \Self.Action.Cases.autor) {
        Autor()
      }
    }

    enum CaseScope {
      case libro(ComposableArchitecture.StoreOf<Libro>)
      case prestamo(ComposableArchitecture.StoreOf<Prestamo>)
      case autor(ComposableArchitecture.StoreOf<Autor>)
      case aviso(AlertState<Aviso>)
      case enlace(URL)
    }

    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .libro:
        return .libro(store.scope(state: \.libro, action: \.libro)!)
      case .prestamo:
        return .prestamo(store.scope(state: \.prestamo, action: \.prestamo)!)
      case .autor:
        return .autor(store.scope(state: \.autor, action: \.autor)!)
      case let .aviso(v0):
        return .aviso(v0)
      case let .enlace(v0):
        return .enlace(v0)
      }
    }
  }
}

extension Biblioteca.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
