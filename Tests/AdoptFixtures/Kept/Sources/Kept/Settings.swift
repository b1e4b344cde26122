@testable import Models
import ComposableArchitecture

extension Settings {
  /// Stays in Swift: the schema cannot hold its function, so import reports it.
  @Reducer
  enum Destination {
    case profile(Profile)

    func helper() {}
  }

  @Reducer
  enum Sheet {
    case theme(Theme)
  }
}

extension Settings.Destination.State: Equatable {}
extension Settings.Sheet.Action: Equatable, @unchecked Sendable {}
