import ComposableArchitecture

/// A second child feature, hand-expanded like `Counter`.
public struct Detail: Reducer {
  public struct State: Equatable, ObservableState {
    public var title: String

    public init(title: String) {
      self.title = title
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action {
    case titleChanged(String)

    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.titleChanged) {
          return \.titleChanged
        }
        return \.never
      }
      public var titleChanged: CasePaths.AnyCasePath<Action, String> {
        ._$embed(Action.titleChanged) {
          guard case let .titleChanged(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.titleChanged)
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
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}

extension Detail.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
