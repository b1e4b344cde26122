import ComposableArchitecture

extension Conversation {
  @Reducer
  enum Destination {
    case attachment(AttachmentViewer)
    case report(ConfirmationDialogState<Dialog>)
    case blocked(AlertState<Alert>)
  }
}
