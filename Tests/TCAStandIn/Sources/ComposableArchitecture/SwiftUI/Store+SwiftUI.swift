// TCA's SwiftUI-facing side, written against the SwiftUI and Perception fixtures: what the
// generated glue and the compile tests' app views call. Each declaration names the TCA 1.25.5
// file it mirrors; bodies are the stand-in's own.

import Perception
import SwiftUI

// Like TCA (Sources/ComposableArchitecture/Internal/Exports.swift): `import ComposableArchitecture`
// brings in Perception, so `Perception.Bindable` and `WithPerceptionTracking` need no import.
@_exported import Perception

// Sources/ComposableArchitecture/Observation/Store+Observation.swift
extension Store: Perceptible {}

// Sources/ComposableArchitecture/Observation/Store+Observation.swift
extension Store: Equatable {
  public static nonisolated func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

// Sources/ComposableArchitecture/Observation/Store+Observation.swift
extension Store: Hashable {
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

// Sources/ComposableArchitecture/Observation/Store+Observation.swift: `sheet(item:)` and
// `navigationDestination(item:)` present stores.
extension Store: Identifiable {}

// Sources/ComposableArchitecture/Store.swift: `@Bindable var store` needs `Observable`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Store: Observable {}
