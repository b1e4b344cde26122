import Foundation

/// A value one thread sets and another reads after it is done.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value { lock.withLock { stored } }
  func set(_ value: Value) { lock.withLock { stored = value } }
  /// Reads and changes the value in one step.
  @discardableResult
  func update<Result>(_ change: (inout Value) -> Result) -> Result { lock.withLock { change(&stored) } }
}
