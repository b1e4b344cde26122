import ComposableArchitecture
import Synchronization

/// Collects the stand-in's runtime warnings raised while `body` runs.
final class RuntimeWarningLog: Sendable {
  private let messages = Mutex<[String]>([])

  var all: [String] {
    messages.withLock { $0 }
  }

  @discardableResult
  func record<T>(_ body: () throws -> T) rethrows -> T {
    try StandInRuntimeWarnings.$handler.withValue({ message in
      self.messages.withLock { $0.append(message) }
    }) {
      try body()
    }
  }
}
