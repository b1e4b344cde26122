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
  public protocol _ScopableState<Unwrapped> {
    associatedtype Unwrapped
    static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Unwrapped?>
    var _scopeID: AnyHashable? { get }
  }

  extension Optional: _ScopableState {
    public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Wrapped?> {
      keyPath
    }

    /// Stand-in: presentations are told apart by case name (see `caseIdentity(of:)`).
    public var _scopeID: AnyHashable? {
      map { AnyHashable(caseIdentity(of: $0)) }
    }
  }

  extension PresentationState: _ScopableState {
    public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, State?> {
      keyPath.appending(path: \.wrappedValue)
    }

    public var _scopeID: AnyHashable? {
      wrappedValue._scopeID
    }
  }

  extension Binding {
    #if TCA_MAIN
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
