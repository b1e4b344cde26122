/// Runs a child reducer on a part of the parent's state, for the child's actions: a property
/// (key path) or, in an enum state, one case (case key path).
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/Scope.swift:101 (1.12.0), :101 (1.14.0),
//   :101 (1.15.0), :101 (1.16.0), :101 (1.22.0), :101 (1.25.0), :101 (1.25.2), :101 (1.25.3),
//   :101 (main)
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  enum ChildStatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, location: String)
  }

  let toChildState: ChildStatePath
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  #if TCA_MAIN
    // TCA main: Sources/ComposableArchitecture/Reducer/Reducers/Scope.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/Reducers/Scope.swift:156 (main)
    public init<ChildState, ChildAction>(
      _ toChildState: WritableKeyPath<ParentState, ChildState>,
      action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
      @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
      self.toChildState = .keyPath(toChildState)
      self.toChildAction = AnyCasePath(toChildAction)
      self.child = child()
    }
  #endif

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/Scope.swift:156 (1.12.0), :156 (1.14.0),
  //   :156 (1.15.0), :156 (1.16.0), :156 (1.22.0), :156 (1.25.0), :156 (1.25.2), :156 (1.25.3),
  //   :177 (main); attributes by trait: ComposableArchitecture2Deprecations
  #if TCA_MAIN
    // TCA main: renamed `init(_:action:_:)`; soft-deprecated (`deprecated: 9999`, never a
    // warning) or, with ComposableArchitecture2Deprecations, deprecated.
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "init(_:action:_:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "init(_:action:_:)")
      @available(macOS, deprecated: 9999, renamed: "init(_:action:_:)")
      @available(tvOS, deprecated: 9999, renamed: "init(_:action:_:)")
      @available(watchOS, deprecated: 9999, renamed: "init(_:action:_:)")
    #endif
  #endif
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  // TCA 1.12.0–1.24.1: Sources/ComposableArchitecture/Reducer/Reducers/Scope.swift; what the
  // @Reducer enum expansion's body uses before 1.25.0. TCA 1.25.0+ moves it, deprecated, to
  // Sources/ComposableArchitecture/Internal/Deprecations.swift.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/Scope.swift:228 (1.12.0), :228 (1.14.0),
  //   :228 (1.15.0), :228 (1.16.0), :232 (1.22.0),
  //   Sources/ComposableArchitecture/Internal/Deprecations.swift:490 (1.25.0), :490 (1.25.2),
  //   :490 (1.25.3), :490 (main)
  #if TCA_1_25_0
    @available(
      *,
      deprecated,
      message: """
        Use a '@Reducer enum' or 'ifCaseLet(_:action:)' on a base reducer, instead.
        """
    )
  #endif
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(AnyCasePath(toChildState), location: "\(fileID):\(line)")
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/Scope.swift:169 (1.25.0), :169 (1.25.2),
  //   :169 (1.25.3), :190 (main); absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0
  public func _reduce(
    into state: inout ParentState, action: ParentAction
  ) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let childEffects: Effect<Child.Action>
    switch toChildState {
    case .keyPath(let keyPath):
      childEffects = child._reduce(into: &state[keyPath: keyPath], action: childAction)
    case .casePath(let casePath, let location):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" at "\(location)" received a child action when child state was set to a \
          different case. Action: \(action)
          """
        )
        return .none
      }
      childEffects = child._reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    return childEffects.embedded { [toChildAction] in toChildAction.embed($0) }
  }
}
