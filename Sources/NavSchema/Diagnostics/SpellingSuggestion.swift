/// "Did you mean" for a mistyped key or value: the nearest candidate by
/// edit distance (a swap of two neighbours counts as one edit), if it is
/// near enough to be a plausible typo.
package enum SpellingSuggestion {
  static func closest(to word: String, among candidates: [String]) -> String? {
    let wordLength = word.unicodeScalars.count
    // A word much longer than every candidate (a pasted blob) is no typo;
    // skipping it keeps the cost linear in the word's length.
    guard wordLength <= 64 else { return nil }
    // An abbreviation ("gen" for "generate") is as clear a hint as a typo.
    if wordLength >= 2, let abbreviated = candidates.first(where: { $0.hasPrefix(word) && $0 != word }) {
      return abbreviated
    }
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let candidateLength = candidate.unicodeScalars.count
      let limit = max(1, min(3, max(wordLength, candidateLength) / 3))
      guard abs(wordLength - candidateLength) <= limit else { continue }
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal string alignment distance over Unicode scalars.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows: the one before the previous is needed for transpositions.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          distance = min(distance, twoBack[j - 2] + 1)
        }
        current[j] = distance
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }

  /// `"; did you mean 'reducer'?"` or nothing.
  package static func hint(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
