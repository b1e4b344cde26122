/// Where each name of a list was first seen, for messages such as
/// "duplicate case 'a'; the first is at ...". The lists of one enum (its
/// cases, actions, conformances) are short, and comparing a few names one by
/// one is much cheaper than hashing them; past `indexedCount` names a table
/// takes over, so a long list stays linear.
struct FirstLocations {
  private var entries: [(name: String, location: SourcePosition)] = []
  private var table: [String: SourcePosition]?
  private static let indexedCount = 16

  init() {}

  /// Room for `count` names without growing (in the table from the start
  /// when there will be more than the list holds).
  init(capacity count: Int) {
    if count > Self.indexedCount {
      table = Dictionary(minimumCapacity: count)
    } else {
      entries.reserveCapacity(count)
    }
  }

  subscript(name: String) -> SourcePosition? {
    if let table { return table[name] }
    return entries.first { $0.name.isKey(name) }?.location
  }

  /// Records `name` at `location` unless it was recorded before; returns
  /// where it was first recorded, if it was.
  mutating func recordFirst(_ name: String, at location: SourcePosition) -> SourcePosition? {
    if let first = self[name] { return first }
    record(name, at: location)
    return nil
  }

  /// Records `name` at `location`; it must not be recorded yet.
  mutating func record(_ name: String, at location: SourcePosition) {
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

extension String {
  /// `==` for names in short lists, compared many times per enum: names of
  /// different lengths, most pairs, are told apart without the general
  /// string comparison.
  func isKey(_ other: String) -> Bool {
    utf8.count == other.utf8.count && self == other
  }
}
