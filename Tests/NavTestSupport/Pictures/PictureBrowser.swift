import Foundation

/// Renders pictures as GitHub shows them: Mermaid's text with the real mermaid.js (11.16.0,
/// what GitHub runs, from PyPI's `artoo-mermaid` wheel) and SVG as it is, in Debian's headless
/// Chromium, in Mermaid's `default` and `dark` themes over GitHub's light and dark pages, and
/// measured by `Tests/PictureRendering/measure-pictures.js`. One browser run renders them all.
enum PictureBrowser {
  struct Picture: Encodable, Sendable {
    enum Kind: String, Encodable, Sendable {
      /// Mermaid's text.
      case mermaid
      /// SVG, as `dot -Tsvg` writes it.
      case svg
    }

    var name: String
    var kind: Kind
    var source: String
  }

  static let mermaidVersion = "11.16.0"

  /// mermaid.min.js: `NAVGEN_MERMAID_JS`, or where `.ci/run` installs the wheel.
  static var mermaidScript: URL? {
    let candidates = [
      ProcessInfo.processInfo.environment["NAVGEN_MERMAID_JS"].map(URL.init(fileURLWithPath:)),
      Repository.url(".build/picture-tools/mermaid-\(mermaidVersion)/artoo_mermaid/assets/mermaid.min.js"),
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  static var measuringScript: URL { Repository.url("Tests/PictureRendering/measure-pictures.js") }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Each picture in both themes, in the order given, the light theme's first.
  static func render(_ pictures: [Picture]) async throws -> [RenderedPicture] {
    guard let chromium = OutsideTool.executable(named: "chromium"), let mermaid = mermaidScript else {
      throw Failure(description: "needs chromium and mermaid.min.js (see OutsideTool)")
    }
    let script = try String(contentsOf: mermaid, encoding: .utf8)
    guard script.contains("\"\(mermaidVersion)\"") else {
      throw Failure(description: "\(mermaid.path) is not mermaid \(mermaidVersion), the release GitHub renders with")
    }
    let folder = try TemporaryDirectory()
    let data = try JSONEncoder().encode(pictures)
    try folder.write("pictures.js", "window.NAVGEN_PICTURES = \(String(decoding: data, as: UTF8.self));\n")
    try folder.write("page.html", page(mermaid: mermaid))
    let result = try await ProcessRunner.run(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1600,1200",
        "--user-data-dir=\(folder.path("profile"))", "--virtual-time-budget=600000", "--dump-dom",
        folder.url.appendingPathComponent("page.html").absoluteString,
      ],
      // About 14 s alone, but minutes beside the builds of the rest of the suite.
      timeout: 3 * ProcessRunner.hangGuard)
    guard let report = encodedReport(in: result.standardOutput), let json = Data(base64Encoded: report) else {
      throw Failure(description: "Chromium wrote no report (status \(result.status)): \(result.standardError.suffix(2000))")
    }
    return try JSONDecoder().decode([RenderedPicture].self, from: json)
  }

  /// Mermaid as GitHub starts it (`mermaid.initialize` with the theme, nothing else), the
  /// pictures, then the measuring script; every element answers hit tests, so that what lies
  /// under a label can be asked of the page.
  private static func page(mermaid: URL) -> String {
    """
    <!doctype html>
    <html><head><meta charset="utf-8">
    <style>body { margin: 0 } #picture { width: max-content } #picture * { pointer-events: all !important }</style>
    </head><body><div id="picture"></div>
    <script src="\(mermaid.absoluteString)"></script>
    <script src="pictures.js"></script>
    <script src="\(measuringScript.absoluteString)"></script>
    </body></html>

    """
  }

  private static func encodedReport(in dom: String) -> String? {
    guard let start = dom.range(of: "<pre id=\"navgen-report\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { return nil }
    return String(dom[start.upperBound..<end.lowerBound])
  }
}
