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
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:60 (main)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  #endif

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:60 (1.12.0),
  //   :65 (1.14.0), :64 (1.15.0), :64 (1.16.0), :64 (1.22.0), :60 (1.25.0), :60 (1.25.2),
  //   :60 (1.25.3), :77 (main); attributes by trait: ComposableArchitecture2Deprecations
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
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:121 (main)
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  #endif

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:75 (1.12.0),
  //   :85 (1.14.0), :84 (1.15.0), :84 (1.16.0), :99 (1.22.0), :87 (1.25.0), :87 (1.25.2),
  //   :87 (1.25.3), :138 (main); attributes by trait: ComposableArchitecture2Deprecations
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
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:156 (main)
    @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \.[stack: state, action: action]]
    }
  #endif

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:93 (1.12.0),
  //   :103 (1.14.0), :102 (1.15.0), :102 (1.16.0), :117 (1.22.0), :105 (1.25.0), :105 (1.25.2),
  //   :105 (1.25.3), :172 (main); attributes by trait: ComposableArchitecture2Deprecations
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
  /// Stand-in: `@MainActor` from 1.14.0, where TCA leaves isolation out (its body reads the main-actor
  /// store); `root` is a `@ViewBuilder` in every release (TCA's from 1.17.0).
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:109 (1.12.0),
  //   :138 (1.14.0), :137 (1.15.0), :137 (1.16.0), :152 (1.22.0), :135 (1.25.0), :135 (1.25.2),
  //   :135 (1.25.3),
  //   :219 (main)
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

/// Stand-in: keeps the stack's store and the `destination` closure; `_presentations(in:)`
/// reports the view of the top screen as a `navigationDestination` presentation.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:146 (1.12.0),
//   :175 (1.14.0), :174 (1.15.0), :174 (1.16.0), :189 (1.22.0), :171 (1.25.0), :171 (1.25.2),
//   :171 (1.25.3), :255 (main)
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

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:158 (1.12.0),
  //   :187 (1.14.0), :186 (1.15.0), :186 (1.16.0), :201 (1.22.0), :183 (1.25.0), :183 (1.25.2),
  //   :183 (1.25.3),
  //   :267 (main)
  public func body(content: Content) -> some View {
    content
  }
}

