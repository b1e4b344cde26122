import ComposableArchitecture

extension Address {
  @Reducer
  enum Destination {
    case map(AddressMap)
    case invalid(AlertState<Alert>)
    case delete(ConfirmationDialogState<Dialog>)
  }
}
