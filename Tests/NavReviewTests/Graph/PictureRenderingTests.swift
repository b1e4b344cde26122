import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// Every picture golden as GitHub draws it: the Mermaid of `navgen diff --format markdown`
/// (the reference's changes, the generated apps': a root with 22 children, long flows, an app
/// in modules) and of `navgen graph`, rendered by mermaid.js 11.16.0 in headless Chromium in
/// Mermaid's `default` and `dark` themes over GitHub's pages, and the DOT goldens drawn by
/// Graphviz, then measured; and the size `MermaidEstimate` expects for each picture of a change,
/// against the size drawn. Skipped, saying why, without Chromium, the wheel or Graphviz
/// (`.ci/run` installs them and requires them).
@Suite("Pictures: rendered in a browser, in both themes")
struct PictureRenderingTests {
  /// Pictures of changes that touch more than three features, which may be larger than a
  /// comment: the reference's 22 changes touch Tienda, Producto, Articulo, Inventario, AppRoute
  /// and Path.Settings; the truncated picture's, fourteen features.
  static let touchingMoreThanThreeFeatures: Set<String> = [
    "diff/picture-reference.md", "graph/reference-changed.mmd", "diff/picture-truncated.md",
  ]
  /// At most this wide (0.7× in a comment 860 px wide) and this tall, in CSS pixels.
  static let commentBox = (width: 1228.0, height: 1200.0)

  static let rendered = OnceCache<String, [PictureFindings]>()

  /// Rendered once for the suite's tests.
  static func findings() async throws -> [PictureFindings] {
    try await rendered.value(for: "goldens") {
      let pictures = try goldenPictures()
      return try await PictureBrowser.render(pictures).map(PictureFindings.init)
    }
  }

  /// The Mermaid blocks of `Tests/Golden/diff/*.md`, `Tests/Golden/graph/*.mmd`, and
  /// `Tests/Golden/graph/*.dot` drawn by `dot -Tsvg`.
  static func goldenPictures() throws -> [PictureBrowser.Picture] {
    var pictures: [PictureBrowser.Picture] = []
    for (folder, suffix) in [("diff", ".md"), ("graph", ".mmd"), ("graph", ".dot")] {
      let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Golden/\(folder)").path)
      for name in names.filter({ $0.hasSuffix(suffix) }).sorted() {
        let golden = "\(folder)/\(name)"
        let text = try #require(DiffGraphSupport.Golden.contents(golden))
        switch suffix {
        case ".md":
          pictures += MermaidChecker.mermaidBlocks(inMarkdown: text).map { .init(name: golden, kind: .mermaid, source: $0) }
        case ".mmd":
          pictures.append(.init(name: golden, kind: .mermaid, source: text))
        default:
          let dot = try #require(OutsideTool.executable(named: "dot"))
          let svg = try ProcessRunner.run(dot, ["-Tsvg"], standardInput: text)
          #expect(svg.status == 0, "\(golden): \(svg.standardError)")
          let start = try #require(svg.standardOutput.range(of: "<svg"))
          pictures.append(.init(name: golden, kind: .svg, source: String(svg.standardOutput[start.lowerBound...])))
        }
      }
    }
    return pictures
  }

  static func describe(_ findings: PictureFindings) -> String {
    "\(findings.picture.name) (\(findings.picture.theme))"
  }

  @Test(.requires(.chromium), .requires(.mermaidScript), .requires(.graphviz))
  func everyGoldenIsDrawnInBothThemes() async throws {
    let findings = try await Self.findings()
    let pictures = try Self.goldenPictures()
    #expect(findings.count == 2 * pictures.count)
    #expect(pictures.contains { $0.name == "diff/picture-modules-changed.md" })
    for finding in findings {
      #expect(finding.picture.error == nil, "\(Self.describe(finding)): \(finding.picture.error ?? "")")
      #expect((finding.picture.labels ?? []).count > 1, "\(Self.describe(finding)) has no labels")
    }
    // The figures, for the log.
    for finding in findings {
      let picture = finding.picture
      let lowest = finding.lowest.map { "\(Self.fixed($0.ratio)) (\($0.label.kind) \"\($0.label.text)\")" } ?? "-"
      print(
        "picture \(Self.describe(finding)): \(Self.fixed(picture.width ?? 0, 0)) × \(Self.fixed(picture.height ?? 0, 0)) px, "
          + "\(Self.fixed(finding.scaleInComment))× at 860 px, lowest contrast \(lowest), "
          + "\(finding.overlappingLabels.count) overlaps, \(finding.labelsOnNodes.count) on nodes, "
          + "\(finding.labelsUnderLines.count) under lines")
    }
  }

  static func fixed(_ value: Double, _ digits: Int = 2) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// Every label at least 4.5:1 against what lies beneath it: the page, a node's fill, an edge
  /// label's background, a module's box (DOT's labels on their fills on Graphviz's white).
  @Test(.requires(.chromium), .requires(.mermaidScript), .requires(.graphviz))
  func everyLabelReadsInBothThemes() async throws {
    for finding in try await Self.findings() {
      let unreadable = finding.unreadable.map { "\($0.label.kind) \"\($0.label.text)\" \(Self.fixed($0.ratio)):1" }
      #expect(unreadable.isEmpty, "\(Self.describe(finding)): \(unreadable.joined(separator: "; "))")
    }
  }

  @Test(.requires(.chromium), .requires(.mermaidScript), .requires(.graphviz))
  func noLabelOverlapsAnotherOrLiesOnANode() async throws {
    for finding in try await Self.findings() {
      #expect(finding.overlappingLabels.isEmpty, "\(Self.describe(finding)): \(finding.overlappingLabels)")
      #expect(finding.labelsOnNodes.isEmpty, "\(Self.describe(finding)): \(finding.labelsOnNodes)")
    }
  }

