import ComposableArchitecture

extension Orders {
  @Reducer
  enum Destination {
    case orderDetail(OrderDetail)
    case filter(ConfirmationDialogState<Dialog>)
    @ReducerCaseIgnored
    case empty
  }
}
