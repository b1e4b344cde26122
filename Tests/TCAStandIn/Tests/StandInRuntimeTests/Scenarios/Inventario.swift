import ComposableArchitecture

// Lesson 004: one optional child, composed with `ifLet` and a trailing closure. State is
// written as `@ObservableState` expands it (TCA's ObservableStateMacroTests; the
// `shouldNotifyObservers` functions from 1.22.0 on), which exercises ObservationStateRegistrar.

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

struct Inventario: Reducer {
  struct State: Equatable {
    init(articulos: [String]) {
      self.articulos = articulos
    }

    var articulos: [String] {
      @storageRestrictions(initializes: _articulos)
      init(initialValue) {
        _articulos = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.articulos)
        return _articulos
      }
      set {
        // TCA 1.22.0+ pass `shouldNotifyObservers` (ObservableStateMacroTests at 1.22.0).
        #if TCA_1_22_0
        _$observationRegistrar.mutate(self, keyPath: \.articulos, &_articulos, newValue, _$isIdentityEqual, shouldNotifyObservers)
        #else
        _$observationRegistrar.mutate(self, keyPath: \.articulos, &_articulos, newValue, _$isIdentityEqual)
        #endif
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.articulos, &_articulos)
        defer {
          _$observationRegistrar.didModify(self, keyPath: \.articulos, &_articulos, oldValue, _$isIdentityEqual)
        }
        yield &_articulos
      }
    }

    private var _articulos: [String]

    // `@Presents` expands to a `$detalle` accessor, a name only macros may declare; code
    // written without macros uses the property wrapper, which @ObservableState leaves alone.
    @PresentationState var detalle: Detalle.State?

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

    public var _$id: ComposableArchitecture.ObservableStateID {
      _$observationRegistrar.id
    }

    public mutating func _$willModify() {
      _$observationRegistrar._$willModify()
    }

    #if TCA_1_22_0
    private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
      true
    }

    private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
      lhs != rhs
    }

    private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
      lhs !== rhs
    }

    private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
      lhs != rhs
    }
    #endif
  }

  enum Action {
    case articuloPulsado(Int)
    case detalle(PresentationAction<Detalle.Action>)

    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.articuloPulsado) {
          return \.articuloPulsado
        }
        if root.is(\.detalle) {
          return \.detalle
        }
        return \.never
      }
      public var articuloPulsado: CasePaths.AnyCasePath<Action, Int> {
        ._$embed(Action.articuloPulsado) {
          guard case let .articuloPulsado(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public var detalle: CasePaths.AnyCasePath<Action, PresentationAction<Detalle.Action>> {
        ._$embed(Action.detalle) {
          guard case let .detalle(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.articuloPulsado)
        allCasePaths.append(\.detalle)
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
      case let .articuloPulsado(indice):
        guard state.articulos.indices.contains(indice) else { return .none }
        state.detalle = Detalle.State(articulo: state.articulos[indice])
        return .none
      case .detalle(.presented(.guardarTocado)):
        // The child ran first: it already marked itself saved.
        if state.detalle?.guardado == true {
          state.articulos.append("guardado: \(state.detalle?.articulo ?? "")")
        }
        return .none
      case .detalle:
        return .none
      }
    }
    .ifLet(\.$detalle, action: \.detalle) {
      Detalle()
    }
  }
}

extension Inventario.State: ComposableArchitecture.ObservableState, Observation.Observable {
}

extension Inventario.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
}
