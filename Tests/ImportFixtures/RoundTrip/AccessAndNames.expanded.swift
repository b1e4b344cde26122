// What TCA 1.25.5's @Reducer macro expands AccessAndNames.swift into, written
// by hand from the macro's rules: `public`/`package` repeated on every member
// it adds (`internal` never written), `@available` repeated on its extension,
// an empty enum's `EmptyReducer` body.
import ComposableArchitecture

extension Contacts {
  public enum Destination {
    case addContact(AddContact)
    @ReducerCaseEphemeral
    case alert(AlertState<ContactsFeature.Action.Alert>)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    public enum State: ComposableArchitecture.CaseReducerState {
      public typealias StateReducer = Destination
      case addContact(AddContact.State)
      case alert(AlertState<ContactsFeature.Action.Alert>)
    }

    @CasePathable
    public enum Action {
      case addContact(AddContact.Action)
      case alert(ContactsFeature.Action.Alert)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    public static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.addContact, action: \Self.Action.Cases.addContact) {
          AddContact()
        }
      )
    }

    @dynamicMemberLookup
    public enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case addContact(ComposableArchitecture.StoreOf<AddContact>)
      case alert(AlertState<ContactsFeature.Action.Alert>)
      public struct AllCasePaths {
        public var addContact: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<AddContact>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.addContact,
            extract: { guard case let .addContact(v0) = $0 else { return nil }; return v0 }
          )
        }
        public var alert: CasePaths.AnyCasePath<CaseScope, AlertState<ContactsFeature.Action.Alert>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.alert,
            extract: { guard case let .alert(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      public static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .addContact:
        return .addContact(store.scope(state: \.addContact, action: \.addContact)!)
      case let .alert(v0):
        return .alert(v0)
      }
    }
  }
}

@available(macOS 14, iOS 17, *)
enum PopupState {
  case counter(Counter)

  @CasePathable
  @dynamicMemberLookup
  @ObservableState
  enum State: ComposableArchitecture.CaseReducerState {
    typealias StateReducer = PopupState
    case counter(Counter.State)
  }

  @CasePathable
  enum Action {
    case counter(Counter.Action)
  }

  @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
  static var body: Reduce<Self.State, Self.Action> {
    ComposableArchitecture.Reduce(
      ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
      .ifCaseLet(\Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
        Counter()
      }
    )
  }

  @dynamicMemberLookup
  enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
    case counter(ComposableArchitecture.StoreOf<Counter>)
    struct AllCasePaths {
      var counter: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
        CasePaths.AnyCasePath(
          embed: CaseScope.counter,
          extract: { guard case let .counter(v0) = $0 else { return nil }; return v0 }
        )
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  @preconcurrency @MainActor
  static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
    switch store.state {
    case .counter:
      return .counter(store.scope(state: \.counter, action: \.counter)!)
    }
  }
}

extension App.Settings {
  struct Feature {
    package enum Sheet {
      case drillDown(Counter)
      case popover(Counter)
      case sheet(Counter)

      @CasePathable
      @dynamicMemberLookup
      @ObservableState
      package enum State: ComposableArchitecture.CaseReducerState {
        package typealias StateReducer = Sheet
        case drillDown(Counter.State)
        case popover(Counter.State)
        case sheet(Counter.State)
      }

      @CasePathable
      package enum Action {
        case drillDown(Counter.Action)
        case popover(Counter.Action)
        case sheet(Counter.Action)
      }

      @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
      package static var body: Reduce<Self.State, Self.Action> {
        ComposableArchitecture.Reduce(
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.drillDown, action: \Self.Action.Cases.drillDown) {
            Counter()
          }
          .ifCaseLet(\Self.State.Cases.popover, action: \Self.Action.Cases.popover) {
            Counter()
          }
          .ifCaseLet(\Self.State.Cases.sheet, action: \Self.Action.Cases.sheet) {
            Counter()
          }
        )
      }

      @dynamicMemberLookup
      package enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
        case drillDown(ComposableArchitecture.StoreOf<Counter>)
        case popover(ComposableArchitecture.StoreOf<Counter>)
        case sheet(ComposableArchitecture.StoreOf<Counter>)
        package struct AllCasePaths {
          package var drillDown: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
            CasePaths.AnyCasePath(
              embed: CaseScope.drillDown,
              extract: { guard case let .drillDown(v0) = $0 else { return nil }; return v0 }
            )
          }
          package var popover: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
            CasePaths.AnyCasePath(
              embed: CaseScope.popover,
              extract: { guard case let .popover(v0) = $0 else { return nil }; return v0 }
            )
          }
          package var sheet: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
            CasePaths.AnyCasePath(
              embed: CaseScope.sheet,
              extract: { guard case let .sheet(v0) = $0 else { return nil }; return v0 }
            )
          }
        }
        package static var allCasePaths: AllCasePaths { AllCasePaths() }
      }

      @preconcurrency @MainActor
      package static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        case .drillDown:
          return .drillDown(store.scope(state: \.drillDown, action: \.drillDown)!)
        case .popover:
          return .popover(store.scope(state: \.popover, action: \.popover)!)
        case .sheet:
          return .sheet(store.scope(state: \.sheet, action: \.sheet)!)
        }
      }
    }
  }
}

extension App.Settings.Feature.Sheet.State: Equatable, Hashable, Sendable {}
extension App.Settings.Feature.Sheet.Action: Equatable, Sendable {}

enum Path {
  enum Settings {
    case general(Counter)
    @ReducerCaseIgnored
    case about(String)

    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: ComposableArchitecture.CaseReducerState {
      typealias StateReducer = Settings
      case general(Counter.State)
      case about(String)
    }

    @CasePathable
    enum Action {
      case general(Counter.Action)
      case about(Swift.Never)
    }

    @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
    static var body: Reduce<Self.State, Self.Action> {
      ComposableArchitecture.Reduce(
        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        .ifCaseLet(\Self.State.Cases.general, action: \Self.Action.Cases.general) {
          Counter()
        }
      )
    }

    @dynamicMemberLookup
    enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
      case general(ComposableArchitecture.StoreOf<Counter>)
      case about(String)
      struct AllCasePaths {
        var general: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
          CasePaths.AnyCasePath(
            embed: CaseScope.general,
            extract: { guard case let .general(v0) = $0 else { return nil }; return v0 }
          )
        }
        var about: CasePaths.AnyCasePath<CaseScope, String> {
          CasePaths.AnyCasePath(
            embed: CaseScope.about,
            extract: { guard case let .about(v0) = $0 else { return nil }; return v0 }
          )
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @preconcurrency @MainActor
    static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      case .general:
        return .general(store.scope(state: \.general, action: \.general)!)
      case let .about(v0):
        return .about(v0)
      }
    }
  }
}

public enum AppRoute {

  @CasePathable
  @dynamicMemberLookup
  @ObservableState
  public enum State: ComposableArchitecture.CaseReducerState {
    public typealias StateReducer = AppRoute
  }

  @CasePathable
  public enum Action {
  }

  @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
  public static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
    ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
  }

  @dynamicMemberLookup
  public enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable {
    public struct AllCasePaths {
    }
    public static var allCasePaths: AllCasePaths {
      AllCasePaths()
    }
  }

  @preconcurrency @MainActor
  public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
    switch store.state {
    }
  }
}

extension Contacts.Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
@available(macOS 14, iOS 17, *) extension PopupState: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension App.Settings.Feature.Sheet: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension Path.Settings: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
extension AppRoute: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
