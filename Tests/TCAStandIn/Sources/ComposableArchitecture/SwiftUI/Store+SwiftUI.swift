// TCA's SwiftUI-facing side, written against the SwiftUI and Perception fixtures: what the
// generated glue and the compile tests' app views call. Each declaration names the TCA 1.25.5
// file it mirrors; bodies are the stand-in's own.

import Perception
import SwiftUI

// Like TCA (Sources/ComposableArchitecture/Internal/Exports.swift): `import ComposableArchitecture`
// brings in Perception, so `Perception.Bindable` and `WithPerceptionTracking` need no import.
@_exported import Perception

// Sources/ComposableArchitecture/Observation/Store+Observation.swift
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/Store+Observation.swift:9 (1.12.0), :9 (1.14.0),
//   :8 (1.15.0), :8 (1.16.0), :8 (1.22.0), :8 (1.25.0), :8 (1.25.2), :8 (1.25.3), :8 (main)
extension Store: Perceptible {}

// Sources/ComposableArchitecture/Observation/Store+Observation.swift
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/Store+Observation.swift:28 (1.12.0), :28 (1.14.0),
//   :27 (1.15.0), :27 (1.16.0), :27 (1.22.0), :27 (1.25.0), :38 (1.25.2), :38 (1.25.3), :38 (main)
extension Store: Equatable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:29 (1.12.0), :29 (1.14.0),
  //   :28 (1.15.0), :28 (1.16.0), :28 (1.22.0), :28 (1.25.0), :39 (1.25.2), :39 (1.25.3),
  //   :39 (main)
  public static nonisolated func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

// Sources/ComposableArchitecture/Observation/Store+Observation.swift
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/Store+Observation.swift:34 (1.12.0), :34 (1.14.0),
//   :33 (1.15.0), :33 (1.16.0), :33 (1.22.0), :33 (1.25.0), :44 (1.25.2), :44 (1.25.3), :44 (main)
extension Store: Hashable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/Store+Observation.swift:35 (1.12.0), :35 (1.14.0),
  //   :34 (1.15.0), :34 (1.16.0), :34 (1.22.0), :34 (1.25.0), :45 (1.25.2), :45 (1.25.3),
  //   :45 (main)
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

// Sources/ComposableArchitecture/Observation/Store+Observation.swift: `sheet(item:)` and
// `navigationDestination(item:)` present stores.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/Store+Observation.swift:40 (1.12.0), :40 (1.14.0),
//   :39 (1.15.0), :39 (1.16.0), :39 (1.22.0), :39 (1.25.0), :50 (1.25.2), :50 (1.25.3), :50 (main)
extension Store: Identifiable {}

// Sources/ComposableArchitecture/Store.swift: `@Bindable var store` needs `Observable`.
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:703 (1.12.0),
//   :708 (1.14.0), :692 (1.15.0), :692 (1.16.0), :589 (1.22.0), :564 (1.25.0), :606 (1.25.2),
//   :660 (1.25.3), :697 (main)
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Store: Observable {}
