/// The state of a presented child: `nil` when nothing is presented.
///
/// Use it as a property wrapper, `@PresentationState var destination: Destination.State?`, as
/// TCA allows. TCA's `@Presents` macro cannot be used (no macros) nor written out by hand: its
/// expansion declares `$destination`, a name only macros may declare. `\.$destination` is what
/// `ifLet` takes.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:50 (1.12.0),
//   :50 (1.14.0), :50 (1.15.0), :50 (1.16.0), :50 (1.22.0), :50 (1.25.0), :50 (1.25.2),
//   :50 (1.25.3), :50 (main)
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:65 (1.12.0),
  //   :65 (1.14.0), :65 (1.15.0), :65 (1.16.0), :65 (1.22.0), :65 (1.25.0), :65 (1.25.2),
  //   :65 (1.25.3), :65 (main)
  public var wrappedValue: State?

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:61 (1.12.0),
  //   :61 (1.14.0), :61 (1.15.0), :61 (1.16.0), :61 (1.22.0), :61 (1.25.0), :61 (1.25.2),
  //   :61 (1.25.3), :61 (main)
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:76 (1.12.0),
  //   :76 (1.14.0), :76 (1.15.0), :76 (1.16.0), :76 (1.22.0), :76 (1.25.0), :76 (1.25.2),
  //   :76 (1.25.3), :76 (main)
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:81 (1.12.0),
  //   :81 (1.14.0), :81 (1.15.0), :81 (1.16.0), :81 (1.22.0), :81 (1.25.0), :81 (1.25.2),
  //   :81 (1.25.3), :81 (main)
  public subscript<CaseValue>(
    dynamicMember keyPath: CaseKeyPath<State, CaseValue>
  ) -> PresentationState<CaseValue>
  where State: CasePathable {
    PresentationState<CaseValue>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:88 (1.12.0),
  //   :88 (1.14.0), :88 (1.15.0), :88 (1.16.0), :88 (1.22.0), :88 (1.25.0), :88 (1.25.2),
  //   :88 (1.25.3), :88 (main)
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> PresentationState<Member> {
    PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
  }

  /// The presented value when it is the case named by `path`; setting it keeps the case.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:118 (1.12.0),
  //   :118 (1.14.0), :118 (1.15.0), :118 (1.16.0), :118 (1.22.0), :118 (1.25.0), :118 (1.25.2),
  //   :118 (1.25.3), :118 (main)
  public subscript<CaseValue>(case path: CaseKeyPath<State, CaseValue>) -> CaseValue?
  where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let root = wrappedValue, root[case: path] != nil else {
        reportIssue("Can't modify unrelated case of \(State.self)")
        return
      }
      wrappedValue = newValue.map { AnyCasePath(path).embed($0) }
    }
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:189 (1.12.0),
//   :189 (1.14.0), :189 (1.15.0), :189 (1.16.0), :189 (1.22.0), :165 (1.25.0), :165 (1.25.2),
//   :165 (1.25.3), :165 (main)
extension PresentationState: Equatable where State: Equatable {}
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:196 (1.12.0),
//   :196 (1.14.0), :196 (1.15.0), :196 (1.16.0), :196 (1.22.0), :172 (1.25.0), :172 (1.25.2),
//   :172 (1.25.3), :172 (main)
extension PresentationState: Hashable where State: Hashable {}
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:202 (1.12.0),
//   :202 (1.14.0), :202 (1.15.0), :202 (1.16.0), :202 (1.22.0), :178 (1.25.0), :178 (1.25.2),
//   :178 (1.25.3), :178 (main)
extension PresentationState: Sendable where State: Sendable {}

/// A presented child's action, or the fact that the child was dismissed.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:260 (1.12.0),
//   :260 (1.14.0), :260 (1.15.0), :260 (1.16.0), :260 (1.22.0), :236 (1.25.0), :236 (1.25.2),
//   :236 (1.25.3), :236 (main)
public enum PresentationAction<Action> {
  case dismiss

