import ComposableArchitecture
import Foundation

/// The parent feature, hand-expanded like the children. Its `Destination` and
/// `Path` enums are not here: NavGenPlugin generates them from App.navgen.json.
public struct AppFeature: Reducer {
  public struct State: Equatable, ObservableState {
    @PresentationState public var destination: Destination.State?
    public var path = StackState<Path.State>()
    public var deletions = 0

    public init() {}

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action {
    case counterButtonTapped
    case deleteButtonTapped
    case helpButtonTapped
    case push(Path.State)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)

    public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        if root.is(\.counterButtonTapped) {
          return \.counterButtonTapped
        }
        if root.is(\.deleteButtonTapped) {
          return \.deleteButtonTapped
        }
        if root.is(\.helpButtonTapped) {
          return \.helpButtonTapped
        }
        if root.is(\.push) {
          return \.push
        }
        if root.is(\.destination) {
          return \.destination
        }
        if root.is(\.path) {
          return \.path
        }
        return \.never
      }
      public var counterButtonTapped: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({ Action.counterButtonTapped }) {
          guard case .counterButtonTapped = $0 else {
            return nil
          }
          return ()
        }
      }
      public var deleteButtonTapped: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({ Action.deleteButtonTapped }) {
          guard case .deleteButtonTapped = $0 else {
            return nil
          }
          return ()
        }
      }
      public var helpButtonTapped: CasePaths.AnyCasePath<Action, Void> {
        ._$embed({ Action.helpButtonTapped }) {
          guard case .helpButtonTapped = $0 else {
            return nil
          }
          return ()
        }
      }
      public var push: CasePaths.AnyCasePath<Action, Path.State> {
        ._$embed(Action.push) {
          guard case let .push(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public var destination: CasePaths.AnyCasePath<Action, PresentationAction<Destination.Action>> {
        ._$embed(Action.destination) {
          guard case let .destination(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public var path: CasePaths.AnyCasePath<Action, StackActionOf<Path>> {
        ._$embed(Action.path) {
          guard case let .path(v0) = $0 else {
            return nil
          }
          return v0
        }
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.counterButtonTapped)
        allCasePaths.append(\.deleteButtonTapped)
        allCasePaths.append(\.helpButtonTapped)
        allCasePaths.append(\.push)
        allCasePaths.append(\.destination)
        allCasePaths.append(\.path)
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
      case .counterButtonTapped:
        state.destination = .counter(Counter.State())
        return .none
      case .deleteButtonTapped:
        state.destination = .deleteAlert(
          AlertState {
            TextState("Delete everything?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) {
              TextState("Delete")
            }
            ButtonState(role: .cancel, action: .cancel) {
              TextState("Cancel")
            }
          }
        )
        return .none
      case .helpButtonTapped:
        state.destination = .help(URL(string: "https://example.com/help")!)
        return .none
      case let .push(element):
        state.path.append(element)
        return .none
      case .destination(.presented(.deleteAlert(.confirmDelete))):
        state.deletions += 1
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
