import ComposableArchitecture

extension Compose {
  @Reducer
  enum Destination {
    case recipients(RecipientPicker)
    case attach(AttachmentPicker)
    case discard(ConfirmationDialogState<Dialog>)
    @ReducerCaseEphemeral
    case sent(ToastState<ToastAction>)
  }
}
