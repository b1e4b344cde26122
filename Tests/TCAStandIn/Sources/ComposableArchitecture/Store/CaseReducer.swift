/// A reducer represented by an enum: the `@Reducer` macro adds this conformance to enums.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/CaseReducer.swift:5 (1.12.0), :5 (1.14.0), :5 (1.15.0),
//   :5 (1.16.0), :5 (1.22.0), :5 (1.25.0), :5 (1.25.2), :5 (1.25.3), :5 (main)
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:7 (1.12.0), :7 (1.14.0), :7 (1.15.0),
  //   :7 (1.16.0), :7 (1.22.0), :7 (1.25.0), :7 (1.25.2), :7 (1.25.3), :7 (main)
  associatedtype State = State
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:8 (1.12.0), :8 (1.14.0), :8 (1.15.0),
  //   :8 (1.16.0), :8 (1.22.0), :8 (1.25.0), :8 (1.25.2), :8 (1.25.3), :8 (main)
  associatedtype Action = Action
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:9 (1.12.0), :9 (1.14.0), :9 (1.15.0),
  //   :9 (1.16.0), :9 (1.22.0), :9 (1.25.0), :9 (1.25.2), :9 (1.25.3), :9 (main)
  associatedtype Body = Body
  #if TCA_1_25_0
    // TCA 1.25.0+: Sources/ComposableArchitecture/CaseReducer.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:10 (1.25.0), :10 (1.25.2), :10 (1.25.3),
    //   :10 (main)
    associatedtype CaseScope: _CaseScopeProtocol
  #else
    // TCA 1.12.0–1.24.1: Sources/ComposableArchitecture/CaseReducer.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:10 (1.12.0), :10 (1.14.0), :10 (1.15.0),
    //   :10 (1.16.0), :10 (1.22.0)
    associatedtype CaseScope
  #endif

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:13 (1.12.0), :13 (1.14.0), :13 (1.15.0),
  //   :13 (1.16.0), :13 (1.22.0), :13 (1.25.0), :13 (1.25.2), :13 (1.25.3), :13 (main)
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:15 (1.12.0), :20 (1.14.0), :20 (1.15.0),
  //   :20 (1.16.0), :20 (1.22.0), :16 (1.25.0), :16 (1.25.2), :16 (1.25.3), :16 (main)
  #if TCA_1_14_0
    // TCA 1.14.0+: Sources/ComposableArchitecture/CaseReducer.swift (1.14.0–1.23.2 spell it
    // `#if swift(<5.10) @MainActor(unsafe) #else @preconcurrency @MainActor #endif`).
    @preconcurrency @MainActor
  #endif
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:19 (1.12.0), :24 (1.14.0), :24 (1.15.0),
  //   :24 (1.16.0), :24 (1.22.0), :20 (1.25.0), :20 (1.25.2), :20 (1.25.3), :20 (main)
  public var body: Body {
    Self.body
  }
}

#if TCA_1_25_0
  // TCA 1.25.0+: Sources/ComposableArchitecture/CaseReducer.swift.
  /// The `CaseScope` enum of a `CaseReducer`: one case per store or ephemeral value.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:25 (1.25.0), :25 (1.25.2), :25 (1.25.3),
  //   :25 (main)
  public protocol _CaseScopeProtocol {}
#endif

/// The `State` of a `CaseReducer`, pointing back at its reducer.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/CaseReducer.swift:25 (1.12.0), :30 (1.14.0), :30 (1.15.0),
//   :30 (1.16.0), :30 (1.22.0), :28 (1.25.0), :28 (1.25.2), :28 (1.25.3), :28 (main)
public protocol CaseReducerState {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:26 (1.12.0), :31 (1.14.0), :31 (1.15.0),
  //   :31 (1.16.0), :31 (1.22.0), :29 (1.25.0), :29 (1.25.2), :29 (1.25.3), :29 (main)
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// `ifLet` for an enum reducer's state: the destination's own `body` is the child reducer.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:32 (1.12.0), :37 (1.14.0), :37 (1.15.0),
  //   :37 (1.16.0), :37 (1.22.0), :35 (1.25.0), :35 (1.25.2), :35 (1.25.3), :35 (main)
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> some ReducerOf<Self> where ChildState.StateReducer.Action == ChildAction {
    self.ifLet(state, action: action) {
      ChildState.StateReducer.body
    }
  }

  /// `forEach` for an enum reducer's stack: the path's own `body` is the element reducer.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:43 (1.12.0), :48 (1.14.0), :48 (1.15.0),
  //   :48 (1.16.0), :48 (1.22.0), :46 (1.25.0), :46 (1.25.2), :46 (1.25.3), :46 (main)
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ state: WritableKeyPath<State, StackState<DestinationState>>,
    action: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>
  ) -> some ReducerOf<Self> where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(state, action: action) {
      DestinationState.StateReducer.body
    }
  }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// A store per case, to `switch` over: `switch store.case { case let .autor(store): ... }`.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:55 (1.12.0), :60 (1.14.0), :60 (1.15.0),
  //   :60 (1.16.0), :60 (1.22.0), :58 (1.25.0), :58 (1.25.2), :58 (1.25.3), :58 (main)
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

#if TCA_1_25_2
  // TCA 1.25.2+: Sources/ComposableArchitecture/CaseReducer.swift. What SwiftUI bindings use to
  // reach one case of an optional enum store (`$store.destination.autor`).

  /// A store whose `case` is a `CasePathable` `CaseScope`.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:63 (1.25.2), :63 (1.25.3), :63 (main)
  public protocol _StoreWithCaseScope {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:64 (1.25.2), :64 (1.25.3), :64 (main)
    associatedtype _CaseScope: CasePathable
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:65 (1.25.2), :65 (1.25.3), :65 (main)
    var _caseScope: _CaseScope { get }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:68 (1.25.2), :68 (1.25.3), :68 (main)
  extension Store: @preconcurrency _StoreWithCaseScope
  where
    State: CaseReducerState & ObservableState,
    State.StateReducer.Action == Action,
    State.StateReducer.CaseScope: CasePathable
  {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:74 (1.25.2), :74 (1.25.3), :74 (main)
    public var _caseScope: State.StateReducer.CaseScope {
      self.case
    }
  }

  /// An optional store whose case can be read by case key path; assigning `nil` clears it.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:77 (1.25.2), :77 (1.25.3), :77 (main)
  public protocol _OptionalStoreWithCaseScope: ExpressibleByNilLiteral {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:78 (1.25.2), :78 (1.25.3), :78 (main)
    associatedtype _CaseScope: CasePathable
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:79 (1.25.2), :79 (1.25.3), :79 (main)
    var _optionalCaseScope: _CaseScope? { get }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/CaseReducer.swift:82 (1.25.2), :82 (1.25.3), :82 (main)
  extension Optional: _OptionalStoreWithCaseScope where Wrapped: _StoreWithCaseScope {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:83 (1.25.2), :83 (1.25.3), :83 (main)
    public var _optionalCaseScope: Wrapped._CaseScope? {
      self?._caseScope
    }
  }

  extension _OptionalStoreWithCaseScope {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/CaseReducer.swift:89 (1.25.2), :89 (1.25.3), :89 (main)
    public subscript<Case>(
      _caseScope keyPath: KeyPath<_CaseScope.AllCasePaths, AnyCasePath<_CaseScope, Case>>
    ) -> Case? {
      get {
        guard let scope = _optionalCaseScope else { return nil }
        return _CaseScope.allCasePaths[keyPath: keyPath].extract(from: scope)
      }
      set {
        guard newValue == nil else { return }
        self = nil
      }
    }
  }
#endif
