import ComposableArchitecture

extension Wishlist {
  @Reducer
  enum Destination {
    case product(Product)
    case remove(ConfirmationDialogState<Dialog>)
    @ReducerCaseEphemeral
    case shared(ToastState<ToastAction>)
  }
}
