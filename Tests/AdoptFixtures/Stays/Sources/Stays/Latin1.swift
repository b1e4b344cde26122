import ComposableArchitecture

// Stays in Swift: this comment has a Latin-1 byte (café), so the file is not UTF-8
// and adopt could not place its edit exactly.
extension AppFeature {
  @Reducer
  enum Tab {
    case intro(Intro)
  }
}
