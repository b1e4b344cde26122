import ComposableArchitecture

extension Catalog {
  @Reducer
  enum Destination {
    case search(Search)
    case filters(Filters)
    case category(Category)
    case loadFailed(AlertState<Alert>)
  }
}
