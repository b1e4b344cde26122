import ComposableArchitecture

extension Checkout {
  @Reducer
  enum Destination {
    case address(Address)
    case payment(Payment)
    case confirm(AlertState<Alert>)
    case cancel(ConfirmationDialogState<Dialog>)
  }

  @Reducer
  enum Path {
    case shipping(Shipping)
    case review(OrderReview)
    case receipt(Receipt)
  }
}
