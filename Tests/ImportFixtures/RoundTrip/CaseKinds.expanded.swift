// What TCA 1.25.5's @Reducer macro expands CaseKinds.swift into, written by
// hand from the macro's rules (ReducerMacro.swift at 1.25.5) and the shapes its
// tests document: markers added to lone cases outside `#if`, `State`/`Action`
// members, the `ifCaseLet` chain, `CaseScope` and `scope(_:)`.
import ComposableArchitecture
import Foundation

extension Articulo {
  enum Destination {
    case autor(Autor)
    case edicion(Edicion = Edicion(modo: .completo))
    @ReducerCaseEphemeral
    case confirmarBorrado(AlertState<Alerta>)
    #if DEBUG
    @available(iOS 17, *)
    case beta(Beta)
    #endif
    @ReducerCaseEphemeral
    case compartir(ConfirmationDialogState<Compartir>)
    @ReducerCaseEphemeral
    case aviso(AlertState<Never>)
    @ReducerCaseEphemeral
    case toast(ToastState<ToastAction>)
    @ReducerCaseIgnored
    case web(URL)
    @ReducerCaseIgnored
    case reunion(Meeting, syncUp: SyncUp)
    @ReducerCaseIgnored
    case cerrado

    @CasePathable
    enum Alerta: Equatable, Hashable, Sendable {
      case borrarConfirmado
      case cancelar
    }

    @CasePathable
    enum Compartir: Equatable, Hashable, Sendable {
      case copiarEnlace
      case enviarCorreo
    }

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Destination
      case autor(Autor.State)
      case edicion(Edicion.State)
      case confirmarBorrado(AlertState<Alerta>)
      #if DEBUG
      case beta(Beta.State)
      #endif
      case compartir(ConfirmationDialogState<Compartir>)
      case aviso(AlertState<Never>)
      case toast(ToastState<ToastAction>)
      case web(URL)
      case reunion(Meeting, syncUp: SyncUp)
      case cerrado
    }

