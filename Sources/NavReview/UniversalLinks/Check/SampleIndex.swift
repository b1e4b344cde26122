/// The sample URLs of a check sorted by path, for each way a component reads a path, so the
/// samples a component could match (those whose path starts with its literal start) are found
/// by halving instead of trying every one. Each URL is there also with one `/` after its path,
/// which the generated parser reads the same (a component may be written for that alone). Built
/// on first use: most components decide a sample, and need no search.
struct SampleIndex {
  private let samples: [SiteURL]
  private var urls: [SiteURL] = []
  private var sorted: [PathReading: [(path: String, index: Int)]] = [:]

  init(_ urls: [SiteURL]) {
    samples = urls
  }

  /// Whether `matcher` matches one of the samples.
  mutating func anyMatches(_ matcher: ComponentMatcher) -> Bool {
    let reading = matcher.reading
    if urls.isEmpty {
      urls = samples.flatMap { url in url.path.hasSuffix("/") ? [url] : [url, url.withTrailingSlash] }
    }
    if sorted[reading] == nil {
      sorted[reading] = urls.enumerated().map { (reading.read($1.path), $0) }.sorted { UTF8Bytes.precedes($0.path, $1.path) }
    }
    let paths = sorted[reading] ?? []
    let start = matcher.pathStart
    var low = 0
    var high = paths.count
    while low < high {
      let middle = (low + high) / 2
      if UTF8Bytes.precedes(paths[middle].path, start) { low = middle + 1 } else { high = middle }
    }
    while low < paths.count, UTF8Bytes.hasPrefix(paths[low].path, start) {
      if matcher.matches(urls[paths[low].index]) { return true }
      low += 1
    }
    return false
  }
}