  indirect case presented(Action)
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:268 (1.12.0),
//   :268 (1.14.0), :268 (1.15.0), :268 (1.16.0), :268 (1.22.0), :244 (1.25.0), :244 (1.25.2),
//   :244 (1.25.3), :244 (main)
extension PresentationAction: CasePathable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:269 (1.12.0),
  //   :269 (1.14.0), :269 (1.15.0), :269 (1.16.0), :269 (1.22.0), :245 (1.25.0), :245 (1.25.2),
  //   :245 (1.25.3), :245 (main)
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  /// Besides `dismiss` and `presented`, a case key path may skip `presented`:
  /// `\.destination.autor` means `\.destination.presented.autor`.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:274 (1.12.0),
  //   :274 (1.14.0), :274 (1.15.0), :274 (1.16.0), :274 (1.22.0), :250 (1.25.0), :250 (1.25.2),
  //   :250 (1.25.3), :250 (main)
  @dynamicMemberLookup
  public struct AllCasePaths {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:275 (1.12.0),
    //   :275 (1.14.0), :275 (1.15.0), :275 (1.16.0), :275 (1.22.0), :251 (1.25.0), :251 (1.25.2),
    //   :251 (1.25.3), :251 (main)
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } }
      )
    }

    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:285 (1.12.0),
    //   :285 (1.14.0), :285 (1.15.0), :285 (1.16.0), :285 (1.22.0), :261 (1.25.0), :261 (1.25.2),
    //   :261 (1.25.3), :261 (main)
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case .presented(let action) = $0 { action } else { nil } }
      )
    }

    #if TCA_1_15_0 && !TCA_1_16_0
      // TCA 1.15.0–1.15.2: Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift
      // looks up `_CaseKeyPath` (1.15.0) / `_SendableCaseKeyPath` (1.15.1), which Swift 6
      // compilers read as `any CaseKeyPath & Sendable` (Internal/KeyPath+Sendable.swift).
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:295 (1.15.0)
      public subscript<AppendedAction>(
        dynamicMember keyPath: any CaseKeyPath<Action, AppendedAction> & Sendable
      ) -> AnyCasePath<PresentationAction, AppendedAction>
      where Action: CasePathable {
        PresentationAction.presented(through: AnyCasePath(keyPath))
      }

      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:295 (1.15.0)
      @_disfavoredOverload
      public subscript<AppendedAction>(
        dynamicMember keyPath: any CaseKeyPath<Action, AppendedAction> & Sendable
      ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
      where Action: CasePathable {
        PresentationAction.layered(through: AnyCasePath(keyPath))
      }
    #else
      // TCA 1.12.0–1.14.0 and 1.16.0+.
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:295 (1.12.0),
      //   :295 (1.14.0), :295 (1.16.0), :295 (1.22.0), :271 (1.25.0), :271 (1.25.2), :271 (1.25.3),
      //   :271 (main)
      public subscript<AppendedAction>(
        dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
      ) -> AnyCasePath<PresentationAction, AppendedAction>
      where Action: CasePathable {
        PresentationAction.presented(through: AnyCasePath(keyPath))
      }

      /// The same step that keeps the presentation layer: `PresentationAction<AppendedAction>`.
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:309 (1.12.0),
      //   :309 (1.14.0), :310 (1.16.0), :310 (1.22.0), :286 (1.25.0), :286 (1.25.2), :286 (1.25.3),
      //   :286 (main)
      @_disfavoredOverload
      public subscript<AppendedAction>(
        dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
      ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
      where Action: CasePathable {
        PresentationAction.layered(through: AnyCasePath(keyPath))
      }
    #endif
  }
}

// Unconstrained on purpose: the closures then capture no `CasePathable` conformance.
extension PresentationAction {
  fileprivate static func presented<Child>(
    through child: AnyCasePath<Action, Child>
  ) -> AnyCasePath<Self, Child> {
    AnyCasePath(
      embed: { .presented(child.embed($0)) },
      extract: { if case .presented(let action) = $0 { child.extract(from: action) } else { nil } }
    )
  }

  fileprivate static func layered<Child>(
    through child: AnyCasePath<Action, Child>
  ) -> AnyCasePath<Self, PresentationAction<Child>> {
    AnyCasePath(
      embed: { childAction in
        switch childAction {
        case .dismiss: .dismiss
        case .presented(let action): .presented(child.embed(action))
        }
      },
      extract: { action in
        switch action {
        case .dismiss: .dismiss
        case .presented(let action): child.extract(from: action).map { .presented($0) }
        }
      }
    )
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:335 (1.12.0),
//   :335 (1.14.0), :335 (1.15.0), :337 (1.16.0), :337 (1.22.0), :313 (1.25.0), :313 (1.25.2),
//   :313 (1.25.3), :313 (main)
extension PresentationAction: Equatable where Action: Equatable {}
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:336 (1.12.0),
//   :336 (1.14.0), :336 (1.15.0), :338 (1.16.0), :338 (1.22.0), :314 (1.25.0), :314 (1.25.2),
//   :314 (1.25.3), :314 (main)
extension PresentationAction: Hashable where Action: Hashable {}
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/PresentationReducer.swift:337 (1.12.0),
//   :337 (1.14.0), :337 (1.15.0), :339 (1.16.0), :339 (1.22.0), :315 (1.25.0), :315 (1.25.2),
//   :315 (1.25.3), :315 (main)
extension PresentationAction: Sendable where Action: Sendable {}
