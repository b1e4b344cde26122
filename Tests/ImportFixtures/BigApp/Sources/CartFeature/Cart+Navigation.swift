import ComposableArchitecture

extension Cart {
  @Reducer
  enum Destination {
    case checkout(Checkout)
    case coupon(Coupon)
    case removeItem(ConfirmationDialogState<Dialog>)
    case emptied(AlertState<Alert>)
  }
}
