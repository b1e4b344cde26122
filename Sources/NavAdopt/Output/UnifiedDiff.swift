/// A unified diff of one file that `git apply` (and `patch -p1`) accepts:
/// `--- a/<path>`, `+++ b/<path>`, hunks with three lines of context. Lines
/// are compared as bytes, `\r` included, so CRLF files apply as they are.
public enum UnifiedDiff {
  static let context = 3

  /// The diff of `original` and the same bytes without `deletions`.
  static func text(path: String, original: [UInt8], deletions: [Range<Int>]) -> String {
    let lines = splitLines(original)
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
    // Runs of original lines the deletions touch, merged when adjacent.
    var regions: [ClosedRange<Int>] = []
    for deletion in deletions where !deletion.isEmpty {
      let region = lineIndex(deletion.lowerBound)...lineIndex(deletion.upperBound - 1)
      if let last = regions.last, region.lowerBound <= last.upperBound + 1 {
        regions[regions.count - 1] = last.lowerBound...max(last.upperBound, region.upperBound)
      } else {
        regions.append(region)
      }
    }
    guard !regions.isEmpty else { return "" }
    // Each region's new lines: its bytes without the deletions inside it.
    let replacements = regions.map { region -> [[UInt8]] in
      let start = lineStarts[region.lowerBound]
      let end = region.upperBound + 1 < lineStarts.count ? lineStarts[region.upperBound + 1] : original.count
      var kept: [UInt8] = []
      var cursor = start
      for deletion in deletions where deletion.upperBound > start && deletion.lowerBound < end {
        if deletion.lowerBound > cursor { kept += original[cursor..<deletion.lowerBound] }
        cursor = max(cursor, deletion.upperBound)
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
      var body: [(Character, [UInt8])] = []
      var newCount = 0
      var line = oldStart
      var regionShift = 0
      for position in index...last {
        while line < regions[position].lowerBound {
          body.append((" ", lines[line]))
          newCount += 1
          line += 1
        }
        for removed in regions[position] { body.append(("-", lines[removed])) }
        for added in replacements[position] { body.append(("+", added)) }
        newCount += replacements[position].count
        regionShift += replacements[position].count - regions[position].count
        line = regions[position].upperBound + 1
      }
      while line <= oldEnd {
        body.append((" ", lines[line]))
        newCount += 1
        line += 1
      }
      let oldCount = oldEnd - oldStart + 1
      let newStart = oldStart + shift
      output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for (sign, bytes) in body {
        output.append(sign)
        output += String(decoding: bytes, as: UTF8.self)
        if bytes.last != UInt8(ascii: "\n") { output += "\n\\ No newline at end of file\n" }
      }
      shift += regionShift
      index = last + 1
    }
    return output
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
