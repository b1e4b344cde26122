import NavSchema

/// Pairs the cases of two versions of one enum: same name first, then a
/// removed and an added case with the same payload as a likely rename
/// (in case order, each case used once).
struct CaseMatching {
  /// Cases in both versions: (old, new), in new order. Renames included.
  var matched: [(old: PlacedCase, new: PlacedCase)] = []
  var renamed: [(old: PlacedCase, new: PlacedCase)] = []
  var added: [PlacedCase] = []
  var removed: [PlacedCase] = []

  init(old: [PlacedCase], new: [PlacedCase]) {
    let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let newNames = Set(new.map(\.name))
    var unmatchedOld = old.filter { !newNames.contains($0.name) }
    for newCase in new {
      if let oldCase = oldByName[newCase.name] {
        matched.append((oldCase, newCase))
      } else if let index = unmatchedOld.firstIndex(where: {
        $0.payload.renameSignature == newCase.payload.renameSignature
      }) {
        let oldCase = unmatchedOld.remove(at: index)
        renamed.append((oldCase, newCase))
        matched.append((oldCase, newCase))
      } else {
        added.append(newCase)
      }
    }
    removed = unmatchedOld
  }
}
