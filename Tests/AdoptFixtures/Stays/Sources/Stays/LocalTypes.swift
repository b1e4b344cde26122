import ComposableArchitecture

// Stays in Swift: a type declared inside a function is local to it.
func makePreviewStore() -> Int {
  struct PreviewFeature {
    @Reducer
    enum Destination {
      case intro(Intro)
    }
  }
  return 1
}
