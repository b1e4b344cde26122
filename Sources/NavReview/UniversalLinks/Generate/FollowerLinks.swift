import NavSchema

/// The two-screen links of one first screen — its template, then each step that may follow
/// it — as components, built only when the file writes them: a first screen of a large stack
/// has thousands, most of which a file that must stay under 128 KB collapses into one wildcard.
/// Their size is worked out from each step's text, worked out once (`StepText`).
struct FollowerLinks {
  struct Follower {
    var text: StepText
    /// Whether a step may follow this one, the second screen (its pattern then ends `/*`).
    var goesOn: Bool
  }

  let first: StepText
  /// The first screen's pattern: the prefix's path and its template (`/app/receta/?*`).
  let own: String
  let followers: [Follower]

  var isEmpty: Bool { followers.isEmpty }

  /// Each follower's pattern (and, for one that ends in a literal, the same with `/` or `/*`
  /// after it), the query items both require, and a comment naming the step.
  var components: [SiteComponent] {
    followers.flatMap { follower -> [SiteComponent] in
      let text = follower.text
      let pattern = own + "/" + text.pattern
      let query = SitePatternText.query(first.requiredKeys + text.requiredKeys)
      let comment = "\(first.template) then \(text.template) (\(text.subject))"
      guard !text.endsWithPlaceholder else { return [SiteComponent(path: pattern, query: query, comment: comment)] }
      return [
        SiteComponent(path: pattern, query: query, comment: comment),
        SiteComponent(path: pattern + (follower.goesOn ? "/*" : "/"), query: query, comment: comment),
      ]
    }
  }

  /// The bytes of `components`' lines as `SiteAssociationText` writes them, with or without
  /// their comments, counted without writing them.
  func bytes(comments: Bool) -> Int {
    let ownLength = JSONLength.inQuotes(own)
    let firstPart = JSONLength.inQuotes(first.template) + JSONLength.inQuotes(" then ")
    return followers.reduce(0) { total, follower in
      let text = follower.text
      let path = ownLength + 1 + text.patternLength
      let keys = SitePatternText.uniqueKeys(first.requiredKeys + text.requiredKeys)
      let query = keys.isEmpty ? 0 : JSONLength.query(keys)
      let comment = comments
        ? JSONLength.commentMember(firstPart + text.templateLength + JSONLength.inQuotes(" (") + text.subjectLength + 1) : 0
      let line = JSONLength.pathMember(path) + query + comment + JSONLength.braces + SiteAssociationText.componentLineOverhead
      guard !text.endsWithPlaceholder else { return total + line }
      return total + 2 * line + (follower.goesOn ? 2 : 1)
    }
  }
}

/// A step's texts as the site file writes them, worked out once per step.
struct StepText {
  var subject: String
  /// `receta/?*`.
  var pattern: String
  /// `receta/{id: Int}`.
  var template: String
  var endsWithPlaceholder: Bool
  var startsWithPlaceholder: Bool
  var requiredKeys: [String]
  /// The lengths of `pattern`, `template` and `subject` inside a JSON string.
  var patternLength: Int
  var templateLength: Int
  var subjectLength: Int

  init(_ step: LinkStep) {
    let linkTemplate = step.link.template
    subject = step.subject
    pattern = SitePatternText.segments(of: linkTemplate)
    template = linkTemplate.description
    endsWithPlaceholder = SitePatternText.endsWithPlaceholder(linkTemplate)
    startsWithPlaceholder = SitePatternText.startsWithPlaceholder(linkTemplate)
    requiredKeys = linkTemplate.query.filter { !$0.placeholder.isOptional }.map(\.key)
    patternLength = JSONLength.inQuotes(pattern)
    templateLength = JSONLength.inQuotes(template)
    subjectLength = JSONLength.inQuotes(subject)
  }
}

/// Lengths of what `SiteAssociationText.line` writes, without writing it: a string's bytes
/// inside JSON quotes (escapes counted) and each member's punctuation.
enum JSONLength {
  /// The bytes of `text` between its quotes, as `JSONText.quoted` escapes it.
  static func inQuotes(_ text: String) -> Int {
    text.utf8.reduce(0) { total, byte in
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): return total + 2
      case 0..<0x20: return total + 6
      default: return total + 1
      }
    }
  }

  /// `{ ` and ` }`.
  static let braces = 4

  /// `"/": "<path>"`, given the path's length between quotes.
  static func pathMember(_ length: Int) -> Int { "\"/\": \"\"".utf8.count + length }

  /// `, "comment": "<comment>"`, given the comment's length between quotes.
  static func commentMember(_ length: Int) -> Int { ", \"comment\": \"\"".utf8.count + length }

  /// `, "?": { "a": "*", "b": "*" }`.
  static func query(_ keys: [String]) -> Int {
    let items = keys.map { inQuotes($0) + "\"\": \"*\"".utf8.count }
    return ", \"?\": {  }".utf8.count + items.reduce(0, +) + 2 * (keys.count - 1)
  }
}
