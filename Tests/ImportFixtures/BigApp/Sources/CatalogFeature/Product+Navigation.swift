import ComposableArchitecture

extension Product {
  @Reducer
  enum Destination {
    case gallery(Gallery)
    case sizeGuide(SizeGuide)
    case share(ShareSheet)
    @ReducerCaseEphemeral
    case addedToCart(ToastState<ToastAction>)
    case outOfStock(AlertState<Alert>)
    case report(ConfirmationDialogState<Dialog>)
  }

  @Reducer
  enum Path {
    case reviews(Reviews)
    case seller(Seller)
    case questions(Questions)
  }
}
