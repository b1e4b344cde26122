// Round-trip input: the 1.25 migration pattern (an ignored alert with its
// action in an explicit `Action` enum), a `#if DEBUG` block in the middle of
// the cases holding a case with several values, and an ignored case with a
// labelled value.
import ComposableArchitecture

extension Editor {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored
    case alert(AlertState<Alert>)
    case settings(Settings)

    enum Action {
      case alert(Alert)
      case settings(Settings.Action)
    }
  }
}

extension Lista {
  @Reducer
  enum Destination {
    case detalle(Detalle)
    #if DEBUG
    case depuracion(Depuracion)
    case valores(Int, String)
    #endif
    @ReducerCaseIgnored
    case reunion(syncUp: SyncUp)
    case ajustes(Ajustes)
  }
}
