import Perception
import SwiftUI

// Sources/ComposableArchitecture/Observation/Store+Observation.swift: the binding of an optional
// child store that `sheet(item:)`, `navigationDestination(item:)`, `alert(_:)`, ... take, from a
// `Binding`, `SwiftUI.Bindable` or `Perception.Bindable` of a store. Which overloads exist, and
// which are deprecated, changes with the release and the package traits:
//
// - 1.12.0–1.24.1: `scope(state:action:)` from a key path to optional child state.
// - 1.25.0–1.25.1: four overloads (optional or `PresentationState` child state, giving a store
//   or, for an enum reducer's state, its `CaseScope`); `ComposableArchitecture2Deprecations`
//   deprecates the optional-state store one.
// - 1.25.2: one overload for both containers (`_ScopableState`).
// - 1.25.3–1.25.5: `ComposableArchitecture2DeprecationOverloads` gives the Bindables the
//   projected `PresentationState` overload and deprecates the `_ScopableState` one.
// - main: `scope(_:action:)` beside each; the labelled ones soft-deprecated (`deprecated: 9999`
//   on Apple platforms), deprecated with `ComposableArchitecture2Deprecations`.
//
// The Perception.Bindable overloads are `@MainActor` here where TCA leaves isolation out (their
// bodies read the main-actor store); a stricter signature only rejects more callers.

// MARK: - 1.12.0–1.24.1

#if !TCA_1_25_0
  extension Binding {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:158 (1.12.0),
    //   :163 (1.14.0), :162 (1.15.0), :162 (1.16.0), :174 (1.22.0)
    #if TCA_1_14_0
      @preconcurrency @MainActor
    #endif
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state, action: action)]
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:227 (1.12.0),
    //   :238 (1.14.0), :237 (1.15.0), :237 (1.16.0), :292 (1.22.0)
    #if TCA_1_14_0
      @preconcurrency @MainActor
    #endif
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state, action: action)]
    }
  }

  @available(iOS, introduced: 13, obsoleted: 17)
  @available(macOS, introduced: 10.15, obsoleted: 14)
  @available(tvOS, introduced: 13, obsoleted: 17)
  @available(watchOS, introduced: 6, obsoleted: 10)
  extension Perception.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:299 (1.12.0),
    //   :311 (1.14.0), :310 (1.15.0), :310 (1.16.0), :369 (1.22.0)
    #if TCA_1_14_0
      @MainActor
    #endif
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state, action: action)]
    }
  }
#endif

// MARK: - 1.25.0–1.25.1

