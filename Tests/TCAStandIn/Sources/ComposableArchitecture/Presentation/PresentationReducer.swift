extension Reducer {
  /// Runs `destination` on the presented child state, before this reducer.
  ///
  /// `.dismiss` sets the state to `nil` after this reducer ran; an alert or dialog is dismissed
  /// after its button action reached this reducer.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:404 (1.12.0),
  //   :404 (1.14.0), :404 (1.15.0), :406 (1.16.0), :410 (1.22.0), :386 (1.25.0), :386 (1.25.2),
  //   :386 (1.25.3), :386 (main)
  @warn_unqualified_access
  public func ifLet<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      destination: destination(),
      location: "\(fileID):\(line)"
    )
  }

  /// `ifLet` for a presented alert or confirmation dialog: there is no child reducer.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:431 (1.12.0),
  //   :431 (1.14.0), :431 (1.15.0), :433 (1.16.0), :437 (1.22.0), :413 (1.25.0), :413 (1.25.2),
  //   :413 (1.25.3), :413 (main)
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: {},
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:545 (1.12.0),
//   :545 (1.14.0), :545 (1.15.0), :547 (1.16.0), :551 (1.22.0), :433 (1.25.0), :433 (1.25.2),
//   :433 (1.25.3), :433 (main)
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let destination: Destination
  let location: String

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:468 (1.25.0),
  //   :468 (1.25.2), :468 (1.25.3), :468 (main);
  //   absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let presented = state[keyPath: toPresentationState].wrappedValue
    switch (presented, toPresentationAction.extract(from: action)) {
    case (let presented?, .dismiss?):
      let baseEffects = base._reduce(into: &state, action: action)
      // The parent may have presented something else while handling the dismissal.
      if isStillPresenting(presented, in: state) {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
      return baseEffects

    case (let presented?, .presented(let destinationAction)?):
      let destinationEffects = destination
        ._reduce(
          into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction
        )
        .embedded { [toPresentationAction] in toPresentationAction.embed(.presented($0)) }
      let baseEffects = base._reduce(into: &state, action: action)
      if let ephemeral = ephemeralType(of: presented),
        ephemeral.canSend(destinationAction),
        isStillPresenting(presented, in: state)
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
      return destinationEffects.merge(with: baseEffects)

    case (nil, _?):
      reportIssue(
        """
        An "ifLet" at "\(location)" received a presentation action when destination state was \
        absent. Action: \(action)
        """
      )
      return base._reduce(into: &state, action: action)

    case (_, nil):
      return base._reduce(into: &state, action: action)
    }
  }

  private func isStillPresenting(_ presented: Destination.State, in state: Base.State) -> Bool {
    guard let current = state[keyPath: toPresentationState].wrappedValue else { return false }
    return caseIdentity(of: current) == caseIdentity(of: presented)
  }
}
