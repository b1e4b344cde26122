import NavSchema

/// What may follow a linked screen in a link, one step further, as the generated
/// `navigate(to:)` reads it: after a pushed screen, another of its stack's linked cases, a
/// linked case of the pushed feature (its stack, then its destination), or one of the stack
/// owner's linked destinations; after a presented screen, a linked case of the presented
/// feature. Nothing follows a screen whose feature has no links of its own and that is not
/// pushed, nor any screen once `maxDepth` screens are open.
struct LinkFollowers {
  let catalog: LinkCatalog
  /// Each linked feature's cases, its path's then its destination's, read once.
  private let stepsByFeature: [String: (pushes: [LinkStep], presents: [LinkStep])]
  /// The first screens of the app's links: the linked cases of the features chains start from.
  let firstSteps: [LinkStep]
  /// What follows a step depends on its feature, its reducer and how it opens: the steps of
  /// one stack share it, so it is worked out once for each.
  private let known = Known()

  private final class Known {
    var followers: [String: [LinkStep]] = [:]
  }

  init(catalog: LinkCatalog) {
    self.catalog = catalog
    var steps: [String: (pushes: [LinkStep], presents: [LinkStep])] = [:]
    for feature in catalog.features {
      let cases = LinkCatalog.linkedCases(of: feature).map(\.step)
      steps[feature.name] = (cases.filter { $0.kind == .push }, cases.filter { $0.kind == .present })
    }
    stepsByFeature = steps
    firstSteps = catalog.routes.filter { $0.steps.count == 1 }.map(\.last)
  }

  /// The steps that may come right after `step`, the `depth`-th screen of a link, each
  /// once, in the order the matcher tries them.
  func after(_ step: LinkStep, depth: Int) -> [LinkStep] {
    guard depth < (catalog.settings?.maxDepth ?? 0) else { return [] }
    let key = "\(step.feature) \(step.reducer) \(step.kind.rawValue)"
    if let followers = known.followers[key] { return followers }
    let followers = Self.followers(of: step, stepsByFeature: stepsByFeature, linked: catalog.linkedFeatureNames)
    known.followers[key] = followers
    return followers
  }

  private static func followers(
    of step: LinkStep, stepsByFeature: [String: (pushes: [LinkStep], presents: [LinkStep])], linked: Set<String>
  ) -> [LinkStep] {
    var followers: [LinkStep] = []
    if linked.contains(step.reducer), let child = stepsByFeature[step.reducer] {
      followers = child.pushes + child.presents
    }
    if step.kind == .push, let owner = stepsByFeature[step.feature] {
      followers = owner.pushes + followers + owner.presents
    }
    var seen: Set<String> = []
    return followers.filter { seen.insert($0.subject).inserted }
  }

  /// Whether anything may follow `step` as the `depth`-th screen.
  func goesOn(_ step: LinkStep, depth: Int) -> Bool {
    guard depth < (catalog.settings?.maxDepth ?? 0) else { return false }
    if step.kind == .push { return true }
    return catalog.linkedFeatureNames.contains(step.reducer)
  }
}
