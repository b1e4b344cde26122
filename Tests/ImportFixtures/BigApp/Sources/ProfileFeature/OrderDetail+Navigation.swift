import ComposableArchitecture

extension OrderDetail {
  @Reducer
  enum Destination {
    case track(Tracking)
    case returnItem(ReturnItem)
    case invoice(Invoice)
    case cancelOrder(ConfirmationDialogState<Dialog>)
    case cancelled(AlertState<Alert>)
  }
}
