import ComposableArchitecture

// The parent feature of lesson 002, written by hand without macros: `@PresentationState`
// (the property wrapper behind `@Presents`) holds the destination, Action spells out its
// @CasePathable expansion, and `ifLet` without a trailing closure runs Destination's body.
struct Articulo: Reducer {
  struct State: Equatable, ObservableState {
    var texto = "Borrador"
    @PresentationState var destination: Destination.State?

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action {
    case autorTocado
    case editarTocado
    case borrarTocado
    case destination(PresentationAction<Destination.Action>)

    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.autorTocado) {
          return \.autorTocado
        }
        if root.is(\.editarTocado) {
          return \.editarTocado
        }
        if root.is(\.borrarTocado) {
          return \.borrarTocado
        }
        if root.is(\.destination) {
          return \.destination
        }
        return \.never
      }
      public var autorTocado: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({
            Action.autorTocado
          }) {
          guard case .autorTocado = $0 else {
            return nil
          }
          return ()
        }
      }
      public var editarTocado: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({
            Action.editarTocado
          }) {
          guard case .editarTocado = $0 else {
            return nil
          }
          return ()
        }
      }
      public var borrarTocado: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({
            Action.borrarTocado
          }) {
          guard case .borrarTocado = $0 else {
            return nil
          }
          return ()
        }
      }
      public var destination: CasePaths.AnyCasePath<Action, PresentationAction<Destination.Action>> {
        ._$embed(Action.destination) {
          guard case let .destination(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.autorTocado)
        allCasePaths.append(\.editarTocado)
        allCasePaths.append(\.borrarTocado)
        allCasePaths.append(\.destination)
        return allCasePaths.makeIterator()
      }
    }

    public static var allCasePaths: AllCasePaths {
      AllCasePaths()
    }
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
            TextState("¿Seguro que quieres borrarlo?")
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
      case .destination(.presented(.confirmarBorrado(.borrarConfirmado))):
        state.texto = ""
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Articulo.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
}
