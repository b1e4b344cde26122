import ComposableArchitecture

extension Profile {
  @Reducer
  enum Destination {
    case editProfile(EditProfile)
    case avatar(AvatarPicker)
    case logout(ConfirmationDialogState<Dialog>)
    case settings(Settings)
  }

  @Reducer
  enum Path {
    case orders(Orders)
    case addresses(Addresses)
    case wishlist(Wishlist)
  }
}
