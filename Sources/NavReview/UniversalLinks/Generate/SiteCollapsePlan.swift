import NavSchema

/// One host's components at each level of `SiteCollapse`: malformed links excluded, the
/// prefix alone, the two-screen links of every first screen, then the first screens longest
/// first with their exclusions; prefix after prefix, longest first, each followed by the
/// exclusion of the rest of it when a shorter prefix of the host holds it. A component equal
/// to one before it is left out.
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
    let candidates = self.blocks.joined().filter { !$0.collapsed.isEmpty }
    let bytes: (PrefixComponents.Block) -> Int = { block in
      block.followers.reduce(0) { $0 + SiteAssociationText.line($1).utf8.count }
    }
    let heaviest = candidates.enumerated().sorted { (bytes($0.element), -$0.offset) > (bytes($1.element), -$1.offset) }
      .map(\.element.step.subject)
    var seen: Set<String> = []
    return heaviest.filter { seen.insert($0).inserted }
  }

  func components(_ collapse: SiteCollapse) -> [SiteComponent] {
    var components: [SiteComponent] = []
    for (index, part) in parts.enumerated() {
      components += part.malformed
      if collapse == .wholePrefixes {
        components.append(SiteComponent(
          path: SitePatternText.base(part.prefix.path) + "*",
          comment: "every link under \(part.prefix.prefix) (collapsed to fit 128 KB)"))
        continue
      }
      components.append(part.alone)
      var collapsed: Set<String> = []
      if case .firstScreens(let subjects) = collapse { collapsed = Set(subjects) }
      let blocks = self.blocks[index]
      for block in blocks {
        components += collapsed.contains(block.step.subject) ? block.collapsed : block.followers
      }
      let longestFirst = blocks.enumerated()
        .sorted { ($0.element.segmentCount, -$0.offset) > ($1.element.segmentCount, -$1.offset) }.map(\.element)
      for block in longestFirst {
        if let exclusion = block.exclusion, !collapsed.contains(block.step.subject) { components.append(exclusion) }
        components += block.own
      }
      let path = part.prefix.path
      if parts[(index + 1)...].contains(where: { path.hasPrefix($0.prefix.path) }) {
        components.append(SiteComponent(
          path: SitePatternText.base(path) + "*", exclude: true,
          comment: "\(part.prefix.prefix) reads every link under it; what it refuses opens nothing"))
      }
    }
    var seen: Set<SiteComponent> = []
    let unique = components.filter { component in
      var key = component
      key.comment = nil
      return seen.insert(key).inserted
    }
    return collapse == .none ? unique : unique.map { component in
      var bare = component
      bare.comment = nil
      return bare
    }
  }
}
