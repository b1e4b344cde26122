// A realistic app root for the Swift reader and import, with the shapes real
// TCA code uses beyond the textbook: `#elseif` and `#else` branches,
// `@Reducer(state:action:)` arguments, hand-written markers the macro adds
// anyway, several cases in one declaration, a labelled value, an explicit
// `State`, an enum inside `#if` — imported exactly — and helpers and nested
// types inside the enum, generic and private enums, values the schema refuses —
// imported as closely as the format allows, with a warning naming what to do.
import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
  @Reducer
  enum Path {
    case detail(SyncUpDetail)
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
    #if DEBUG
    case debugPanel(DebugPanel)
    #elseif os(macOS)
    case inspector(Inspector)
    #else
    case about
    #endif
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case settings(Settings)
    @ReducerCaseEphemeral
    case toast(ToastState<ToastAction>)
    @ReducerCaseEphemeral
    case alert(AlertState<Never>)
    @ReducerCaseIgnored
    case closed
    case share(ShareSheet), copy(CopyLink)
    case onboarding(Onboarding = Onboarding(step: .welcome))

    static func initial(for user: User) -> State {
      user.isNew ? .onboarding(Onboarding.State()) : .settings(Settings.State())
    }

    struct Banner: Equatable {
      var message: String
    }
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
    var syncUpsList = SyncUpsList.State()
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(delegateAction)))):
        switch delegateAction {
        case let .startMeeting(sharedSyncUp):
          state.path.append(.record(RecordMeeting.State(syncUp: sharedSyncUp)))
          return .none
        }
      case .path, .destination, .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AppFeature.Path.State: Equatable {}

extension App.Settings {
  struct Feature {
    @Reducer
    enum Path {
      case general(General)
      case privacy(Privacy)
      @available(iOS 17, *)
      case tips(Tips)
    }

    @Reducer
    enum Modal {
      case signIn(SignIn)
      enum State: Equatable {
        case signIn(SignIn.State)
      }
    }
  }
}

actor Coordinator {
  @Reducer
  enum Route {
    case login(Login)
    case home(Home)
  }

  final class Session {
    @Reducer
    private enum Step {
      case verify(Verify)
    }
  }
}

#if os(iOS)
extension AppFeature {
  @Reducer
  enum Sheet {
    case camera(Camera)
  }
}
#endif

@Reducer
enum Wrapper<Child: Reducer> {
  case child(Child)
}

@Reducer
enum Labelled {
  case detail(feature: Detail)
  case callback(() -> Void)
  case empty()
}

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
    } destination: { store in
      switch store.case {
      case let .detail(store):
        SyncUpDetailView(store: store)
      case let .meeting(meeting, syncUp):
        MeetingView(meeting: meeting, syncUp: syncUp)
      case let .record(store):
        RecordMeetingView(store: store)
      #if DEBUG
      case let .debugPanel(store):
        DebugPanelView(store: store)
      #elseif os(macOS)
      case let .inspector(store):
        InspectorView(store: store)
      #else
      case .about:
        AboutView()
      #endif
      }
    }
  }
}

#Preview {
  AppView(store: Store(initialState: AppFeature.State()) { AppFeature() })
}
