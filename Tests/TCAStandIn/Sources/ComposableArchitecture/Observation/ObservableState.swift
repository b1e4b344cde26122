import Perception

/// State a view can observe. `@ObservableState` writes this conformance; for an enum it writes
/// `_$id` and `_$willModify()` by switching over the cases (see TCA's macro tests).
///
/// Refines Perception's `Perceptible` (on visionOS, which the stand-in does not model, TCA
/// refines `Observable`). Stand-in: nothing is actually observed.
public protocol ObservableState: Perceptible {
  var _$id: ObservableStateID { get }
  mutating func _$willModify()
}

/// `_$willModify` for any value: only observable state has an identity to refresh.
public func _$willModify<T>(_: inout T) {}

public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}

/// Whether two values have the same observable identity; used by the `@ObservableState` and
/// `@Presents` expansions to skip notifications. Stand-in: fewer fast paths than TCA.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids
}

public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  return false
}
