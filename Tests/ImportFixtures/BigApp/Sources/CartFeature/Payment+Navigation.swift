import ComposableArchitecture

extension Payment {
  @Reducer
  enum Destination {
    case addCard(AddCard)
    case scanCard(CardScanner)
    case declined(AlertState<Alert>)
    case threeDS(ThreeDSecure)
  }
}
