import SwiftUI

// TCA 1.13.0 and later re-export swift-navigation's SwiftUINavigation
// (Sources/ComposableArchitecture/Internal/Exports.swift, `@_exported import SwiftUINavigation`;
// 1.12 re-exports only SwiftUINavigationCore), whose `navigationDestination(item:destination:)`
// brings SwiftUI's iOS 17 modifier back to iOS 16: an app that targets iOS 16 presents a case
// with it where SwiftUI's own is not there yet (the type checker takes the one available).

#if TCA_1_13_0
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    /// Mirrors swift-navigation's Sources/SwiftUINavigation/NavigationDestination.swift
    /// (`navigationDestination(item:destination:)`, 2.0.5 and later).
    public func navigationDestination<D, C: View>(
      item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
      modifier(_BackPortedDestination(item: item, destination: destination))
    }
  }

  /// Stand-in: what the back-port presents, for `_presentations(in:)`, as SwiftUI's own would.
  nonisolated struct _BackPortedDestination<D, C: View>: ViewModifier, _FixturePresentingModifier {
    let item: Binding<D?>
    let destination: (D) -> C

    func body(content: Content) -> some View {
      content
    }

    @MainActor var _presentation: _Presentation? {
      guard let value = item.wrappedValue else { return nil }
      return _Presentation(style: "navigationDestination", content: destination(value), dismiss: { [item] in
        item.wrappedValue = nil
      })
    }
  }
#endif
