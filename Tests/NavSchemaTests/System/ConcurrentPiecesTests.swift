import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `mapConcurrentPieces`: the result of one sequential pass, in pieces sized as asked.
@Suite struct ConcurrentPiecesTests {
  @Test func piecesAreJoinedInOrder() {
    let numbers = Array(0..<10_000)
    #expect(numbers.mapConcurrentPieces { Array($0) }.flatMap { $0 } == numbers)
    #expect([Int]().mapConcurrentPieces { Array($0) }.isEmpty)
    #expect([7].mapConcurrentPieces { Array($0) } == [[7]])
  }

  @Test func piecesHoldAtLeastTheMinimum() {
    let pieces = Array(0..<1_000).mapConcurrentPieces(minimumPieceSize: 300) { $0.count }
    #expect(pieces.allSatisfy { $0 >= 300 })
    #expect(pieces.reduce(0, +) == 1_000)
  }

  /// Too short to split: one piece, decided before the cores are asked for.
  @Test func aShortArrayIsOnePiece() {
    #expect([Int].pieceCount(elements: 0, minimumPieceSize: 1) == 1)
    #expect([Int].pieceCount(elements: 1, minimumPieceSize: 1) == 1)
    #expect([Int].pieceCount(elements: 127, minimumPieceSize: 64) == 1)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect([Int].pieceCount(elements: 10_000, minimumPieceSize: 1) == (cores > 1 ? min(10_000, cores * 4) : 1))
    #expect([Int].pieceCount(elements: 128, minimumPieceSize: 64) == (cores > 1 ? 2 : 1))
  }
}
