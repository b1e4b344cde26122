import ComposableArchitecture

extension Inbox {
  @Reducer
  enum Destination {
    case conversation(Conversation)
    case compose(Compose)
    case deleteAll(ConfirmationDialogState<Dialog>)
  }
}
