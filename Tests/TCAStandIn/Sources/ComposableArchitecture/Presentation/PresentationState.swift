/// The state of a presented child: `nil` when nothing is presented.
///
/// Use it as a property wrapper, `@PresentationState var destination: Destination.State?`, as
/// TCA allows. TCA's `@Presents` macro cannot be used (no macros) nor written out by hand: its
/// expansion declares `$destination`, a name only macros may declare. `\.$destination` is what
/// `ifLet` takes.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  public var wrappedValue: State?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  public subscript<CaseValue>(
    dynamicMember keyPath: CaseKeyPath<State, CaseValue>
  ) -> PresentationState<CaseValue>
  where State: CasePathable {
    PresentationState<CaseValue>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
  }

  public subscript<Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> PresentationState<Member> {
    PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
  }

  /// The presented value when it is the case named by `path`; setting it keeps the case.
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

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

/// A presented child's action, or the fact that the child was dismissed.
public enum PresentationAction<Action> {
  case dismiss

  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  /// Besides `dismiss` and `presented`, a case key path may skip `presented`:
  /// `\.destination.autor` means `\.destination.presented.autor`.
  @dynamicMemberLookup
  public struct AllCasePaths {
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } }
      )
    }

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
      public subscript<AppendedAction>(
        dynamicMember keyPath: any CaseKeyPath<Action, AppendedAction> & Sendable
      ) -> AnyCasePath<PresentationAction, AppendedAction>
      where Action: CasePathable {
        PresentationAction.presented(through: AnyCasePath(keyPath))
      }

      @_disfavoredOverload
      public subscript<AppendedAction>(
        dynamicMember keyPath: any CaseKeyPath<Action, AppendedAction> & Sendable
      ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
      where Action: CasePathable {
        PresentationAction.layered(through: AnyCasePath(keyPath))
      }
    #else
      // TCA 1.12.0–1.14.0 and 1.16.0+.
      public subscript<AppendedAction>(
        dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
      ) -> AnyCasePath<PresentationAction, AppendedAction>
      where Action: CasePathable {
        PresentationAction.presented(through: AnyCasePath(keyPath))
      }

      /// The same step that keeps the presentation layer: `PresentationAction<AppendedAction>`.
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

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
