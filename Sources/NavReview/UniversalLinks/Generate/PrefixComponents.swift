import NavSchema

/// The components of one `https` prefix, in the order that makes first-match-wins exact where
/// a pattern can be: links with an empty, `.` or `..` segment excluded (the generated parser
/// refuses them); the prefix alone; every link of two screens that starts with a first screen
/// (the first screen's template, then each step that may follow it); then each first screen's
/// own template, longest first, each after an exclusion of that template with segments after
/// it (what may follow was matched above; anything else is refused). So a URL whose first
/// segment starts no link, a screen that opens nothing further followed by more, and a screen
/// followed by a segment no next step starts with are all excluded or unmatched.
///
/// What a pattern cannot say is left to the app's parser: a placeholder's `?*` matches any
/// value (the type is not checked) and may take several segments, and what follows the second
/// screen is not spelled out. When a first screen starts with a placeholder, its `?*` matches
/// every first segment, so no template is excluded after it.
struct PrefixComponents {
  let prefix: UniversalLinkPrefix
  let catalog: LinkCatalog
  private let followers: LinkFollowers
  private let base: String

  init(prefix: UniversalLinkPrefix, catalog: LinkCatalog) {
    self.prefix = prefix
    self.catalog = catalog
    followers = LinkFollowers(catalog: catalog)
    base = SitePatternText.base(prefix.path)
  }

  /// One first screen's components: those of its two-screen links, the exclusion of what
  /// else follows it, and its own.
  struct Block {
    var step: LinkStep
    var followers: FollowerLinks
    var exclusion: SiteComponent?
    var own: [SiteComponent]
    var segmentCount: Int
    /// Its followers as one wildcard, and no exclusion: what collapsing it to fit 128 KB leaves.
    var collapsed: [SiteComponent]
    /// The bytes of the followers' lines, counted once (a first screen may have thousands).
    var followerBytesWithComments: Int
    var followerBytesWithoutComments: Int
  }

  /// The exclusions of malformed links, which the generated parser refuses whatever else they hold.
  var malformed: [SiteComponent] {
    let start = String(base.dropLast())
    let emptySegment = "no link has an empty segment"
    let dotSegment = "no link has a '.' or '..' segment"
    return [
      SiteComponent(path: start + "*//*", exclude: true, comment: emptySegment),
      SiteComponent(path: start + "*/./*", exclude: true, comment: dotSegment),
      SiteComponent(path: start + "*/.", exclude: true, comment: dotSegment),
      SiteComponent(path: start + "*/../*", exclude: true, comment: dotSegment),
      SiteComponent(path: start + "*/..", exclude: true, comment: dotSegment),
    ]
  }

  /// The prefix alone opens the root feature with nothing pushed or presented.
  var alone: SiteComponent {
    SiteComponent(path: base, comment: "\(prefix.prefix) alone: the root feature, nothing pushed or presented")
  }

  /// Whether a first screen's template starts with a placeholder, which matches any first segment.
  var firstSegmentIsOpen: Bool {
    followers.firstSteps.contains { SitePatternText.startsWithPlaceholder($0.link.template) }
  }

  var blocks: [Block] {
    let open = firstSegmentIsOpen
    var texts: [String: StepText] = [:]
    func text(_ step: LinkStep) -> StepText {
      if let known = texts[step.subject] { return known }
      let made = StepText(step)
      texts[step.subject] = made
      return made
    }
    return followers.firstSteps.map { first in
      let next = followers.after(first, depth: 1).map {
        FollowerLinks.Follower(text: text($0), goesOn: followers.goesOn($0, depth: 2))
      }
      return block(for: first, text: text(first), next: next, excluding: !open)
    }
  }

  private func block(for step: LinkStep, text: StepText, next: [FollowerLinks.Follower], excluding: Bool) -> Block {
    let template = step.link.template
    let own = base + text.pattern
    let ownQuery = SitePatternText.query(text.requiredKeys)
    let following = FollowerLinks(first: text, own: own, followers: next)
    let ownComment = "\(text.template) (\(step.subject))"
    var ownComponents = [SiteComponent(path: own, query: ownQuery, comment: ownComment)]
    if !text.endsWithPlaceholder {
      ownComponents.append(SiteComponent(path: own + "/", query: ownQuery, comment: ownComment))
    }
    let nextIsOpen = next.contains { $0.text.startsWithPlaceholder }
    let hasWildcard = template.segments.contains { if case .placeholder = $0 { return true } else { return false } }
    var exclusion: SiteComponent?
    if excluding, hasWildcard, !nextIsOpen {
      let followed = next.isEmpty ? "nothing follows it" : "what may follow it is matched above"
      exclusion = SiteComponent(
        path: own + "/?*", exclude: true, comment: "\(text.template) takes \(template.segments.count) segments; \(followed)")
    }
    var collapsed: [SiteComponent] = []
    if !next.isEmpty {
      collapsed = [SiteComponent(path: own + "/*", query: ownQuery, comment: "\(text.template) and every link that goes on from it")]
    }
    return Block(
      step: step, followers: following, exclusion: exclusion, own: ownComponents,
      segmentCount: template.segments.count, collapsed: collapsed,
      followerBytesWithComments: following.bytes(comments: true),
      followerBytesWithoutComments: following.bytes(comments: false))
  }
}
