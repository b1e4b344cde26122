import ComposableArchitecture

/// Reads one book and presents its own sheets. This file has Windows line
/// endings (CRLF), which adopt keeps.
struct ReaderFeature: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
  }

  @CasePathable
  enum Action {
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: \.destination)
  }
}

extension ReaderFeature {
  /**
   What the reader presents.
   */
  @Reducer(state: .equatable)
  enum Destination {
    case fontPicker(FontPicker)
  }

#if DEBUG
  @Reducer
  enum Inspector {
    case logs(Logs)
  }

  static let showsInspector = true
#endif
}
