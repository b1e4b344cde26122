import ComposableArchitecture

extension AppFeature {
  // Stays in Swift: it writes its own body, which the macro then leaves to it.
  @Reducer
  enum Modal {
    case step(Step)

    static var body: some ReducerOf<Self> {
      Scope(state: \.step, action: \.step) { Step() }
    }
  }

  // Stays in Swift: its conformance extension is compiled under a condition the enum is not.
  @Reducer
  enum Drawer {
    case intro(Intro)
  }
}

#if DEBUG
extension AppFeature.Drawer.State: Inspectable {}
#endif
