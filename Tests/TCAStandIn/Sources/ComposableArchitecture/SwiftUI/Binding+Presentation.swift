import Perception
import SwiftUI

// Sources/ComposableArchitecture/Observation/Store+Observation.swift (TCA 1.25.5): the binding of
// an optional child store that `sheet(item:)`, `navigationDestination(item:)`, `alert(_:)`, ...
// take. `$store.scope(state: \.destination?.edicion, action: \.destination.edicion)`.

/// Sources/ComposableArchitecture/Observation/Store+Observation.swift
public protocol _ScopableState<Unwrapped> {
  associatedtype Unwrapped
  static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Unwrapped?>
  var _scopeID: AnyHashable? { get }
}

/// Sources/ComposableArchitecture/Observation/Store+Observation.swift
extension Optional: _ScopableState {
  public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Wrapped?> {
    keyPath
  }

  /// Stand-in: presentations are told apart by case name (see `caseIdentity(of:)`).
  public var _scopeID: AnyHashable? {
    map { AnyHashable(caseIdentity(of: $0)) }
  }
}

/// Sources/ComposableArchitecture/Observation/Store+Observation.swift
extension PresentationState: _ScopableState {
  public static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, State?> {
    keyPath.appending(path: \.wrappedValue)
  }

  public var _scopeID: AnyHashable? {
    wrappedValue._scopeID
  }
}

extension Binding {
  /// Sources/ComposableArchitecture/Observation/Store+Observation.swift
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

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SwiftUI.Bindable {
  /// Sources/ComposableArchitecture/Observation/Store+Observation.swift (the overload without
  /// the `ComposableArchitecture2DeprecationOverloads` trait)
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
  /// Sources/ComposableArchitecture/Observation/Store+Observation.swift (the overload without
  /// the `ComposableArchitecture2DeprecationOverloads` trait). Stand-in: `@MainActor`, which TCA,
  /// built in the Swift 5 language mode, leaves out here.
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

// TCA's main branch (d34c1dfe) adds `scope(_:action:)` beside each `scope(state:action:)` above
// and soft-deprecates the labelled one (`deprecated: 9999`, renamed); the glue spells it so for
// main. `TCA_MAIN` is the stand-in's condition for a copy presenting main.
#if TCA_MAIN
  extension Binding {
    /// Sources/ComposableArchitecture/Observation/Store+Observation.swift (main, d34c1dfe)
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
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    /// Sources/ComposableArchitecture/Observation/Store+Observation.swift (main, d34c1dfe; the
    /// overload without the `ComposableArchitecture2DeprecationOverloads` trait)
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
  }

  @available(iOS, introduced: 13, obsoleted: 17)
  @available(macOS, introduced: 10.15, obsoleted: 14)
  @available(tvOS, introduced: 13, obsoleted: 17)
  @available(watchOS, introduced: 6, obsoleted: 10)
  extension Perception.Bindable {
    /// Sources/ComposableArchitecture/Observation/Store+Observation.swift (main, d34c1dfe; the
    /// overload without the `ComposableArchitecture2DeprecationOverloads` trait). Stand-in:
    /// `@MainActor`, as above.
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
  }
#endif

extension Store where State: ObservableState {
  /// The key path each wrapper's `scope(state:action:)` reads through: the presentation's
  /// identity now, its unwrapped state and its action.
  func presentedKeyPath<Container: _ScopableState, ChildAction>(
    state: KeyPath<State, Container>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> ReferenceWritableKeyPath<Store, Store<Container.Unwrapped, ChildAction>?> {
    \.[presented: currentState[keyPath: state]._scopeID, state: Container._scopeKeyPath(state), action: action]
  }

  /// What the scoped bindings read and write: the child store while the state is presented;
  /// writing `nil` (SwiftUI dismissing it) sends `.dismiss`.
  subscript<ChildState, ChildAction>(
    presented id: AnyHashable?,
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    get {
      scope(state: state, action: action.appending(path: \.presented))
    }
    set {
      guard newValue == nil, let child = currentState[keyPath: state], id == Optional(child)._scopeID else {
        return
      }
      send(action(.dismiss))
      if currentState[keyPath: state] != nil {
        reportIssue("A binding was set to \"nil\", but the store destination wasn't nil'd out.")
      }
    }
  }
}
