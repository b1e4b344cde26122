import Foundation

/// The identity of a piece of observable state; it changes when the state is replaced.
///
/// Enum states derive theirs from their payload and case index: `._$id(for: state)._$tag(0)`.
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

  public init() {
    self.init(storage: .location(UUID()))
  }

  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  public func _$tag(_ tag: Int) -> Self {
    Self(storage: .tag(tag, storage))
  }

  public mutating func _$willModify() {
    storage = storage.withNewLocation
  }
}