#if TCA_1_25_0 && !TCA_1_25_2
  extension Binding {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:177 (1.25.0);
    //   attributes by trait: ComposableArchitecture2Deprecations
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, message: "Scope state using projected '\\.$destination' syntax instead")
    #endif
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:199 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state.appending(path: \.wrappedValue), action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:221 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState: CaseReducerState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<ChildState.StateReducer.CaseScope?>
    where Value == Store<State, Action>, ChildState.StateReducer.Action == ChildAction {
      self[dynamicMember: wrappedValue.presentedCaseScopeKeyPath(optional: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:243 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState: CaseReducerState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<ChildState.StateReducer.CaseScope?>
    where Value == Store<State, Action>, ChildState.StateReducer.Action == ChildAction {
      self[
        dynamicMember: wrappedValue.presentedCaseScopeKeyPath(
          optional: state.appending(path: \.wrappedValue), action: action)
      ]
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:393 (1.25.0);
    //   attributes by trait: ComposableArchitecture2Deprecations
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, message: "Scope state using projected '\\.$destination' syntax instead")
    #endif
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:415 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state.appending(path: \.wrappedValue), action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:437 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState: CaseReducerState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<ChildState.StateReducer.CaseScope?>
    where Value == Store<State, Action>, ChildState.StateReducer.Action == ChildAction {
      self[dynamicMember: wrappedValue.presentedCaseScopeKeyPath(optional: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:459 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState: CaseReducerState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<ChildState.StateReducer.CaseScope?>
    where Value == Store<State, Action>, ChildState.StateReducer.Action == ChildAction {
      self[
        dynamicMember: wrappedValue.presentedCaseScopeKeyPath(
          optional: state.appending(path: \.wrappedValue), action: action)
      ]
    }
  }

  @available(iOS, introduced: 13, obsoleted: 17)
  @available(macOS, introduced: 10.15, obsoleted: 14)
  @available(tvOS, introduced: 13, obsoleted: 17)
  @available(watchOS, introduced: 6, obsoleted: 10)
  extension Perception.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:543 (1.25.0);
    //   attributes by trait: ComposableArchitecture2Deprecations
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, message: "Scope state using projected '\\.$destination' syntax instead")
    #endif
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:564 (1.25.0)
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(optional: state.appending(path: \.wrappedValue), action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:586 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState: CaseReducerState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<ChildState.StateReducer.CaseScope?>
    where Value == Store<State, Action>, ChildState.StateReducer.Action == ChildAction {
      self[dynamicMember: wrappedValue.presentedCaseScopeKeyPath(optional: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:608 (1.25.0)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState: CaseReducerState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<ChildState.StateReducer.CaseScope?>
    where Value == Store<State, Action>, ChildState.StateReducer.Action == ChildAction {
      self[
        dynamicMember: wrappedValue.presentedCaseScopeKeyPath(
          optional: state.appending(path: \.wrappedValue), action: action)
      ]
    }
  }

  extension Binding {
    /// `$store.scope(state: \.$destination, action: \.destination).autor`: one case of a
    /// presented enum reducer's `CaseScope`; writing `nil` dismisses the presentation.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:864 (1.25.0)
    @preconcurrency @MainActor
    public subscript<Base: _CaseScopeProtocol & CasePathable, Case>(
      dynamicMember keyPath: CaseKeyPath<Base, Case>
    ) -> Binding<Case?>
    where Value == Base? {
      self[dynamicMember: \.[_standInCase: keyPath]]
    }
  }

  extension Optional where Wrapped: _CaseScopeProtocol & CasePathable {
    /// The payload of one case of the `CaseScope`; `nil` clears the whole value.
    fileprivate subscript<Case>(_standInCase keyPath: CaseKeyPath<Wrapped, Case>) -> Case? {
      get { flatMap { $0[case: keyPath] } }
      set { self = newValue.map { AnyCasePath(keyPath).embed($0) } }
    }
  }
#endif

// MARK: - 1.25.2 to main: one overload for optional and `PresentationState` child state

#if TCA_1_25_2
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:541 (1.25.2),
  //   :708 (1.25.3), :994 (main)
  public protocol _ScopableState<Unwrapped> {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:542 (1.25.2),
    //   :709 (1.25.3), :995 (main)
    associatedtype Unwrapped
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:543 (1.25.2),
    //   :710 (1.25.3), :996 (main)
    static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Unwrapped?>
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:544 (1.25.2),
    //   :711 (1.25.3), :997 (main)
    var _scopeID: AnyHashable? { get }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:547 (1.25.2),
  //   :714 (1.25.3), :1000 (main)
  extension Optional: _ScopableState {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:548 (1.25.2),
    //   :715 (1.25.3), :1001 (main)
    public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Wrapped?> {
      keyPath
    }

    /// Stand-in: presentations are told apart by case name (see `caseIdentity(of:)`).
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:552 (1.25.2),
    //   :719 (1.25.3), :1005 (main)
    public var _scopeID: AnyHashable? {
      map { AnyHashable(caseIdentity(of: $0)) }
    }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:11 (1.25.2), :11 (1.25.3),
  //   :11 (main)
  extension PresentationState: _ScopableState {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:12 (1.25.2),
    //   :12 (1.25.3), :12 (main)
    public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, State?> {
      keyPath.appending(path: \.wrappedValue)
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:17 (1.25.2),
    //   :17 (1.25.3), :17 (main)
    public var _scopeID: AnyHashable? {
      wrappedValue._scopeID
    }
  }

  extension Binding {
    #if TCA_MAIN
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:207 (main)
      @preconcurrency @MainActor
      public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
        _ state: KeyPath<State, Container>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
      ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
      where Value == Store<State, Action> {
        self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
      }
    #endif

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:181 (1.25.2),
    //   :181 (1.25.3), :237 (main); attributes by trait: ComposableArchitecture2Deprecations
    #if TCA_MAIN
      #if ComposableArchitecture2Deprecations
        @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
      #else
        @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
        @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
        @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
        @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      #endif
    #endif
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }

  extension Binding where Value: _OptionalStoreWithCaseScope {
    /// `$store.scope(state: \.$destination, action: \.destination).autor`: the store of one case
    /// of a presented enum reducer; writing `nil` dismisses the presentation.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:503 (1.25.2),
    //   :670 (1.25.3), :956 (main)
    @preconcurrency @MainActor
    public subscript<Case>(
      dynamicMember keyPath: KeyPath<Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>>
    ) -> Binding<Case?> {
      self[dynamicMember: \.[_caseScope: keyPath]]
    }
  }
#endif

// The Bindables in 1.25.2, and in 1.25.3–1.25.5 without ComposableArchitecture2DeprecationOverloads.
#if TCA_1_25_2 && !TCA_MAIN && !(TCA_1_25_3 && ComposableArchitecture2DeprecationOverloads)
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:293 (1.25.2),
    //   :344 (1.25.3); trait branch: !ComposableArchitecture2DeprecationOverloads
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }

  @available(iOS, introduced: 13, obsoleted: 17)
  @available(macOS, introduced: 10.15, obsoleted: 14)
  @available(tvOS, introduced: 13, obsoleted: 17)
  @available(watchOS, introduced: 6, obsoleted: 10)
  extension Perception.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:371 (1.25.2),
    //   :473 (1.25.3); trait branch: !ComposableArchitecture2DeprecationOverloads
    @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }
#endif

// The Bindables in 1.25.3–1.25.5 with ComposableArchitecture2DeprecationOverloads: a projected
// `\.$destination` gets a store; any other key path is deprecated.
#if TCA_1_25_3 && !TCA_MAIN && ComposableArchitecture2DeprecationOverloads
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:244 (1.25.3);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: WritableKeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:272 (1.25.3);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @available(
      *, deprecated,
      message: """
        Use '$store.scope(state: \\.$destination, action: \\.destination)' (and optional trailing dot syntax '.sheet') instead. For alert or confirmation cases, additional work is needed. See the migration guide for more details: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/1.25.5/documentation/composablearchitecture/migratingto1.25#Enum-scopes
        """
    )
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }

  @available(iOS, introduced: 13, obsoleted: 17)
  @available(macOS, introduced: 10.15, obsoleted: 14)
  @available(tvOS, introduced: 13, obsoleted: 17)
  @available(watchOS, introduced: 6, obsoleted: 10)
  extension Perception.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:374 (1.25.3);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: WritableKeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:402 (1.25.3);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @available(
      *, deprecated,
      message: """
        Use '$store.scope(state: \\.$destination, action: \\.destination)' (and optional trailing dot syntax '.sheet') instead. For alert or confirmation cases, additional work is needed. See the migration guide for more details: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/1.25.5/documentation/composablearchitecture/migratingto1.25#Enum-scopes
        """
    )
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }
#endif

// The Bindables at main.
#if TCA_MAIN && ComposableArchitecture2DeprecationOverloads
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:334 (main);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: WritableKeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:364 (main);
    //   trait branch: ComposableArchitecture2DeprecationOverloads;
    //   attributes by trait: ComposableArchitecture2Deprecations
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #endif
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: WritableKeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:393 (main);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @available(
      *, deprecated,
      message: """
        Use '$store.scope(\\.$destination, action: \\.destination)' (and optional trailing dot syntax '.sheet') instead. For alert or confirmation cases, additional work is needed. See the migration guide for more details: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/1.25.5/documentation/composablearchitecture/migratingto1.25#Enum-scopes
        """
    )
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }

  @available(iOS, introduced: 13, obsoleted: 17)
  @available(macOS, introduced: 10.15, obsoleted: 14)
  @available(tvOS, introduced: 13, obsoleted: 17)
  @available(watchOS, introduced: 6, obsoleted: 10)
  extension Perception.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:525 (main);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: WritableKeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:555 (main);
    //   trait branch: ComposableArchitecture2DeprecationOverloads;
    //   attributes by trait: ComposableArchitecture2Deprecations
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #endif
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: WritableKeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:584 (main);
    //   trait branch: ComposableArchitecture2DeprecationOverloads
    @available(
      *, deprecated,
      message: """
        Use '$store.scope(\\.$destination, action: \\.destination)' (and optional trailing dot syntax '.sheet') instead. For alert or confirmation cases, additional work is needed. See the migration guide for more details: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/1.25.5/documentation/composablearchitecture/migratingto1.25#Enum-scopes
        """
    )
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }
#endif

#if TCA_MAIN && !ComposableArchitecture2DeprecationOverloads
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:465 (main);
    //   trait branch: !ComposableArchitecture2DeprecationOverloads
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      _ state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:495 (main);
    //   trait branch: !ComposableArchitecture2DeprecationOverloads;
    //   attributes by trait: ComposableArchitecture2Deprecations
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #endif
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }

  @available(iOS, introduced: 13, obsoleted: 17)
  @available(macOS, introduced: 10.15, obsoleted: 14)
  @available(tvOS, introduced: 13, obsoleted: 17)
  @available(watchOS, introduced: 6, obsoleted: 10)
  extension Perception.Bindable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:655 (main);
    //   trait branch: !ComposableArchitecture2DeprecationOverloads
    @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      _ state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:684 (main);
    //   trait branch: !ComposableArchitecture2DeprecationOverloads;
    //   attributes by trait: ComposableArchitecture2Deprecations
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #endif
    @MainActor
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?>
    where Value == Store<State, Action> {
      self[dynamicMember: wrappedValue.presentedKeyPath(state: state, action: action)]
    }
  }
#endif

// MARK: - The stand-in's machinery behind every overload above

extension Store where State: ObservableState {
  /// The key path each wrapper's scope reads and writes through: the presentation's identity
  /// now, the child state (nil when not presented) and the action.
  func presentedKeyPath<ChildState, ChildAction>(
    optional state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> ReferenceWritableKeyPath<Store, Store<ChildState, ChildAction>?> {
    let id = currentState[keyPath: state].map { AnyHashable(caseIdentity(of: $0)) }
    return \.[presented: id, state: state, action: action]
  }

  #if TCA_1_25_0 && !TCA_1_25_2
    /// The same for an enum reducer's state: its `CaseScope` while presented.
    func presentedCaseScopeKeyPath<ChildState: CaseReducerState, ChildAction>(
      optional state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> ReferenceWritableKeyPath<Store, ChildState.StateReducer.CaseScope?>
    where ChildState.StateReducer.Action == ChildAction {
      let id = currentState[keyPath: state].map { AnyHashable(caseIdentity(of: $0)) }
      return \.[presentedCaseScope: id, state: state, action: action]
    }

    subscript<ChildState: CaseReducerState, ChildAction>(
      presentedCaseScope id: AnyHashable?,
      state state: KeyPath<State, ChildState?>,
      action action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> ChildState.StateReducer.CaseScope?
    where ChildState.StateReducer.Action == ChildAction {
      get { self[presented: id, state: state, action: action]?.case }
      set {
        guard newValue == nil else { return }
        self[presented: id, state: state, action: action] = nil
      }
    }
  #endif

  #if TCA_1_25_2
    func presentedKeyPath<Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> ReferenceWritableKeyPath<Store, Store<Container.Unwrapped, ChildAction>?> {
      \.[presented: currentState[keyPath: state]._scopeID, state: Container._scopeKeyPath(state), action: action]
    }
  #endif

  /// What the scoped bindings read and write: the child store while the state is presented;
  /// writing `nil` (SwiftUI dismissing it) sends `.dismiss`.
  subscript<ChildState, ChildAction>(
    presented id: AnyHashable?,
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    get {
      scopedWhileNotNil(state, action.appending(path: \.presented))
    }
    set {
      guard newValue == nil, let child = currentState[keyPath: state], id == AnyHashable(caseIdentity(of: child))
      else { return }
      send(action(.dismiss))
      if currentState[keyPath: state] != nil {
        reportIssue("A binding was set to \"nil\", but the store destination wasn't nil'd out.")
      }
    }
  }
}
