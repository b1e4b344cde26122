import ComposableArchitecture

#if DEBUG
extension LibraryFeature {
  /// Screens only debug builds show.
  @Reducer
  enum Debug {
    case logs(Logs)
  }
}
#endif
