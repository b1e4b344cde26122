/// The characters between the wildcards of a pattern without variables or sets: a text it
/// matches starts with the first run (when the pattern starts with one), ends with the last
/// (when it ends with one) and holds every run. A quick test that turns most texts away
/// before the pattern is matched; it never turns away a text the pattern matches.
struct LiteralRuns: Hashable, Sendable {
  var start: [UInt8]
  var end: [UInt8]?
  var inner: [[UInt8]]

  init?(_ elements: [SitePattern.Element]) {
    var runs: [[UInt8]] = [[]]
    for element in elements {
      switch element {
      case .scalar(let scalar): runs[runs.count - 1] += Array(String(scalar).utf8)
      case .anyOne, .anyRun: if !runs[runs.count - 1].isEmpty || runs.count == 1 { runs.append([]) }
      case .oneOf, .alternatives: return nil
      }
    }
    let endsWithLiteral: Bool
    if case .scalar? = elements.last { endsWithLiteral = true } else { endsWithLiteral = false }
    start = runs[0]
    end = endsWithLiteral && runs.count > 1 ? runs[runs.count - 1] : nil
    inner = Array(runs.dropFirst().dropLast(endsWithLiteral ? 1 : 0)).filter { !$0.isEmpty }
  }

  func admit(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= start.count, Self.equal(bytes, at: 0, start) else { return false }
      if let end, bytes.count < end.count || !Self.equal(bytes, at: bytes.count - end.count, end) { return false }
      return inner.allSatisfy { Self.contains(bytes, $0) }
    }
  }

  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ run: [UInt8]) -> Bool {
    for index in run.indices where bytes[offset + index] != run[index] { return false }
    return true
  }

  private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ run: [UInt8]) -> Bool {
    guard run.count <= bytes.count else { return false }
    for offset in 0...(bytes.count - run.count) where bytes[offset] == run[0] && equal(bytes, at: offset, run) {
      return true
    }
    return false
  }
}
