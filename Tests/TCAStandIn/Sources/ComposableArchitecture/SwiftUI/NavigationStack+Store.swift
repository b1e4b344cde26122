import Perception
import SwiftUI

// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift (TCA 1.25.5):
// `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { root } destination: { ... }`
// and `NavigationLink(state:)`.

extension Binding {
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift
  @preconcurrency @MainActor
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
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift
  @preconcurrency @MainActor
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
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift. Stand-in:
  /// `@MainActor`, which TCA, built in the Swift 5 language mode, leaves out here.
  @preconcurrency @MainActor
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    self[dynamicMember: \.[stack: state, action: action]]
  }
}

// TCA's main branch (d34c1dfe): `scope(_:action:)` beside each `scope(state:action:)` above.
#if TCA_MAIN
  extension Binding {
    /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift (main, d34c1dfe)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SwiftUI.Bindable {
    /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift (main, d34c1dfe)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
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
    /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift (main,
    /// d34c1dfe). Stand-in: `@MainActor`, as above.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  }
#endif

extension Store where State: ObservableState {
  /// The stack's store, read through a binding; writes go through the path (`PathView`).
  subscript<ElementState, ElementAction>(
    stack state: KeyPath<State, StackState<ElementState>>,
    action action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>> {
    get { scope(state: state, action: action) }
    set {}
  }
}

extension NavigationStack {
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift. Stand-in:
  /// `@MainActor`, which TCA, built in the Swift 5 language mode, leaves out here (its body reads
  /// the main-actor store).
  @MainActor
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
public struct _NavigationDestinationViewModifier<State: ObservableState, Action, Destination: View>: ViewModifier {
  let store: Store<StackState<State>, StackAction<State, Action>>
  fileprivate let destination: (Store<State, Action>) -> Destination

  public func body(content: Content) -> some View {
    content
  }
}

extension _NavigationDestinationViewModifier: _FixturePresentingModifier {
  public var _presentation: _Presentation? {
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

extension NavigationLink where Destination == Never {
  /// Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift. Stand-in: the
  /// link's element gets ID 0 instead of one from the `stackElementID` dependency.
  @MainActor
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
public struct _NavigationLinkStoreContent<State, Label: View>: View {
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
