import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RandomAccessCollection where Self: Sendable, Element: Sendable, Index == Int {
  /// `transform` applied to consecutive pieces of the collection, on every
  /// core, with the results in the collection's order: the same result as one
  /// sequential pass, whatever the machine. Pieces are a few times more than
  /// cores so that one slow piece does not leave the others idle, and hold
  /// at least `minimumPieceSize` elements (below that a thread costs more
  /// than it saves).
  package func mapConcurrentPieces<Result: Sendable>(
    minimumPieceSize: Int = 1, _ transform: @Sendable (SubSequence) -> Result
  ) -> [Result] {
    let pieceCount = Self.pieceCount(elements: count, minimumPieceSize: minimumPieceSize)
    guard pieceCount > 1 else { return isEmpty ? [] : [transform(self[...])] }
    let bounds = (0...pieceCount).map { startIndex + count * $0 / pieceCount }
    let slots = Slots<Result>(count: pieceCount)
    DispatchQueue.concurrentPerform(iterations: pieceCount) { piece in
      slots.fill(piece, with: transform(self[bounds[piece]..<bounds[piece + 1]]))
    }
    return slots.takeAll()
  }

  /// 1 when the collection is too short to split or there is one core. The
  /// cores are asked for only when there is enough to split: the answer
  /// reads cgroup files, a measurable part of a short run.
  static func pieceCount(elements: Int, minimumPieceSize: Int) -> Int {
    let most = elements / minimumPieceSize
    guard most > 1 else { return 1 }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return cores > 1 ? Swift.min(most, cores * 4) : 1
  }
}

/// One slot per concurrent iteration: each iteration fills only its own,
/// and they are read after all iterations have ended, so no memory is
/// shared between threads (which the compiler cannot see by itself).
struct Slots<Value>: @unchecked Sendable {
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
