import ComposableArchitecture

extension Login {
  @Reducer
  enum Destination {
    case signUp(SignUp)
    case resetPassword(ResetPassword)
    case failed(AlertState<Alert>)
    @ReducerCaseIgnored
    case closed
  }
}
