import Foundation

/// Values computed at most once per key for the life of the test process, even when several
/// tests ask at the same time; a failure is remembered like a value. The others await the
/// first one's task instead of blocking a thread of Swift's cooperative pool while it builds
/// (a `swift build` of minutes), so short tests run meanwhile.
final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Key: Task<Value, any Error>] = [:]

  func value(for key: Key, compute: @escaping @Sendable () async throws -> Value) async throws -> Value {
    let task = lock.withLock {
      if let task = tasks[key] { return task }
      let task = Task { try await compute() }
      tasks[key] = task
      return task
    }
    return try await task.value
  }
}
