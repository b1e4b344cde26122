// Round-trip input: what real code writes beyond the textbook — markers the
// macro adds anyway, several cases in one declaration, a labelled value, an
// unmarked value of a type that is not a plain name, an alert action enum
// with its own conformance and cases with values, an explicit `Action` (the
// 1.25 migration pattern) and an explicit `State`, `@Reducer(state:action:)`
// arguments, and an enum inside `#if` with its conformance extension.
import ComposableArchitecture
import Foundation

extension Correo {
  @Reducer(state: .equatable, action: .sendable)
  enum Destination {
    @ReducerCaseEphemeral
    case alert(AlertState<Alert>)
    @ReducerCaseIgnored
    case closed
    case compose(Compose), search(Search)
    case detail(feature: Detail)
    case web(URL?)

    @CasePathable
    enum Alert: Equatable {
      case confirm
      case cancel(reason: String)
    }
  }

  @Reducer
  enum Migrated {
    @ReducerCaseIgnored
    case alert(AlertState<Alert>)
    case settings(Settings)

    enum Action: Equatable {
      case alert(Alert)
      case settings(Settings.Action)
    }
  }

  @Reducer
  enum Modal {
    case signIn(SignIn)

    @ObservableState
    enum State: Equatable {
      case signIn(SignIn.State)
    }
  }
}

#if os(iOS)
extension Camara {
  @Reducer
  enum Destination {
    case foto(Foto)
  }
}

extension Camara.Destination.State: Equatable {}
#endif
