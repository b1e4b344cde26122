/// A `SitePattern` as a nondeterministic automaton: each node consumes one character (one
/// scalar, any, or one of a set), loops on any character (`*`), or forks (a variable's values).
/// `accepts` follows every node the text can be in at once, so no pattern makes it backtrack.
struct PatternAutomaton: Hashable, Sendable {
  enum Node: Hashable, Sendable {
    case scalar(Unicode.Scalar, next: Int)
    case any(next: Int)
    case oneOf(Set<Unicode.Scalar>, next: Int)
    /// `*`: any character stays here; nothing consumed goes on to `next`.
    case run(next: Int)
    case fork([Int])
    case accept
  }

  private(set) var nodes: [Node] = [.accept]
  private(set) var start = 0
  /// The pattern as characters and wildcards when it has neither a variable nor a set of
  /// characters: most patterns, matched without the automaton (`matchesWithWildcards`).
  private(set) var plain: [SitePattern.Element]?
  /// The same as bytes (`?` and `*` as themselves, escaped as nil) when it is all ASCII: an
  /// ASCII text is matched byte by byte.
  private(set) var plainASCII: [UInt8?]?

  init(_ elements: [SitePattern.Element]) {
    start = add(elements, then: 0)
    let isPlain = elements.allSatisfy {
      switch $0 {
      case .scalar, .anyOne, .anyRun: return true
      case .oneOf, .alternatives: return false
      }
    }
    plain = isPlain ? elements : nil
    if isPlain {
      var bytes: [UInt8?] = []
      for element in elements {
        switch element {
        case .scalar(let scalar) where scalar.isASCII: bytes.append(UInt8(scalar.value))
        case .anyOne: bytes.append(nil)
        case .anyRun: bytes.append(Self.runMark)
        default: bytes = []
        }
        if bytes.isEmpty { break }
      }
      plainASCII = bytes.count == elements.count ? bytes : nil
    }
  }

  /// `*` among the ASCII bytes of a plain pattern (no pattern byte is 0xFF).
  private static let runMark: UInt8? = 0xFF

  /// The entry of `elements` followed by `next`, built from the last element back.
  private mutating func add(_ elements: [SitePattern.Element], then next: Int) -> Int {
    var next = next
    for element in elements.reversed() {
      switch element {
      case .scalar(let scalar): next = append(.scalar(scalar, next: next))
      case .anyOne: next = append(.any(next: next))
      case .anyRun: next = append(.run(next: next))
      case .oneOf(let set): next = append(.oneOf(set, next: next))
      case .alternatives(let sequences):
        let after = next
        next = append(.fork(sequences.map { add($0, then: after) }))
      }
    }
    return next
  }

  private mutating func append(_ node: Node) -> Int {
    nodes.append(node)
    return nodes.count - 1
  }

  func accepts(_ text: String) -> Bool {
    if let plainASCII {
      var text = text
      let ascii = text.withUTF8 { bytes -> Bool? in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Self.matchesWithWildcards(plainASCII, bytes)
      }
      if let ascii { return ascii }
    }
    if let plain { return Self.matchesWithWildcards(plain, Array(text.unicodeScalars)) }
    var current = Array(repeating: false, count: nodes.count)
    var following = current
    close(start, into: &current)
    for scalar in text.unicodeScalars {
      for index in following.indices { following[index] = false }
      var any = false
      for (index, isIn) in current.enumerated() where isIn {
        switch nodes[index] {
        case .scalar(let expected, let next) where expected == scalar: close(next, into: &following)
        case .any(let next): close(next, into: &following)
        case .oneOf(let set, let next) where set.contains(scalar): close(next, into: &following)
        case .run: close(index, into: &following)
        default: continue
        }
        any = true
      }
      guard any else { return false }
      swap(&current, &following)
    }
    return current[0]
  }

  /// Characters, `?` and `*` against `text`: each character or `?` takes one character; at a
  /// mismatch the last `*` takes one character more and matching resumes after it (what an
  /// earlier `*` could take, the last one can take too, so no earlier choice is revisited).
  static func matchesWithWildcards(_ pattern: [SitePattern.Element], _ text: [Unicode.Scalar]) -> Bool {
    var position = 0
    var index = 0
    var lastRun: (position: Int, index: Int)?
    while index < text.count {
      if position < pattern.count {
        switch pattern[position] {
        case .anyOne:
          position += 1
          index += 1
          continue
        case .scalar(let scalar) where scalar == text[index]:
          position += 1
          index += 1
          continue
        case .anyRun:
          lastRun = (position, index)
          position += 1
          continue
        default:
          break
        }
      }
      guard let run = lastRun else { return false }
      lastRun = (run.position, run.index + 1)
      position = run.position + 1
      index = run.index + 1
    }
    while position < pattern.count, case .anyRun = pattern[position] { position += 1 }
    return position == pattern.count
  }

  /// `matchesWithWildcards` on ASCII bytes: nil is `?`, `runMark` is `*`.
  static func matchesWithWildcards(_ pattern: [UInt8?], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var position = 0
    var index = 0
    var lastRun: (position: Int, index: Int)?
    while index < text.count {
      if position < pattern.count {
        let expected = pattern[position]
        if expected == runMark {
          lastRun = (position, index)
          position += 1
          continue
        }
        if expected == nil || expected == text[index] {
          position += 1
          index += 1
          continue
        }
      }
      guard let run = lastRun else { return false }
      lastRun = (run.position, run.index + 1)
      position = run.position + 1
      index = run.index + 1
    }
    while position < pattern.count, pattern[position] == runMark { position += 1 }
    return position == pattern.count
  }

  /// Marks `node` and what it reaches without consuming a character.
  private func close(_ node: Int, into set: inout [Bool]) {
    var pending = [node]
    while let index = pending.popLast() {
      guard !set[index] else { continue }
      set[index] = true
      switch nodes[index] {
      case .run(let next): pending.append(next)
      case .fork(let entries): pending += entries
      default: break
      }
    }
  }
}
