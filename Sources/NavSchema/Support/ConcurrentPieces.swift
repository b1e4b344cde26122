import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `transform` applied to consecutive pieces of the array, on every core,
  /// with the results in the array's order: the same result as one
  /// sequential pass, whatever the machine. Pieces are a few times more than
  /// cores so that one slow piece does not leave the others idle, and hold
  /// at least `minimumPieceSize` elements (below that a thread costs more
  /// than it saves).
  func mapConcurrentPieces<Result: Sendable>(
    minimumPieceSize: Int = 1, _ transform: @Sendable (ArraySlice<Element>) -> Result
  ) -> [Result] {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let pieceCount = Swift.min(count / minimumPieceSize, cores * 4)
    guard cores > 1, pieceCount > 1 else { return isEmpty ? [] : [transform(self[...])] }
    let bounds = (0...pieceCount).map { count * $0 / pieceCount }
    let slots = Slots<Result>(count: pieceCount)
    DispatchQueue.concurrentPerform(iterations: pieceCount) { piece in
      slots.fill(piece, with: transform(self[bounds[piece]..<bounds[piece + 1]]))
    }
    return slots.takeAll()
  }
}

/// One slot per concurrent iteration: each iteration fills only its own,
/// and they are read after all iterations have ended, so no memory is
/// shared between threads (which the compiler cannot see by itself).
private struct Slots<Value>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value>

  init(count: Int) {
    buffer = .allocate(capacity: count)
  }

  func fill(_ index: Int, with value: Value) {
    (buffer.baseAddress! + index).initialize(to: value)
  }

  /// The values in order; the slots are freed. Call once, after every slot is filled.
  func takeAll() -> [Value] {
    defer { buffer.deallocate() }
    return Array(unsafeUninitializedCapacity: buffer.count) { target, initialized in
      _ = target.moveInitialize(fromContentsOf: buffer)
      initialized = buffer.count
    }
  }
}