  /// A change that touches up to three features fits a comment without shrinking text below 0.7×.
  @Test(.requires(.chromium), .requires(.mermaidScript), .requires(.graphviz))
  func picturesOfChangesFitAComment() async throws {
    let changes = try await Self.findings().filter {
      $0.picture.name.hasPrefix("diff/") && !Self.touchingMoreThanThreeFeatures.contains($0.picture.name)
    }
    #expect(changes.count >= 2 * 11)
    for finding in changes {
      let (width, height) = (finding.picture.width ?? .infinity, finding.picture.height ?? .infinity)
      #expect(
        width <= Self.commentBox.width && height <= Self.commentBox.height,
        "\(Self.describe(finding)) is \(Int(width)) × \(Int(height)) px")
    }
  }
}

extension PictureRenderingTests {
  /// The changed parts behind the pictures of `Tests/Golden/diff` that tests build from schemas
  /// here: the generated apps', the reference's single changes and the links change.
  static func changedParts() throws -> [(golden: String, graph: NavigationGraph)] {
    func part(_ old: NavigationSchema, _ new: NavigationSchema, modules: Bool = false) -> NavigationGraph {
      ChangedNeighbourhood(
        old: NavigationGraph(schema: old, groupingByModule: modules),
        new: NavigationGraph(schema: new, groupingByModule: modules), diff: SchemaDiff(old: old, new: new)
      ).graph
    }
    var parts = DiffGraphSupport.GeneratedApps.all.map {
      ("diff/picture-\($0.name).md", part($0.old, $0.new, modules: $0.groupedByModule))
    }
    parts += DiffPictureTests.scenarios.map { ("diff/\($0.golden).md", part(DiffGraphSupport.Reference.v1, $0.new)) }
    let links = (try DiffGraphSupport.Golden.diffInput("Links-v1"), try DiffGraphSupport.Golden.diffInput("Links-v2"))
    parts.append(("diff/picture-links.md", part(links.0, links.1)))
    return parts
  }

  /// What the plan of a comment's picture was chosen by is what Mermaid draws: within 2 px each
  /// way, in both themes, for the changed parts built here.
  @Test(.requires(.chromium), .requires(.mermaidScript), .requires(.graphviz))
  func theEstimateIsWhatMermaidDraws() async throws {
    let findings = try await Self.findings()
    let parts = try Self.changedParts()
    #expect(parts.count >= 13)
    for (golden, graph) in parts {
      let plan = LayoutPlan(graph, layout: .auto, goal: .comment)
      let estimate = MermaidEstimate(graph, edgeLengths: plan.edgeLengths, direction: plan.direction)
      let drawn = findings.filter { $0.picture.name == golden }
      #expect(drawn.count == 2, "\(golden) is drawn in both themes")
      for finding in drawn {
        let (width, height) = (finding.picture.width ?? 0, finding.picture.height ?? 0)
        let figures =
          "estimated \(Self.fixed(estimate.width, 0)) × \(Self.fixed(estimate.height, 0)) px, "
          + "drawn \(Self.fixed(width, 0)) × \(Self.fixed(height, 0))"
        print("estimate \(Self.describe(finding)): \(figures)")
        let agrees = abs(estimate.width - width) <= 2 && abs(estimate.height - height) <= 2
        #expect(agrees, "\(Self.describe(finding)): \(figures)")
      }
    }
  }
}

/// The contrast arithmetic the rendering tests judge by, and the palette it judges.
@Suite("Pictures: contrast")
struct ContrastTests {
  static func colour(_ hex: String) throws -> Contrast.Colour { try #require(Contrast.Colour(hex: hex)) }

  /// WCAG's own figures: black on white is 21:1, #767676 the lightest grey that passes on white.
  @Test func wcagFigures() throws {
    #expect(abs(Contrast.ratio(try Self.colour("#000000"), try Self.colour("#ffffff")) - 21) < 0.001)
    #expect(Contrast.ratio(try Self.colour("#767676"), try Self.colour("#ffffff")) >= 4.5)
    #expect(Contrast.ratio(try Self.colour("#777777"), try Self.colour("#ffffff")) < 4.5)
  }

  /// The palette's text on its fills, whatever the theme: edge labels on their background
  /// and on white (DOT's page), roots' names on their blue.
  @Test func thePaletteReads() throws {
    let background = try Self.colour(PicturePalette.labelBackground)
    for change in [GraphChange.unchanged] + GraphChange.marked {
      let text = try Self.colour(PicturePalette.labelText(change))
      #expect(Contrast.ratio(text, background) >= 4.5, "\(change)")
      #expect(Contrast.ratio(text, try Self.colour("#ffffff")) >= 4.5, "\(change)")
    }
    #expect(
      Contrast.ratio(try Self.colour(PicturePalette.rootText), try Self.colour(PicturePalette.rootFill)) >= 4.5)
  }

  /// Half-transparent layers are painted over what is below them, the page last below all.
  @Test func layersAreComposited() throws {
    let halfBlack = Contrast.Colour(red: 0, green: 0, blue: 0, alpha: 0.5)
    let white = try Self.colour("#ffffff")
    let grey = halfBlack.over(white)
    #expect(abs(grey.red - 127.5) < 0.001)
    let onWhite = Contrast.ratio(text: try Self.colour("#000000"), over: [halfBlack], on: white)
    #expect(abs(onWhite - Contrast.ratio(try Self.colour("#000000"), grey)) < 0.001)
  }
}
