// Round-trip input: access levels, the qualified @Reducer spelling, enum names
// other than Destination and Path, enums nested in namespaces and in types
// inside extensions, an empty enum, availability, and State / Action
// conformance extensions.
import ComposableArchitecture

extension Contacts {
  @ComposableArchitecture.Reducer
  public enum Destination {
    case addContact(AddContact)
    case alert(AlertState<ContactsFeature.Action.Alert>)
  }
}

@available(macOS 14, iOS 17, *)
@Reducer
enum PopupState {
  case counter(Counter)
}

extension App.Settings {
  struct Feature {
    @Reducer
    package enum Sheet {
      case drillDown(Counter)
      case popover(Counter)
      case sheet(Counter)
    }
  }
}

extension App.Settings.Feature.Sheet.State: Equatable, Hashable, Sendable {}
extension App.Settings.Feature.Sheet.Action: Equatable, Sendable {}

enum Path {
  @Reducer
  enum Settings {
    case general(Counter)
    @ReducerCaseIgnored
    case about(String)
  }
}

@Reducer
public enum AppRoute {}
