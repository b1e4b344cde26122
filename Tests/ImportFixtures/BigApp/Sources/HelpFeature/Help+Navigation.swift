import ComposableArchitecture

extension Help {
  @Reducer
  enum Destination {
    case article(HelpArticle)
    case chat(SupportChat)
    case call(ConfirmationDialogState<Dialog>)
    case unavailable(AlertState<Alert>)
  }
}
