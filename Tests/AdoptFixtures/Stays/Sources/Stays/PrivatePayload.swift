import ComposableArchitecture

/// A feature only this file sees.
private struct Secret: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case reveal }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

fileprivate enum Prompts {
  enum Alert: Equatable { case ok }
}

extension AppFeature {
  // Stays in Swift: its case holds a private reducer.
  @Reducer
  enum Vault {
    case secret(Secret)
    case intro(Intro)
  }

  // Stays in Swift: its alert's actions are a type inside a fileprivate enum.
  @Reducer
  enum Notice {
    case alert(AlertState<Prompts.Alert>)
  }
}
