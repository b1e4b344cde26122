/// What happens to a stack: an element's action, a pop (back button), a push (navigation link).
public enum StackAction<State, Action>: CasePathable {
  indirect case element(id: StackElementID, action: Action)

  case popFrom(id: StackElementID)

  case push(id: StackElementID, state: State)

  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  public struct AllCasePaths {
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0, action: $1) },
        extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } }
      )
    }

    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case .popFrom(let id) = $0 { id } else { nil } }
      )
    }

    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0, state: $1) },
        extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } }
      )
    }

    /// The actions of the element with this ID.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: { if case .element(id, let action) = $0 { action } else { nil } }
      )
    }
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
