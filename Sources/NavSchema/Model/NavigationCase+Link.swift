extension NavigationCase {
  /// The reducer whose `State` a linked case opens (`Receta` for
  /// `case receta(Receta)` with a link); nil for a case without a link.
  package var linkedReducer: TypeRef? {
    guard link != nil, case .reducer(let reducer, _) = payload else { return nil }
    return reducer
  }
}
