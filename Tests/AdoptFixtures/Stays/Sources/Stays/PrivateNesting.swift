import ComposableArchitecture

// Stays in Swift: a generated file cannot extend a private type.
private struct SignUpFeature {
  @Reducer
  enum Path {
    case step(Step)
  }
}

// Stays in Swift: nested two types deep in a fileprivate enum.
fileprivate enum Onboarding {
  struct Flow {
    @Reducer
    enum Destination {
      case intro(Intro)
    }
  }
}

// Stays in Swift: inside a private extension.
private extension AppFeature {
  @Reducer
  enum Sheet {
    case intro(Intro)
  }
}

extension AppFeature {
  /// Moves to a schema: nothing private around it.
  @Reducer
  enum Path {
    case step(Step)
  }
}
