// A realistic feature file for the Swift reader and import: a reducer with
// its destination enum, alert actions declared the way most apps write them,
// its SwiftUI view, previews and helpers, with literals of every form.
import ComposableArchitecture
import SwiftUI

@Reducer
struct SyncUpDetail {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
      case continueWithoutRecording
      case openSettings
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var syncUp: SyncUp
  }

  enum Action: Sendable {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.syncUps) var syncUps
        $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
        return .run { _ in await dismiss() }

      case .destination(.presented(.alert(.openSettings))):
        return .run { _ in await openSettings() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .some(.edit(editState)) = state.destination else { return .none }
        state.$syncUp.withLock { $0 = editState.syncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        switch authorizationStatus() {
        case .notDetermined, .authorized:
          return .none
        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
          return .none
        @unknown default:
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable {}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  static let deleteSyncUp = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  } message: {
    TextState("Are you sure you want to delete this meeting? \("This cannot be undone.")")
  }

  static let speechRecognitionDenied = Self {
    TextState("Speech recognition denied")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(action: .openSettings) { TextState("Open settings") }
  } message: {
    TextState("""
      You previously denied speech recognition and so your meeting will not be recorded. You can \
      enable speech recognition in settings, or you can continue without recording.
      """)
  }
}

struct SyncUpDetailView: View {
  @Bindable var store: StoreOf<SyncUpDetail>

  var body: some View {
    Form {
      Section {
        Button {
          store.send(.startMeetingButtonTapped)
        } label: {
          Label("Start Meeting", systemImage: "timer")
            .font(.headline)
            .foregroundColor(.accentColor)
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("\(store.syncUp.duration.formatted(.units())) — \(store.syncUp.attendees.map { "\($0.name) (\($0.id))" }.joined(separator: ", "))")
        }
      } header: {
        Text(#"Sync-up "info""#)
      }
      if !store.syncUp.meetings.isEmpty {
        Section {
          ForEach(store.syncUp.meetings) { meeting in
            NavigationLink(state: AppFeature.Path.State.meeting(meeting, syncUp: store.syncUp)) {
              Text(meeting.date, style: .date) /* a comment with a } brace */
            }
          }
        }
      }
      Section {
        Button("Delete") { store.send(.deleteButtonTapped) }
          .foregroundColor(.red)
          .frame(maxWidth: .infinity)
      }
    }
    .toolbar {
      Button("Edit") { store.send(.editButtonTapped) }
    }
    .navigationTitle(Text(verbatim: store.syncUp.title.replacing(/\s+/, with: " ")))
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { editSyncUpStore in
      NavigationStack {
        SyncUpFormView(store: editSyncUpStore)
          .navigationTitle(store.syncUp.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { store.send(.cancelEditButtonTapped) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") { store.send(.doneEditingButtonTapped) }
            }
          }
      }
    }
  }
}

private func attendeeInitials<S: Sequence>(_ names: S) -> String where S.Element == String {
  names.compactMap(\.first).map { String($0) }.joined() + #"\(not interpolated)"# + "\u{2026}"
}

#if DEBUG
#Preview("Sync-up detail") {
  NavigationStack {
    SyncUpDetailView(
      store: Store(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
        SyncUpDetail()
      }
    )
  }
}
#endif
