import NavImport

/// The `#if` clauses around each token of a manifest: for a token, the clause it stands in of
/// every `#if` block around it, outermost first. Two tokens in different clauses of one block
/// (`#if` and `#else`, say) are never both read by SwiftPM.
struct ConditionalClauses {
  /// One clause of one block: the `#if` token's index, and the clause's place in the block
  /// (0 for `#if`, then one more for each `#elseif` and `#else`).
  struct Clause: Hashable {
    let block: Int
    let index: Int
  }

  private let clauses: [[Clause]]

  init(_ tokens: [SourceToken]) {
    var open: [Clause] = []
    var clauses: [[Clause]] = []
    clauses.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      if token.isPound("#elseif") || token.isPound("#else"), let last = open.popLast() {
        open.append(Clause(block: last.block, index: last.index + 1))
      } else if token.isPound("#endif") {
        // A stray `#endif` closes nothing: the lexer's reader reports it, and here it changes nothing.
        _ = open.popLast()
      }
      clauses.append(open)
      if token.isPound("#if") { open.append(Clause(block: index, index: 0)) }
    }
    self.clauses = clauses
  }

  /// Whether the tokens at `a` and `b` stand in different clauses of one block.
  func areExclusive(_ a: Int, _ b: Int) -> Bool {
    clauses[a].contains { first in clauses[b].contains { $0.block == first.block && $0.index != first.index } }
  }
}
