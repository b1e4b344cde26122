import NavSchema

/// One host's components at each level of `SiteCollapse`: malformed links excluded, the
/// prefix alone, the two-screen links of every first screen, then the first screens longest
/// first with their exclusions; prefix after prefix, longest first, each followed by the
/// exclusion of the rest of it when a shorter prefix of the host holds it. A component equal
/// to one before it is left out. The size of each level is worked out from each component's
/// line, counted once, so finding the level that fits renders the file once.
struct SiteCollapsePlan {
  let parts: [PrefixComponents]
  /// Each part's first screens, worked out once.
  private let blocks: [[PrefixComponents.Block]]

  init(parts: [PrefixComponents]) {
    self.parts = parts
    blocks = parts.map(\.blocks)
  }

  /// The first screens in the order they are collapsed: those with the most bytes of
  /// followers first.
  var collapseOrder: [String] {
    let candidates = blocks.joined().filter { !$0.collapsed.isEmpty }
    let weighed = candidates.enumerated().map { ($0.element.step.subject, $0.element.followerBytesWithoutComments, $0.offset) }
    var seen: Set<String> = []
    return weighed.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.map(\.0).filter { seen.insert($0).inserted }
  }

  func components(_ collapse: SiteCollapse) -> [SiteComponent] {
    var components: [SiteComponent] = []
    let collapsed = Self.collapsedSubjects(collapse)
    for (index, part) in parts.enumerated() {
      components += part.malformed
      if collapse == .wholePrefixes {
        components.append(whole(part))
        continue
      }
      components.append(part.alone)
      let blocks = self.blocks[index]
      for block in blocks {
        components += collapsed.contains(block.step.subject) ? block.collapsed : block.followers.components
      }
      for block in Self.longestFirst(blocks) {
        if let exclusion = block.exclusion, !collapsed.contains(block.step.subject) { components.append(exclusion) }
        components += block.own
      }
      if let rest = rest(of: index) { components.append(rest) }
    }
    var seen: Set<String> = []
    let unique = components.filter { seen.insert(Self.key($0)).inserted }
    return collapse == .none ? unique : unique.map { component in
      var bare = component
      bare.comment = nil
      return bare
    }
  }

  /// At least the bytes of the components of `collapse` as `SiteAssociationText` writes them,
  /// one a line (a component equal to an earlier one counted again).
  func estimatedBytes(_ collapse: SiteCollapse) -> Int {
    let comments = collapse == .none
    let collapsed = Self.collapsedSubjects(collapse)
    var total = 0
    for (index, part) in parts.enumerated() {
      total += Self.bytes(part.malformed, comments: comments)
      if collapse == .wholePrefixes {
        total += Self.bytes([whole(part)], comments: comments)
        continue
      }
      total += Self.bytes([part.alone] + (rest(of: index).map { [$0] } ?? []), comments: comments)
      for block in blocks[index] {
        let isCollapsed = collapsed.contains(block.step.subject)
        total += isCollapsed ? Self.bytes(block.collapsed, comments: comments) : block.followerBytes(comments: comments)
        total += Self.bytes(block.own + (isCollapsed ? [] : block.exclusion.map { [$0] } ?? []), comments: comments)
      }
    }
    return total
  }

  /// A component's line with its indentation, comma and line break.
  static func bytes(_ components: [SiteComponent], comments: Bool) -> Int {
    components.reduce(0) { total, component in
      var written = component
      if !comments { written.comment = nil }
      return total + SiteAssociationText.line(written).utf8.count + SiteAssociationText.componentLineOverhead
    }
  }

  private static func collapsedSubjects(_ collapse: SiteCollapse) -> Set<String> {
    if case .firstScreens(let subjects) = collapse { return Set(subjects) }
    return []
  }

  private static func longestFirst(_ blocks: [PrefixComponents.Block]) -> [PrefixComponents.Block] {
    blocks.enumerated()
      .sorted { ($0.element.segmentCount, -$0.offset) > ($1.element.segmentCount, -$1.offset) }.map(\.element)
  }

  /// What a component matches and whether it excludes: two with the same are one.
  private static func key(_ component: SiteComponent) -> String {
    var bare = component
    bare.comment = nil
    return SiteAssociationText.line(bare)
  }

  private func whole(_ part: PrefixComponents) -> SiteComponent {
    SiteComponent(
      path: SitePatternText.base(part.prefix.path) + "*",
      comment: "every link under \(part.prefix.prefix) (collapsed to fit 128 KB)")
  }

  /// The exclusion of what the prefix at `index` refuses, when a shorter prefix after it holds it.
  private func rest(of index: Int) -> SiteComponent? {
    let path = parts[index].prefix.path
    guard parts[(index + 1)...].contains(where: { path.hasPrefix($0.prefix.path) }) else { return nil }
    return SiteComponent(
      path: SitePatternText.base(path) + "*", exclude: true,
      comment: "\(parts[index].prefix.prefix) reads every link under it; what it refuses opens nothing")
  }
}

extension PrefixComponents.Block {
  /// The bytes of the followers' lines, with or without their comments.
  func followerBytes(comments: Bool) -> Int {
    comments ? followerBytesWithComments : followerBytesWithoutComments
  }
}
