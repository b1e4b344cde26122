import NavSchema

/// What may follow a linked screen in a link, one step further, as the generated
/// `navigate(to:)` reads it: after a pushed screen, another of its stack's linked cases, a
/// linked case of the pushed feature (its stack, then its destination), or one of the stack
/// owner's linked destinations; after a presented screen, a linked case of the presented
/// feature. Nothing follows a screen whose feature has no links of its own and that is not
/// pushed, nor any screen once `maxDepth` screens are open.
struct LinkFollowers {
  let catalog: LinkCatalog

  /// The steps that may come right after `step`, the `depth`-th screen of a link, each
  /// once, in the order the matcher tries them.
  func after(_ step: LinkStep, depth: Int) -> [LinkStep] {
    guard depth < (catalog.settings?.maxDepth ?? 0) else { return [] }
    var followers: [LinkStep] = []
    if catalog.linkedFeatureNames.contains(step.reducer), let child = catalog.feature(named: step.reducer) {
      followers += LinkCatalog.linkedCases(of: child).map(\.step)
    }
    if step.kind == .push, let owner = catalog.feature(named: step.feature) {
      let ownCases = LinkCatalog.linkedCases(of: owner).map(\.step)
      followers = ownCases.filter { $0.kind == .push } + followers + ownCases.filter { $0.kind == .present }
    }
    var seen: Set<String> = []
    return followers.filter { seen.insert($0.subject).inserted }
  }

  /// The first screens of the app's links: the linked cases of the features chains start from.
  var firstSteps: [LinkStep] {
    catalog.routes.filter { $0.steps.count == 1 }.map(\.last)
  }
}
