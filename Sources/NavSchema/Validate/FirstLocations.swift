/// Where each name of a list was first seen, for messages such as
/// "duplicate case 'a'; the first is at ...". The lists of one enum (its
/// cases, actions, conformances) are short, and comparing a few names one by
/// one is much cheaper than hashing them; past `indexedCount` names a table
/// takes over, so a long list stays linear.
struct FirstLocations {
  private var entries: [(name: String, location: SourceLocation)] = []
  private var table: [String: SourceLocation]?
  private static let indexedCount = 16

  subscript(name: String) -> SourceLocation? {
    if let table { return table[name] }
    return entries.first { $0.name.isKey(name) }?.location
  }

  /// Records `name` at `location`; it must not be recorded yet.
  mutating func record(_ name: String, at location: SourceLocation) {
    if table != nil {
      table?[name] = location
      return
    }
    entries.append((name, location))
    if entries.count == Self.indexedCount {
      table = Dictionary(entries.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
      entries = []
    }
  }
}