// Stand-in only: the inspection walks this type.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension _NavigationDestinationViewModifier: _FixturePresentingModifier {
  // Stand-in only: what this modifier presents, for the inspection.
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
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:419 (1.12.0),
  //   :448 (1.14.0), :446 (1.15.0), :457 (1.16.0), :504 (1.22.0), :479 (1.25.0), :479 (1.25.2),
  //   :479 (1.25.3), :563 (main)
  public struct Component: Hashable {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:421 (1.12.0),
    //   :450 (1.14.0), :448 (1.15.0), :459 (1.16.0), :506 (1.22.0), :481 (1.25.0), :481 (1.25.2),
    //   :481 (1.25.3), :565 (main)
    @_spi(Internals) public let id: StackElementID
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:423 (1.12.0),
    //   :452 (1.14.0), :450 (1.15.0), :461 (1.16.0), :508 (1.22.0), :483 (1.25.0), :483 (1.25.2),
    //   :483 (1.25.3), :567 (main)
    @_spi(Internals) public var element: Element

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:426 (1.12.0),
    //   :455 (1.14.0), :453 (1.15.0), :464 (1.16.0), :511 (1.22.0), :486 (1.25.0), :486 (1.25.2),
    //   :486 (1.25.3), :570 (main)
    @_spi(Internals) public init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:431 (1.12.0),
    //   :460 (1.14.0), :458 (1.15.0), :469 (1.16.0), :516 (1.22.0), :491 (1.25.0), :491 (1.25.2),
    //   :491 (1.25.3), :575 (main)
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:435 (1.12.0),
    //   :464 (1.14.0), :462 (1.15.0), :473 (1.16.0), :520 (1.22.0), :495 (1.25.0), :495 (1.25.2),
    //   :495 (1.25.3), :579 (main)
    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  /// The stack as the `path` SwiftUI's `NavigationStack` binds to.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:440 (1.12.0),
  //   :469 (1.14.0), :467 (1.15.0), :478 (1.16.0), :525 (1.22.0), :500 (1.25.0), :500 (1.25.2),
  //   :500 (1.25.3), :584 (main)
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    var base: StackState

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:445 (1.12.0),
    //   :474 (1.14.0), :472 (1.15.0), :483 (1.16.0), :530 (1.22.0), :505 (1.25.0), :505 (1.25.2),
    //   :505 (1.25.3), :589 (main)
    public var startIndex: Int { base.startIndex }
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:446 (1.12.0),
    //   :475 (1.14.0), :473 (1.15.0), :484 (1.16.0), :531 (1.22.0), :506 (1.25.0), :506 (1.25.2),
    //   :506 (1.25.3), :590 (main)
    public var endIndex: Int { base.endIndex }
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:447 (1.12.0),
    //   :476 (1.14.0), :474 (1.15.0), :485 (1.16.0), :532 (1.22.0), :507 (1.25.0), :507 (1.25.2),
    //   :507 (1.25.3), :591 (main)
    public func index(after i: Int) -> Int { base.index(after: i) }
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:448 (1.12.0),
    //   :477 (1.14.0), :475 (1.15.0), :486 (1.16.0), :533 (1.22.0), :508 (1.25.0), :508 (1.25.2),
    //   :508 (1.25.3), :592 (main)
    public func index(before i: Int) -> Int { base.index(before: i) }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:450 (1.12.0),
    //   :479 (1.14.0), :477 (1.15.0), :488 (1.16.0), :535 (1.22.0), :510 (1.25.0), :510 (1.25.2),
    //   :510 (1.25.3), :594 (main)
    public subscript(position: Int) -> Component {
      get { Component(id: base.ids[position], element: base[position]) }
      set { base[id: newValue.id] = newValue.element }
    }

    init(base: StackState) {
      self.base = base
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:469 (1.12.0),
    //   :498 (1.14.0), :496 (1.15.0), :507 (1.16.0), :554 (1.22.0), :529 (1.25.0), :529 (1.25.2),
    //   :529 (1.25.3), :613 (main)
    public init() {
      self.init(base: StackState())
    }

    /// Stand-in: keeps the elements before the range, then the new components, then the rest,
    /// each with its own ID.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:473 (1.12.0),
    //   :502 (1.14.0), :500 (1.15.0), :511 (1.16.0), :558 (1.22.0), :533 (1.25.0), :533 (1.25.2),
    //   :533 (1.25.3), :617 (main)
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
  /// `@MainActor` from 1.16.0. Stand-in: the link's element gets ID 0 instead of one from the
  /// `stackElementID` dependency.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:203 (1.12.0),
  //   :232 (1.14.0), :231 (1.15.0), :236 (1.16.0), :279 (1.22.0), :258 (1.25.0), :258 (1.25.2),
  //   :258 (1.25.3), :342 (main)
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

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:268 (1.12.0),
//   :297 (1.14.0), :296 (1.15.0), :307 (1.16.0), :354 (1.22.0), :329 (1.25.0), :329 (1.25.2),
//   :329 (1.25.3), :413 (main)
nonisolated public struct _NavigationLinkStoreContent<State, Label: View>: View {
  let state: State?
  let label: Label

  init(state: State?, @ViewBuilder label: () -> Label) {
    self.state = state
    self.label = label()
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/NavigationStack+Observation.swift:294 (1.12.0),
  //   :323 (1.14.0), :322 (1.15.0), :333 (1.16.0), :380 (1.22.0), :355 (1.25.0), :355 (1.25.2),
  //   :355 (1.25.3), :439 (main)
  public var body: some View {
    label
  }
}
