// A realistic inbox feature for the Swift reader and import: several enums
// per feature with names other than Destination and Path, a public enum in
// an internal feature, a generated-form dialog enum, a custom ephemeral state,
// enum reducers nested in enum reducers, an empty enum, the 1.25 migration
// pattern with an `Action` written its own way, and conformances spread over
// two extensions.
import ComposableArchitecture
import Foundation
import SwiftUI

@Reducer
struct Inbox {
  @Reducer
  enum Sheet {
    case compose(Compose)
    case dialog(ConfirmationDialogState<Dialog>)
    case alert(AlertState<ContactsFeature.Action.Alert>)
    case silenced(AlertState<Never>)

    @CasePathable
    enum Dialog: Equatable, Hashable, Sendable {
      case archive
      case delete
    }
  }

  @Reducer
  enum DetailColumn {
    case articles(Articles.Body = Articles.body)
    case thread(Thread)
    case placeholder
  }

  @Reducer
  enum Present {
    case drillDown(Counter)
    case popover(Counter)
    case sheet(Counter)
  }

  @ObservableState
  struct State {
    @Presents var sheet: Sheet.State?
    var column: DetailColumn.State = .placeholder
  }
}

extension Inbox {
  @Reducer
  public enum PopupState {
    @ReducerCaseEphemeral
    case toast(ToastState<ToastAction>)
    @ReducerCaseIgnored
    case link(URL)
  }

  @Reducer
  enum Modal {}

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
}

extension Inbox.Sheet.State: Equatable {}
extension Inbox.Sheet.State: Hashable {}
extension Inbox.Present.Action: Sendable {}

struct InboxView: View {
  let store: StoreOf<Inbox>
  var body: some View { Text("\(#function): \(store.column)") }
}
