extension Reducer {
  /// Runs `case` on one case of an enum state, before this reducer.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/IfCaseLetReducer.swift:55 (1.12.0),
  //   :55 (1.14.0), :55 (1.15.0), :55 (1.16.0), :59 (1.22.0), :59 (1.25.0), :59 (1.25.2),
  //   :59 (1.25.3), :59 (main)
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where
    State: CasePathable,
    CaseState == Case.State,
    Action: CasePathable,
    CaseAction == Case.Action
  {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      location: "\(fileID):\(line)"
    )
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/IfCaseLetReducer.swift:130 (1.12.0),
//   :130 (1.14.0), :130 (1.15.0), :130 (1.16.0), :134 (1.22.0), :87 (1.25.0), :87 (1.25.2),
//   :87 (1.25.3), :87 (main)
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: String

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/IfCaseLetReducer.swift:135 (1.25.0),
  //   :135 (1.25.2), :135 (1.25.3), :135 (main);
  //   absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffects = reduceChild(into: &state, action: action)
    return childEffects.merge(with: parent._reduce(into: &state, action: action))
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportIssue(
        """
        An "ifCaseLet" at "\(location)" received a child action when child state was set to a \
        different case. Action: \(action)
        """
      )
      return .none
    }
    defer { state = toChildState.embed(childState) }
    return child
      ._reduce(into: &childState, action: childAction)
      .embedded { [toChildAction] in toChildAction.embed($0) }
  }
}
