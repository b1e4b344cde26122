/// "Did you mean" suggestions for mistyped commands and options.
public enum Suggestion {
  /// The candidate nearest to `word` by edit distance, if it is near enough
  /// to be a plausible typo (at most a third of the word's length, at least 1).
  public static func closest(to word: String, among candidates: [String]) -> String? {
    // An abbreviation ("gen" for "generate") is as clear a hint as a typo.
    if word.count >= 2, let abbreviated = candidates.first(where: { $0.hasPrefix(word) }) {
      return abbreviated
    }
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Levenshtein distance over Unicode scalars, two rows of memory.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
