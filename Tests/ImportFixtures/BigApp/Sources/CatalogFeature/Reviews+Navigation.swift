import ComposableArchitecture

extension Reviews {
  @Reducer
  enum Destination {
    case writeReview(WriteReview)
    case reportReview(ConfirmationDialogState<Dialog>)
    case deleted(AlertState<Alert>)
  }
}
