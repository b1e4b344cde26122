// The navigation of a big app as Swift sources, for `navgen graph`'s layout
// and module clusters: 26 @Reducer enums in six targets (the folders under
// Sources/), each feature presenting others, alerts, dialogs and toasts.
import ComposableArchitecture

extension AppFeature {
  @Reducer
  enum Path {
    case catalog(Catalog)
    case product(Product)
    case cart(Cart)
    case checkout(Checkout)
    case profile(Profile)
    case orders(Orders)
    case inbox(Inbox)
    case help(Help)
  }

  @Reducer
  enum Destination {
    case onboarding(Onboarding)
    case login(Login)
    case whatsNew(WhatsNew)
    case update(AlertState<Alert>)
    @ReducerCaseEphemeral
    case offline(ToastState<ToastAction>)
  }
}
