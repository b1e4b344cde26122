import ComposableArchitecture

extension Search {
  @Reducer
  enum Destination {
    case product(Product)
    case filters(Filters)
    case scanner(Scanner)
    case noResults(AlertState<Alert>)
  }
}
