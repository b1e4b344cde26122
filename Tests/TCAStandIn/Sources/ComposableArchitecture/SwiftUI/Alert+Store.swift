import SwiftUI

// Sources/ComposableArchitecture/Observation/Alert+Observation.swift: alerts and confirmation
// dialogs presented from a binding of an optional store of their state. The extension is
// `@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)` up to 1.23.2; TCA drops it from 1.24.0,
// whose package needs iOS 16, macOS 13, tvOS 16 and watchOS 9 anyway, so the stand-in keeps it
// in every release.

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension View {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Alert+Observation.swift:6 (1.12.0), :11 (1.14.0),
  //   :11 (1.15.0), :11 (1.16.0), :11 (1.22.0), :6 (1.25.0), :6 (1.25.2), :6 (1.25.3), :6 (main)
  #if TCA_1_14_0
    @preconcurrency @MainActor
  #endif
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    modifier(_StorePrompt(style: "alert", item: item))
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Alert+Observation.swift:41 (1.12.0), :48 (1.14.0),
  //   :48 (1.15.0), :48 (1.16.0), :48 (1.22.0), :39 (1.25.0), :39 (1.25.2), :39 (1.25.3),
  //   :39 (main)
  #if TCA_1_14_0
    @preconcurrency @MainActor
  #endif
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    modifier(_StorePrompt(style: "confirmationDialog", item: item))
  }
}

/// Stand-in: what `alert(_:)` and `confirmationDialog(_:)` present, for `_presentations(in:)`:
/// the store of the prompt's state (TCA builds SwiftUI's own alert from it).
nonisolated struct _StorePrompt<PromptState, Action>: ViewModifier, _FixturePresentingModifier {
  let style: String
  let item: Binding<Store<PromptState, Action>?>

  func body(content: Content) -> some View {
    content
  }

  @MainActor var _presentation: _Presentation? {
    guard let store = item.wrappedValue else { return nil }
    return _Presentation(style: style, content: store, dismiss: { [item] in item.wrappedValue = nil })
  }
}
