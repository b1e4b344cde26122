import ComposableArchitecture

extension Settings {
  @Reducer
  enum Destination {
    case notifications(NotificationSettings)
    case privacy(Privacy)
    case language(Language)
    case deleteAccount(AlertState<Alert>)
    @ReducerCaseEphemeral
    case cleared(ToastState<ToastAction>)
  }
}
