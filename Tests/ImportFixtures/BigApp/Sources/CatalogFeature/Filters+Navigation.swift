import ComposableArchitecture

extension Filters {
  @Reducer
  enum Destination {
    case brands(BrandPicker)
    case priceRange(PriceRange)
    case reset(ConfirmationDialogState<Dialog>)
  }
}