    @CasePathable
    enum Action {
      case autor(Autor.Action)
      case edicion(Edicion.Action)
      case confirmarBorrado(Alerta)
      #if DEBUG
      case beta(Beta.Action)
      #endif
      case compartir(Compartir)
      case aviso(Never)
      case toast(ToastState<ToastAction>.Action)
      case web(Swift.Never)
      case reunion(Swift.Never)
      case cerrado(Swift.Never)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.autor, action: \Self.Action.Cases.autor) {
          Autor()
        }
        .ifCaseLet(\Self.State.Cases.edicion, action: \Self.Action.Cases.edicion) {
          Edicion(modo: .completo)
        }
        #if DEBUG
        .ifCaseLet(\Self.State.Cases.beta, action: \Self.Action.Cases.beta) {
          Beta()
        }
        #endif
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case autor(ComposableArchitecture.StoreOf<Autor>)
      case edicion(ComposableArchitecture.StoreOf<Edicion>)
      case confirmarBorrado(AlertState<Alerta>)
      #if DEBUG
      case beta(ComposableArchitecture.StoreOf<Beta>)
      #endif
      case compartir(ConfirmationDialogState<Compartir>)
      case aviso(AlertState<Never>)
      case toast(ToastState<ToastAction>)
      case web(URL)
      case reunion(Meeting, syncUp: SyncUp)
      case cerrado
      struct AllCasePaths {
        var autor: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Autor>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.autor,
            extract: { guard case let .autor(v0) = $0 else { return nil }; return v0 }
          )
        }
        var edicion: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Edicion>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.edicion,
            extract: { guard case let .edicion(v0) = $0 else { return nil }; return v0 }
          )
        }
        var confirmarBorrado: CasePaths.AnyCasePath<CaseScope, AlertState<Alerta>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.confirmarBorrado,
            extract: { guard case let .confirmarBorrado(v0) = $0 else { return nil }; return v0 }
          )
        }
        #if DEBUG
        var beta: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Beta>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.beta,
            extract: { guard case let .beta(v0) = $0 else { return nil }; return v0 }
          )
        }
        #endif
        var compartir: CasePaths.AnyCasePath<CaseScope, ConfirmationDialogState<Compartir>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.compartir,
            extract: { guard case let .compartir(v0) = $0 else { return nil }; return v0 }
          )
        }
        var aviso: CasePaths.AnyCasePath<CaseScope, AlertState<Never>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.aviso,
            extract: { guard case let .aviso(v0) = $0 else { return nil }; return v0 }
          )
        }
        var toast: CasePaths.AnyCasePath<CaseScope, ToastState<ToastAction>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.toast,
            extract: { guard case let .toast(v0) = $0 else { return nil }; return v0 }
          )
        }
        var web: CasePaths.AnyCasePath<CaseScope, URL> {
          CasePaths.AnyCasePath(
            embed: CaseScope.web,
            extract: { guard case let .web(v0) = $0 else { return nil }; return v0 }
          )
        }

        var cerrado: CasePaths.AnyCasePath<CaseScope, Void> {
          CasePaths.AnyCasePath(
            embed: { CaseScope.cerrado },
            extract: { guard case .cerrado = $0 else { return nil }; return () }
          )
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .autor:
        return .autor(store.scope(state: \.autor, action: \.autor)!)
      case .edicion:
        return .edicion(store.scope(state: \.edicion, action: \.edicion)!)
      case let .confirmarBorrado(v0):
        return .confirmarBorrado(v0)
      #if DEBUG
      case .beta:
        return .beta(store.scope(state: \.beta, action: \.beta)!)
      #endif
      case let .compartir(v0):
        return .compartir(v0)
      case let .aviso(v0):
        return .aviso(v0)
      case let .toast(v0):
        return .toast(v0)
      case let .web(v0):
        return .web(v0)
      case let .reunion(v0, v1):
        return .reunion(v0, syncUp: v1)
      case .cerrado:
        return .cerrado
      }
    }
  }

  enum Path {
    case autor(Autor)
    case feature(Nested.Feature)
    case articles(Articles.Body = Articles.body)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Path
      case autor(Autor.State)
      case feature(Nested.Feature.State)
      case articles(Articles.Body.State)
    }

    @CasePathable
    enum Action {
      case autor(Autor.Action)
      case feature(Nested.Feature.Action)
      case articles(Articles.Body.Action)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.autor, action: \Self.Action.Cases.autor) {
          Autor()
        }
        .ifCaseLet(\Self.State.Cases.feature, action: \Self.Action.Cases.feature) {
          Nested.Feature()
        }
        .ifCaseLet(\Self.State.Cases.articles, action: \Self.Action.Cases.articles) {
          Articles.body
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case autor(ComposableArchitecture.StoreOf<Autor>)
      case feature(ComposableArchitecture.StoreOf<Nested.Feature>)
      case articles(ComposableArchitecture.StoreOf<Articles.Body>)
      struct AllCasePaths {
        var autor: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Autor>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.autor,
            extract: { guard case let .autor(v0) = $0 else { return nil }; return v0 }
          )
        }
        var feature: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Nested.Feature>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.feature,
            extract: { guard case let .feature(v0) = $0 else { return nil }; return v0 }
          )
        }
        var articles: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Articles.Body>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.articles,
            extract: { guard case let .articles(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .autor:
        return .autor(store.scope(state: \.autor, action: \.autor)!)
      case .feature:
        return .feature(store.scope(state: \.feature, action: \.feature)!)
      case .articles:
        return .articles(store.scope(state: \.articles, action: \.articles)!)
      }
    }
  }
}

extension Articulo.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Articulo.Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}

extension Articulo.Destination.State: Equatable {}
extension Articulo.Destination.Action: Sendable {}
