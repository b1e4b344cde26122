import NavSchema

/// The types a file declares `private` or `fileprivate` (or inside such a
/// type or extension), by qualified path: what the file's own code can name
/// and a generated file, which is another file, cannot.
struct PrivateTypeNames: Sendable {
  struct Entry: Sendable {
    /// `struct 'Detail'`, `type alias 'Row'`.
    var description: String
    /// `private` or `fileprivate`: the modifier that hides it.
    var modifier: String
  }

  /// In file order, each path once.
  private(set) var entries: [(path: [String], entry: Entry)] = []

  mutating func insert(_ path: [String], _ entry: Entry) {
    if !entries.contains(where: { $0.path == path }) { entries.append((path, entry)) }
  }

  /// The first private type `typeText` names, and how it names it: a
  /// reference `A.B.C` names a private type when one of `A`, `A.B`, `A.B.C`
  /// ends the path of one (unqualified names are taken to mean any type of
  /// that name in the file, which can only keep more in Swift, never less).
  func firstNamed(in typeText: String) -> (name: String, entry: Entry)? {
    for reference in Self.references(in: typeText) {
      for length in 1...reference.count {
        let prefix = Array(reference.prefix(length))
        if let match = entries.first(where: { $0.path.count >= length && Array($0.path.suffix(length)) == prefix }) {
          return (prefix.joined(separator: "."), match.entry)
        }
      }
    }
    return nil
  }

  /// The dotted names a type is written with, each as its components:
  /// `[["AlertState"], ["Feature", "Alert"]]` for `AlertState<Feature.Alert>`.
  static func references(in typeText: String) -> [[String]] {
    var references: [[String]] = []
    var current: [String] = []
    var name = ""
    var afterDot = false
    func endName() {
      guard !name.isEmpty else { return }
      if afterDot, !current.isEmpty { current.append(name) } else {
        if !current.isEmpty { references.append(current) }
        current = [name]
      }
      name = ""
      afterDot = false
    }
    for character in typeText {
      if character.isLetter || character.isNumber || character == "_" {
        name.append(character)
      } else if character == "`" {
        continue
      } else if character == "." {
        endName()
        afterDot = true
      } else if character == " " {
        endName()
      } else {
        endName()
        afterDot = false
      }
    }
    endName()
    if !current.isEmpty { references.append(current) }
    return references
  }
}
