import Foundation

/// The identity of a piece of observable state; it changes when the state is replaced.
///
/// Enum states derive theirs from their payload and case index: `._$id(for: state)._$tag(0)`.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservableState.swift:23 (1.12.0), :23 (1.14.0),
//   :22 (1.15.0), :22 (1.16.0), :22 (1.22.0), :22 (1.25.0), :22 (1.25.2), :22 (1.25.3), :22 (main)
public struct ObservableStateID: Equatable, Hashable, Sendable {
  private indirect enum Storage: Equatable, Hashable, Sendable {
    case location(UUID)
    case tag(Int, Storage)

    var withNewLocation: Storage {
      switch self {
      case .location: .location(UUID())
      case .tag(let tag, let base): .tag(tag, base.withNewLocation)
      }
    }
  }

  private var storage: Storage

  private init(storage: Storage) {
    self.storage = storage
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservableState.swift:41 (1.12.0), :41 (1.14.0),
  //   :40 (1.15.0), :40 (1.16.0), :40 (1.22.0), :40 (1.25.0), :40 (1.25.2), :40 (1.25.3),
  //   :40 (main)
  public init() {
    self.init(storage: .location(UUID()))
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservableState.swift:54 (1.12.0), :54 (1.14.0),
  //   :53 (1.15.0), :53 (1.16.0), :53 (1.22.0), :53 (1.25.0), :53 (1.25.2), :53 (1.25.3),
  //   :53 (main)
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservableState.swift:59 (1.12.0), :59 (1.14.0),
  //   :58 (1.15.0), :58 (1.16.0), :58 (1.22.0), :58 (1.25.0), :58 (1.25.2), :58 (1.25.3),
  //   :58 (main)
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservableState.swift:63 (1.12.0), :63 (1.14.0),
  //   :62 (1.15.0), :62 (1.16.0), :62 (1.22.0), :62 (1.25.0), :62 (1.25.2), :62 (1.25.3),
  //   :62 (main)
  public func _$tag(_ tag: Int) -> Self {
    Self(storage: .tag(tag, storage))
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservableState.swift:68 (1.12.0), :68 (1.14.0),
  //   :67 (1.15.0), :67 (1.16.0), :67 (1.22.0), :67 (1.25.0), :67 (1.25.2), :67 (1.25.3),
  //   :67 (main)
  public mutating func _$willModify() {
    storage = storage.withNewLocation
  }
}
