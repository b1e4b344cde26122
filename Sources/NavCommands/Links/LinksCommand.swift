#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema
import NavReview

/// `navgen links <input>... [--resolve <url> [--from <Feature>]] [--format text|markdown|json]`
/// as a library call. The inputs (schemas, folders of schemas, `-`, `<rev>:<path>`, Swift
/// sources) are read together as one app, as `generate` writes them together: a child
/// feature with links in any of them goes on by its own links.
///
/// Exit codes: 0 listed, or the link opens; 1 `--resolve`: the link opens nothing;
/// 2 usage error, unreadable input or an invalid schema (with its diagnostics).
public enum LinksCommand {
  public static func run(
    inputs: [String],
    resolve link: String? = nil,
    from root: String? = nil,
    format: LinksFormat = .text,
    environment: ReviewEnvironment = ReviewEnvironment()
  ) -> ReviewCommandResult {
    var url: URL?
    if let link {
      url = URL(string: link, encodingInvalidCharacters: false)
      guard url != nil, !link.isEmpty else {
        return ReviewCommandResult(output: "", errors: ["'\(link)' is not a URL"], exitCode: 2)
      }
    }
    let app: LinksApp
    switch LinksApp.load(inputs, environment: environment) {
    case .failure(let refusal): return refusal.result
    case .success(let loaded): app = loaded
    }
    let diagnostics = app.diagnostics
    let warnings = app.warnings
    let catalog = app.catalog
    guard let url else {
      return ReviewCommandResult(output: format.render(catalog), diagnostics: diagnostics, warnings: warnings, exitCode: 0)
    }
    if let root, catalog.feature(named: root) == nil {
      let features = catalog.features.map(\.name)
      let known = features.isEmpty ? "no feature has links" : "features with links: " + features.joined(separator: ", ")
      return ReviewCommandResult(
        output: "", diagnostics: diagnostics, errors: ["'\(root)' is not a feature with links (\(known))"], warnings: warnings,
        exitCode: 2)
    }
    let resolution = LinkResolver(catalog: catalog).resolve(url.absoluteString, from: root)
    return ReviewCommandResult(
      output: format.render(resolution), diagnostics: diagnostics, warnings: warnings, exitCode: resolution.opens ? 0 : 1)
  }
}
