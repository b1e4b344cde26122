import SwiftUI

// Sources/ComposableArchitecture/Observation/Alert+Observation.swift (TCA 1.25.5): alerts and
// confirmation dialogs presented from a binding of an optional store of their state.

extension View {
  /// Sources/ComposableArchitecture/Observation/Alert+Observation.swift
  @preconcurrency @MainActor
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    modifier(_StorePrompt(style: "alert", item: item))
  }

  /// Sources/ComposableArchitecture/Observation/Alert+Observation.swift
  @preconcurrency @MainActor
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    modifier(_StorePrompt(style: "confirmationDialog", item: item))
  }
}

/// Stand-in: what `alert(_:)` and `confirmationDialog(_:)` present, for `_presentations(in:)`:
/// the store of the prompt's state (TCA builds SwiftUI's own alert from it).
struct _StorePrompt<PromptState, Action>: ViewModifier, _FixturePresentingModifier {
  let style: String
  let item: Binding<Store<PromptState, Action>?>

  func body(content: Content) -> some View {
    content
  }

  var _presentation: _Presentation? {
    guard let store = item.wrappedValue else { return nil }
    return _Presentation(style: style, content: store, dismiss: { [item] in item.wrappedValue = nil })
  }
}
