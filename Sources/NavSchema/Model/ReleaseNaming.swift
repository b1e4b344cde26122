/// How error messages name a list of supported releases (TCA's, swift-case-paths')
/// and guess what a mistyped one meant.
enum ReleaseNaming {
  /// "1.12.0 through 1.25.5 (exact major.minor.patch) and main".
  static func supportedRange(_ versions: [String], mainBranchName: String) -> String {
    let tagged = versions.filter { $0 != mainBranchName }
    return "\(tagged[0]) through \(tagged[tagged.count - 1]) (exact major.minor.patch) and \(mainBranchName)"
  }

  /// `1.25` → the newest `1.25.x`; `v1.20.2` → `1.20.2`; `mian` → `main`.
  /// Near version numbers are different releases, never typos.
  static func suggestion(for text: String, among versions: [String], mainBranchName: String) -> String? {
    let bare = text.hasPrefix("v") ? String(text.dropFirst()) : text
    if bare != text, versions.contains(bare) { return bare }
    if let newest = versions.last(where: { $0.hasPrefix(bare + ".") }) { return newest }
    return SpellingSuggestion.closest(to: text, among: [mainBranchName])
  }

  /// "; did you mean '1.25.5'?" or nothing.
  static func hint(for text: String, among versions: [String], mainBranchName: String) -> String {
    suggestion(for: text, among: versions, mainBranchName: mainBranchName).map { "; did you mean '\($0)'?" } ?? ""
  }
}
