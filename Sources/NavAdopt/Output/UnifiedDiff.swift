/// A unified diff of one file that `git apply` (and `patch -p1`) accepts:
/// `--- a/<path>`, `+++ b/<path>`, hunks with three lines of context. Lines
/// are compared as bytes, `\r` included, so CRLF files apply as they are.
public enum UnifiedDiff {
  static let context = 3

  /// Bytes of the original file replaced by others: a deletion replaces a range by nothing,
  /// an insertion replaces an empty range.
  struct Replacement {
    var range: Range<Int>
    var bytes: [UInt8]
  }

  /// The diff of `original` and the same bytes without `deletions`.
  static func text(path: String, original: [UInt8], deletions: [Range<Int>]) -> String {
    text(path: path, original: original, replacements: deletions.map { Replacement(range: $0, bytes: []) })
  }

  /// The diff of `original` and the same bytes with `replacements` (sorted, not overlapping;
  /// insertions at one offset in their order) applied.
  static func text(path: String, original: [UInt8], replacements: [Replacement]) -> String {
    let changes = replacements.filter { !$0.range.isEmpty || !$0.bytes.isEmpty }
    guard !changes.isEmpty else { return "" }
    let lines = splitLines(original)
    guard !lines.isEmpty else {
      let added = splitLines(changes.flatMap(\.bytes))
      return "--- a/\(path)\n+++ b/\(path)\n@@ -0,0 +\(range(0, added.count)) @@\n" + added.map { body("+", $0) }.joined()
    }
    var lineStarts: [Int] = []
    var offset = 0
    for line in lines {
      lineStarts.append(offset)
      offset += line.count
    }
    func lineIndex(_ byte: Int) -> Int {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= byte { low = middle } else { high = middle - 1 }
      }
      return low
    }
    // Runs of original lines the changes touch, merged when adjacent.
    var regions: [ClosedRange<Int>] = []
    for change in changes {
      let region = lineIndex(change.range.lowerBound)...lineIndex(max(change.range.lowerBound, change.range.upperBound - 1))
      if let last = regions.last, region.lowerBound <= last.upperBound + 1 {
        regions[regions.count - 1] = last.lowerBound...max(last.upperBound, region.upperBound)
      } else {
        regions.append(region)
      }
    }
    // Each region's new lines: its bytes with the changes inside it applied.
    let replaced = regions.map { region -> [[UInt8]] in
      let start = lineStarts[region.lowerBound]
      let end = region.upperBound + 1 < lineStarts.count ? lineStarts[region.upperBound + 1] : original.count
      var kept: [UInt8] = []
      var cursor = start
      for change in changes where Self.change(change, touches: start..<end, fileSize: original.count) {
        if change.range.lowerBound > cursor { kept += original[cursor..<change.range.lowerBound] }
        kept += change.bytes
        cursor = max(cursor, change.range.upperBound)
      }
      if cursor < end { kept += original[cursor..<end] }
      return splitLines(kept)
    }
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    var index = 0
    var shift = 0
    while index < regions.count {
      var last = index
      while last + 1 < regions.count, regions[last + 1].lowerBound - regions[last].upperBound - 1 <= 2 * context { last += 1 }
      let oldStart = max(0, regions[index].lowerBound - context)
      let oldEnd = min(lines.count - 1, regions[last].upperBound + context)
      var hunk: [(Character, [UInt8])] = []
      var newCount = 0
      var line = oldStart
      var regionShift = 0
      for position in index...last {
        while line < regions[position].lowerBound {
          hunk.append((" ", lines[line]))
          newCount += 1
          line += 1
        }
        hunk += Self.lines(old: Array(lines[regions[position]]), new: replaced[position])
        newCount += replaced[position].count
        regionShift += replaced[position].count - regions[position].count
        line = regions[position].upperBound + 1
      }
      while line <= oldEnd {
        hunk.append((" ", lines[line]))
        newCount += 1
        line += 1
      }
      let oldCount = oldEnd - oldStart + 1
      let newStart = oldStart + shift
      output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      output += hunk.map { body($0.0, $0.1) }.joined()
      shift += regionShift
      index = last + 1
    }
    return output
  }

  /// Whether a change falls in the bytes `region` (an insertion at the end of the file falls
  /// in its last line).
  private static func change(_ change: Replacement, touches region: Range<Int>, fileSize: Int) -> Bool {
    let range = change.range
    if range.isEmpty {
      return region.contains(range.lowerBound) || (range.lowerBound == region.upperBound && region.upperBound == fileSize)
    }
    return range.upperBound > region.lowerBound && range.lowerBound < region.upperBound
  }

  /// A region's old lines against its new ones: the longest run of lines both keep in order is
  /// context, the rest removed or added, so an inserted line reads as an addition alone.
  /// (Regions are a few lines: a table of their lengths costs nothing.)
  private static func lines(old: [[UInt8]], new: [[UInt8]]) -> [(Character, [UInt8])] {
    // kept[i][j]: how many lines old[i...] and new[j...] keep in common.
    var kept = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        kept[i][j] = old[i] == new[j] ? kept[i + 1][j + 1] + 1 : max(kept[i + 1][j], kept[i][j + 1])
      }
    }
    var result: [(Character, [UInt8])] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append((" ", old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || kept[i + 1][j] >= kept[i][j + 1] {
        result.append(("-", old[i]))
        i += 1
      } else {
        result.append(("+", new[j]))
        j += 1
      }
    }
    return result
  }

  /// One line of a hunk, with git's marker after a last line without a line break.
  private static func body(_ sign: Character, _ bytes: [UInt8]) -> String {
    var text = String(sign) + String(decoding: bytes, as: UTF8.self)
    if bytes.last != UInt8(ascii: "\n") { text += "\n\\ No newline at end of file\n" }
    return text
  }

  /// `start,count` as unified diffs write it: 1-based, `start-1,0` for none.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// Lines with their `\n`; the last may lack one.
  static func splitLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(Array(bytes[start...index]))
      start = index + 1
    }
    if start < bytes.count { lines.append(Array(bytes[start...])) }
    return lines
  }
}

extension UnifiedDiff {
  /// A text's lines with their line breaks, as a patch writes them.
  public static func lines(of text: String) -> [String] {
    splitLines(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }
}
