import ComposableArchitecture

extension Onboarding {
  @Reducer
  enum Destination {
    case login(Login)
    case permissions(Permissions)
    case skip(ConfirmationDialogState<Dialog>)
  }
}
