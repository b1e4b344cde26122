/// What a reader would stumble on in a rendered picture: labels below WCAG AA's contrast
/// against what lies beneath them (the page, a node's fill, a label's background, a module's
/// box), labels that overlap, labels on a node that is not theirs, lines drawn over a label,
/// and how small a comment about 860 px wide shows it.
struct PictureFindings: Sendable {
  /// A comment's width on GitHub, in CSS pixels.
  static let commentWidth = 860.0

  var picture: RenderedPicture
  /// Every label with its lowest contrast over its sample points, lowest first.
  var contrasts: [(label: RenderedPicture.Label, ratio: Double)] = []
  var overlappingLabels: [(String, String)] = []
  var labelsOnNodes: [(label: String, node: String)] = []
  var labelsUnderLines: [String] = []

  init(_ picture: RenderedPicture) {
    self.picture = picture
    let labels = picture.labels ?? []
    contrasts = labels.map { label in
      let text = Contrast.Colour(components: label.colour) ?? Contrast.Colour(red: 0, green: 0, blue: 0, alpha: 0)
      let ratios = label.samples.map { sample in
        Contrast.ratio(text: text, over: sample.beneath.compactMap(Contrast.Colour.init(components:)), on: picture.page)
      }
      return (label, ratios.min() ?? 1)
    }.sorted { $0.ratio < $1.ratio }
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] where Self.overlap(label.box, other.box) {
        overlappingLabels.append((label.text, other.text))
      }
      for node in picture.nodes ?? [] where node.id != label.node && Self.overlap(label.box, node.box) {
        labelsOnNodes.append((label.text, node.id))
      }
      if label.samples.contains(where: { !$0.over.isEmpty }) { labelsUnderLines.append(label.text) }
    }
  }

  var lowest: (label: RenderedPicture.Label, ratio: Double)? { contrasts.first }

  var unreadable: [(label: RenderedPicture.Label, ratio: Double)] {
    contrasts.filter { $0.ratio < Contrast.minimumForText }
  }

  /// The scale at which a comment shows the picture: 1 when it is narrower than the comment.
  var scaleInComment: Double {
    guard let width = picture.width, width > 0 else { return 1 }
    return min(1, Self.commentWidth / width)
  }

  /// Boxes that share more than a pixel each way (text boxes that only touch do not overlap).
  static func overlap(_ a: [Double], _ b: [Double]) -> Bool {
    guard a.count == 4, b.count == 4 else { return false }
    let tolerance = 1.0
    return a[0] + tolerance < b[0] + b[2] && b[0] + tolerance < a[0] + a[2]
      && a[1] + tolerance < b[1] + b[3] && b[1] + tolerance < a[1] + a[3]
  }
}
