import Perception
import SwiftUI

// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:
// `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { root } destination: { ... }`
// and `NavigationLink(state:)`.

// Each wrapper's `scope(state:action:)` for a stack: `@preconcurrency @MainActor` from 1.14.0
// (the Perception.Bindable one is `@MainActor` in the stand-in only, from 1.14.0, as its body
// reads the main-actor store); at main beside `scope(_:action:)`, soft-deprecated or, with
// ComposableArchitecture2Deprecations, deprecated.
extension Binding {
  #if TCA_MAIN
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  #endif

  #if TCA_MAIN
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
    #endif
  #endif
  #if TCA_1_14_0
    @preconcurrency @MainActor
  #endif
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    self[dynamicMember: \.[stack: state, action: action]]
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SwiftUI.Bindable {
  #if TCA_MAIN
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  #endif

  #if TCA_MAIN
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
    #endif
  #endif
  #if TCA_1_14_0
    @preconcurrency @MainActor
  #endif
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    self[dynamicMember: \.[stack: state, action: action]]
  }
}

@available(iOS, introduced: 13, obsoleted: 17)
@available(macOS, introduced: 10.15, obsoleted: 14)
@available(tvOS, introduced: 13, obsoleted: 17)
@available(watchOS, introduced: 6, obsoleted: 10)
extension Perception.Bindable {
  #if TCA_MAIN
    @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  #endif

  #if TCA_MAIN
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
      @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
    #endif
  #endif
  #if TCA_1_14_0
    @MainActor
  #endif
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    self[dynamicMember: \.[stack: state, action: action]]
  }
}

extension Store where State: ObservableState {
  /// The stack's store, read through a binding; writes go through the path (`PathView`).
  subscript<ElementState, ElementAction>(
    stack state: KeyPath<State, StackState<ElementState>>,
    action action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>> {
    get { scoped(state, action) }
    set {}
  }
}

// The extensions of `NavigationStack` and `NavigationLink` are `@available(iOS 16, macOS 13,
// tvOS 16, watchOS 9, *)` up to 1.23.2, as is `_NavigationDestinationViewModifier`; TCA drops
// that from 1.24.0, whose package needs those versions anyway, so the stand-in keeps it.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension NavigationStack {
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift. Stand-in:
  /// `@MainActor` from 1.14.0, where TCA leaves isolation out (its body reads the main-actor
  /// store); `root` is a `@ViewBuilder` in every release (TCA's from 1.17.0).
  #if TCA_1_14_0
    @MainActor
  #endif
  public init<State, Action, Destination: View, R>(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> R,
    @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  )
  where
    Data == StackState<State>.PathView,
    Root == ModifiedContent<R, _NavigationDestinationViewModifier<State, Action, Destination>>
  {
    self.init(path: path[dynamicMember: \.[path: true]]) {
      root().modifier(_NavigationDestinationViewModifier(store: path.wrappedValue, destination: destination))
    }
  }
}

/// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift. Stand-in: keeps
/// the stack's store and the `destination` closure; `_presentations(in:)` reports the view of
/// the top screen as a `navigationDestination` presentation.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
nonisolated public struct _NavigationDestinationViewModifier<State: ObservableState, Action, Destination: View>: ViewModifier {
  let store: Store<StackState<State>, StackAction<State, Action>>
  fileprivate let destination: (Store<State, Action>) -> Destination

  init(
    store: Store<StackState<State>, StackAction<State, Action>>,
    destination: @escaping (Store<State, Action>) -> Destination
  ) {
    self.store = store
    self.destination = destination
  }

  public func body(content: Content) -> some View {
    content
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension _NavigationDestinationViewModifier: _FixturePresentingModifier {
  @MainActor public var _presentation: _Presentation? {
    guard let id = store.currentState.ids.last, let element = store.currentState[id: id] else { return nil }
    let top = Store<State, Action>(
      read: { [store] in store.currentState[id: id] ?? element },
      send: { [store] in store.send(.element(id: id, action: $0)) })
    return _Presentation(
      style: "navigationDestination", content: destination(top),
      dismiss: { [store] in store.send(.popFrom(id: id)) })
  }
}

extension StackState {
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift
  public struct Component: Hashable {
    @_spi(Internals) public let id: StackElementID
    @_spi(Internals) public var element: Element

    @_spi(Internals) public init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift: the stack as
  /// the `path` SwiftUI's `NavigationStack` binds to.
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    var base: StackState

    public var startIndex: Int { base.startIndex }
    public var endIndex: Int { base.endIndex }
    public func index(after i: Int) -> Int { base.index(after: i) }
    public func index(before i: Int) -> Int { base.index(before: i) }

    public subscript(position: Int) -> Component {
      get { Component(id: base.ids[position], element: base[position]) }
      set { base[id: newValue.id] = newValue.element }
    }

    init(base: StackState) {
      self.base = base
    }

    public init() {
      self.init(base: StackState())
    }

    /// Stand-in: keeps the elements before the range, then the new components, then the rest,
    /// each with its own ID.
    public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Component>) {
      let kept = zip(base.ids, base).map { Component(id: $0, element: $1) }
      var rebuilt = StackState()
      for component in kept[..<subrange.lowerBound] + Array(newElements) + kept[subrange.upperBound...] {
        rebuilt.insert(component.element, id: component.id)
      }
      base = rebuilt
    }
  }
}

extension Store {
  /// The path a `NavigationStack` reads; pushing or popping it sends `push` or `popFrom`.
  subscript<ElementState, ElementAction>(path _: Bool) -> StackState<ElementState>.PathView
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    get { StackState<ElementState>.PathView(base: currentState) }
    set {
      if newValue.count > currentState.count, let component = newValue.last {
        send(.push(id: component.id, state: component.element))
      } else if newValue.count < currentState.count {
        send(.popFrom(id: currentState.ids[newValue.count]))
      }
    }
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension NavigationLink where Destination == Never {
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift (`@MainActor`
  /// from 1.16.0). Stand-in: the link's element gets ID 0 instead of one from the
  /// `stackElementID` dependency.
  #if TCA_1_16_0
    @MainActor
  #endif
  public init<P, L: View>(
    state: P?,
    @ViewBuilder label: () -> L,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  )
  where Label == _NavigationLinkStoreContent<P, L> {
    self.init(value: state.map { StackState<P>.Component(id: 0, element: $0) }) {
      _NavigationLinkStoreContent<P, L>(state: state, label: label)
    }
  }
}

/// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift
nonisolated public struct _NavigationLinkStoreContent<State, Label: View>: View {
  let state: State?
  let label: Label

  init(state: State?, @ViewBuilder label: () -> Label) {
    self.state = state
    self.label = label()
  }

  public var body: some View {
    label
  }
}
