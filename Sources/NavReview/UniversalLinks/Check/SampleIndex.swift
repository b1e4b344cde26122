/// The sample URLs of a check sorted by path, for each way a component reads a path, so the
/// samples a component could match (those whose path starts with its literal start) are found
/// by halving instead of trying every one.
struct SampleIndex {
  private let urls: [SiteURL]
  private var sorted: [PathReading: [(path: String, index: Int)]] = [:]

  init(_ urls: [SiteURL]) {
    self.urls = urls
  }

  /// Whether `matcher` matches one of the samples.
  mutating func anyMatches(_ matcher: ComponentMatcher) -> Bool {
    let reading = matcher.reading
    if sorted[reading] == nil {
      sorted[reading] = urls.enumerated().map { (reading.read($1.path), $0) }
        .sorted { ($0.path.utf8.lexicographicallyPrecedes($1.path.utf8)) }
    }
    let paths = sorted[reading] ?? []
    let start = matcher.pathStart
    var low = 0
    var high = paths.count
    while low < high {
      let middle = (low + high) / 2
      if paths[middle].path.utf8.lexicographicallyPrecedes(start.utf8) { low = middle + 1 } else { high = middle }
    }
    while low < paths.count, paths[low].path.utf8.starts(with: start.utf8) {
      if matcher.matches(urls[paths[low].index]) { return true }
      low += 1
    }
    return false
  }
}
