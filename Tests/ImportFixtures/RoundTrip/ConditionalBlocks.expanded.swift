// What TCA 1.25.5's @Reducer macro expands ConditionalBlocks.swift into,
// written by hand from the macro's rules: the enum keeps its blocks as
// written and no marker is added inside them; each part of the expansion
// repeats the blocks with what it writes for each case, leaving out a clause
// it writes nothing for and a block left with no clause.
import ComposableArchitecture

extension Lector {
  enum Destination {
    case ajustes(Pantalla)
    #if os(macOS)
    case ventana(Pantalla)
    case avisoMac(AlertState<AvisoMac>)
    #elseif os(iOS)
    case hoja(Pantalla)
    #else
    case otra(Pantalla)
    case nada
    #endif
    #if DEBUG
    case depuracion(Pantalla)
    #if NAVGEN_INTERNO
    case interna(Pantalla)
    case menu(ConfirmationDialogState<Menu>)
    #endif
    #endif
    #if DEBUG
    case registro(String, nivel: Int)
    #endif
    #if TESTING
    #endif

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case ajustes(Pantalla.State)
      #if os(macOS)
      case ventana(Pantalla.State)
      case avisoMac(AlertState<AvisoMac>)
      #elseif os(iOS)
      case hoja(Pantalla.State)
      #else
      case otra(Pantalla.State)
      case nada
      #endif
      #if DEBUG
      case depuracion(Pantalla.State)
      #if NAVGEN_INTERNO
      case interna(Pantalla.State)
      case menu(ConfirmationDialogState<Menu>)
      #endif
      #endif
      #if DEBUG
      case registro(String, nivel: Int)
      #endif
    }

    @CasePathable
    enum Action {
      case ajustes(Pantalla.Action)
      #if os(macOS)
      case ventana(Pantalla.Action)
      case avisoMac(AvisoMac)
      #elseif os(iOS)
      case hoja(Pantalla.Action)
      #else
      case otra(Pantalla.Action)
      case nada(Swift.Never)
      #endif
      #if DEBUG
      case depuracion(Pantalla.Action)
      #if NAVGEN_INTERNO
      case interna(Pantalla.Action)
      case menu(Menu)
      #endif
      #endif
      #if DEBUG
      case registro(Swift.Never)
      #endif
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.ajustes, action: \Self.Action.Cases.ajustes) {
          Pantalla()
        }
        #if os(macOS)
        .ifCaseLet(\Self.State.Cases.ventana, action: \Self.Action.Cases.ventana) {
          Pantalla()
        }
        #elseif os(iOS)
        .ifCaseLet(\Self.State.Cases.hoja, action: \Self.Action.Cases.hoja) {
          Pantalla()
        }
        #else
        .ifCaseLet(\Self.State.Cases.otra, action: \Self.Action.Cases.otra) {
          Pantalla()
        }
        #endif
        #if DEBUG
        .ifCaseLet(\Self.State.Cases.depuracion, action: \Self.Action.Cases.depuracion) {
          Pantalla()
        }
        #if NAVGEN_INTERNO
        .ifCaseLet(\Self.State.Cases.interna, action: \Self.Action.Cases.interna) {
          Pantalla()
        }
        #endif
        #endif
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case ajustes(ComposableArchitecture.StoreOf<Pantalla>)
      #if os(macOS)
      case ventana(ComposableArchitecture.StoreOf<Pantalla>)
      case avisoMac(AlertState<AvisoMac>)
      #elseif os(iOS)
      case hoja(ComposableArchitecture.StoreOf<Pantalla>)
      #else
      case otra(ComposableArchitecture.StoreOf<Pantalla>)
      case nada
      #endif
      #if DEBUG
      case depuracion(ComposableArchitecture.StoreOf<Pantalla>)
      #if NAVGEN_INTERNO
      case interna(ComposableArchitecture.StoreOf<Pantalla>)
      case menu(ConfirmationDialogState<Menu>)
      #endif
      #endif
      #if DEBUG
      case registro(String, nivel: Int)
      #endif
      struct AllCasePaths {
        var ajustes: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Pantalla>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.ajustes,
            extract: { guard case let .ajustes(v0) = $0 else { return nil }; return v0 }
          )
        }
        #if os(macOS)
        var ventana: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Pantalla>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.ventana,
            extract: { guard case let .ventana(v0) = $0 else { return nil }; return v0 }
          )
        }
        var avisoMac: CasePaths.AnyCasePath<CaseScope, AlertState<AvisoMac>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.avisoMac,
            extract: { guard case let .avisoMac(v0) = $0 else { return nil }; return v0 }
          )
        }
        #elseif os(iOS)
        var hoja: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Pantalla>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.hoja,
            extract: { guard case let .hoja(v0) = $0 else { return nil }; return v0 }
          )
        }
        #else
        var otra: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Pantalla>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.otra,
            extract: { guard case let .otra(v0) = $0 else { return nil }; return v0 }
          )
        }
        var nada: CasePaths.AnyCasePath<CaseScope, Void> {
          CasePaths.AnyCasePath(
            embed: { CaseScope.nada },
            extract: { guard case .nada = $0 else { return nil }; return () }
          )
        }
        #endif
        #if DEBUG
        var depuracion: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Pantalla>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.depuracion,
            extract: { guard case let .depuracion(v0) = $0 else { return nil }; return v0 }
          )
        }
        #if NAVGEN_INTERNO
        var interna: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Pantalla>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.interna,
            extract: { guard case let .interna(v0) = $0 else { return nil }; return v0 }
          )
        }
        var menu: CasePaths.AnyCasePath<CaseScope, ConfirmationDialogState<Menu>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.menu,
            extract: { guard case let .menu(v0) = $0 else { return nil }; return v0 }
          )
        }
        #endif
        #endif
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .ajustes:
        return .ajustes(store.scope(state: \.ajustes, action: \.ajustes)!)
      #if os(macOS)
      case .ventana:
        return .ventana(store.scope(state: \.ventana, action: \.ventana)!)
      case let .avisoMac(v0):
        return .avisoMac(v0)
      #elseif os(iOS)
      case .hoja:
        return .hoja(store.scope(state: \.hoja, action: \.hoja)!)
      #else
      case .otra:
        return .otra(store.scope(state: \.otra, action: \.otra)!)
      case .nada:
        return .nada
      #endif
      #if DEBUG
      case .depuracion:
        return .depuracion(store.scope(state: \.depuracion, action: \.depuracion)!)
      #if NAVGEN_INTERNO
      case .interna:
        return .interna(store.scope(state: \.interna, action: \.interna)!)
      case let .menu(v0):
        return .menu(v0)
      #endif
      #endif
      #if DEBUG
      case let .registro(v0, v1):
        return .registro(v0, nivel: v1)
      #endif
      }
    }
  }
}

extension Lector.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
