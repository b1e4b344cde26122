import ComposableArchitecture

extension Category {
  @Reducer
  enum Destination {
    case product(Product)
    case sort(ConfirmationDialogState<Dialog>)
    @ReducerCaseIgnored
    case empty
  }
}
