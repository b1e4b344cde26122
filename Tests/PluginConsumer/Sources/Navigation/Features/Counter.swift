import ComposableArchitecture

/// A child feature, written the way `@Reducer struct Counter` with an
/// `@ObservableState struct State` expands (the consumer uses no macros).
public struct Counter: Reducer {
  public struct State: Equatable, ObservableState {
    public var count: Int

    public init(count: Int = 0) {
      self.count = count
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action {
    case incrementTapped
    case decrementTapped

    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.incrementTapped) {
          return \.incrementTapped
        }
        if root.is(\.decrementTapped) {
          return \.decrementTapped
        }
        return \.never
      }
      public var incrementTapped: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({ Action.incrementTapped }) {
          guard case .incrementTapped = $0 else {
            return nil
          }
          return ()
        }
      }
      public var decrementTapped: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({ Action.decrementTapped }) {
          guard case .decrementTapped = $0 else {
            return nil
          }
          return ()
        }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.incrementTapped)
        allCasePaths.append(\.decrementTapped)
        return allCasePaths.makeIterator()
      }
    }

    public static var allCasePaths: AllCasePaths {
      AllCasePaths()
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      }
    }
  }
}

extension Counter.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
