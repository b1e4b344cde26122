import SwiftUI

// TCA 1.13.0 and later re-export swift-navigation's SwiftUINavigation
// (Sources/ComposableArchitecture/Internal/Exports.swift, `@_exported import SwiftUINavigation`;
// 1.12 re-exports only SwiftUINavigationCore), whose `navigationDestination(item:destination:)`
// brings SwiftUI's iOS 17 modifier back to iOS 16: an app that targets iOS 16 presents a case
// with it where SwiftUI's own is not there yet (the type checker takes the one available). The
// stand-in has no boundary at 1.13.0 (1.13.x present 1.12's API), so it offers it from 1.14.0.

#if TCA_1_14_0
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    // Mirrors: swift-navigation Sources/SwiftUINavigation/NavigationDestination.swift:14 (2.0.5), :15 (2.11.0)
    public func navigationDestination<D, C: View>(
      item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
      modifier(_BackPortedDestination(item: item, destination: destination))
    }
  }

  /// What the back-port presents, for `_presentations(in:)`, as SwiftUI's own would.
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
