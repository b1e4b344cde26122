extension Reducer {
  /// Runs `destination` on the stack element an action is addressed to, before this reducer.
  ///
  /// `popFrom` removes the elements after this reducer ran, so it can still read them.
  /// An action for an ID no longer in the stack changes no element and is reported.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:404 (1.12.0),
  //   :375 (1.14.0), :375 (1.15.0), :375 (1.16.0), :379 (1.22.0), :355 (1.25.0), :355 (1.25.2),
  //   :355 (1.25.3), :355 (main)
  @warn_unqualified_access
  public func forEach<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: AnyCasePath(toStackAction),
      destination: destination(),
      location: "\(fileID):\(line)"
    )
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:492 (1.12.0), :463 (1.14.0),
//   :463 (1.15.0), :463 (1.16.0), :467 (1.22.0), :394 (1.25.0), :394 (1.25.2), :394 (1.25.3),
//   :394 (main)
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let location: String

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:427 (1.25.0),
  //   :427 (1.25.2), :427 (1.25.3), :427 (main);
  //   absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    switch toStackAction.extract(from: action) {
    case .element(let id, let elementAction)?:
      var elementEffects = Effect<Base.Action>.none
      if var element = state[keyPath: toStackState][id: id] {
        elementEffects = destination
          ._reduce(into: &element, action: elementAction)
          .embedded { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) }
        state[keyPath: toStackState][id: id] = element
      } else {
        reportIssue(
          """
          A "forEach" at "\(location)" received an action for a missing element \(id). \
          Action: \(elementAction)
          """
        )
      }
      return elementEffects.merge(with: base._reduce(into: &state, action: action))

    case .popFrom(let id)?:
      let canPop = state[keyPath: toStackState].ids.contains(id)
      let baseEffects = base._reduce(into: &state, action: action)
      if canPop {
        state[keyPath: toStackState].pop(from: id)
      } else {
        reportIssue(
          "A \"forEach\" at \"\(location)\" received a \"popFrom\" action for a missing element \(id)."
        )
      }
      return baseEffects

    case .push(let id, let element)?:
      if state[keyPath: toStackState].ids.contains(id) {
        reportIssue(
          """
          A "forEach" at "\(location)" received a "push" action for an element it already \
          contains: \(id).
          """
        )
      } else {
        state[keyPath: toStackState].insert(element, id: id)
      }
      return base._reduce(into: &state, action: action)

    case nil:
      return base._reduce(into: &state, action: action)
    }
  }
}
