/// Deletions from one file's bytes: ranges of the original bytes, merged
/// where they touch. Applying them keeps every other byte as it was.
struct SourceEdit: Sendable {
  private(set) var deletions: [Range<Int>] = []

  var isEmpty: Bool { deletions.isEmpty }

  mutating func delete(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    var merged = range
    var kept: [Range<Int>] = []
    for existing in deletions {
      if existing.overlaps(merged) || existing.upperBound == merged.lowerBound || merged.upperBound == existing.lowerBound {
        merged = min(existing.lowerBound, merged.lowerBound)..<max(existing.upperBound, merged.upperBound)
      } else {
        kept.append(existing)
      }
    }
    kept.append(merged)
    deletions = kept.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// Whether every byte of `range` is deleted.
  func covers(_ range: Range<Int>) -> Bool {
    range.isEmpty || deletions.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
  }

  func isDeleted(_ offset: Int) -> Bool {
    deletions.contains { $0.contains(offset) }
  }

  func applied(to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = 0
    for deletion in deletions {
      result += bytes[cursor..<deletion.lowerBound]
      cursor = deletion.upperBound
    }
    result += bytes[cursor...]
    return result
  }
}
