import Foundation

/// Values computed at most once per key for the life of the test process, even when several
/// tests ask at the same time (the others wait); a failure is remembered like a value.
final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private final class Entry: @unchecked Sendable {
    let lock = NSLock()
    var result: Result<Value, any Error>?
  }

  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]

  func value(for key: Key, compute: () throws -> Value) throws -> Value {
    let entry = lock.withLock {
      if let entry = entries[key] { return entry }
      let entry = Entry()
      entries[key] = entry
      return entry
    }
    return try entry.lock.withLock {
      if let result = entry.result { return try result.get() }
      let result = Result(catching: compute)
      entry.result = result
      return try result.get()
    }
  }
}
