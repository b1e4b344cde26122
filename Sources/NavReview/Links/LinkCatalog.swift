import NavSchema

/// Every link of an app (a schema, or schemas read together as one) with the
/// chain of screens that opens it: what `navgen links` lists, the diff names
/// and `navgen links --resolve` walks. It reads the features the link emitter
/// writes code for (`LinkedFeature`), with the same rule for which pushed or
/// presented child goes on by its own links.
public struct LinkCatalog: Sendable {
  /// The app's `links`: prefixes and depth limit; nil when no schema declares links.
  public var settings: LinkSettings?
  /// The features that no other feature's link opens, in schema order: where
  /// chains start (a feature only reached through a cycle starts one too).
  public var roots: [String]
  /// Every linked case once, by the shortest chain from a root, breadth first
  /// (a feature's path cases, then its destination cases, in schema order).
  public var routes: [LinkRoute]
  package var features: [LinkedFeature]
  package var linkedFeatureNames: Set<String>

  public init(schema: NavigationSchema) {
    settings = schema.links
    features = LinkedFeature.all(in: schema)
    linkedFeatureNames = Set(features.map(\.name))
    roots = []
    routes = []
    walk()
  }

  /// The prefixes links answer to, in schema order; links print with the first.
  public var prefixes: [String] { settings?.prefixes ?? [] }

  /// `recetario://receta/{id: Int}/comentarios/{pagina: Int}`.
  public func url(of route: LinkRoute) -> String {
    (prefixes.first ?? "") + route.template.description
  }

  /// The route of `Receta.Destination.comentarios`.
  public func route(to subject: String) -> LinkRoute? {
    routes.first { $0.last.subject == subject }
  }

  package func feature(named name: String) -> LinkedFeature? {
    features.first { $0.name == name }
  }

  /// The linked feature a step's child is, when it goes on by its own links.
  package func childFeature(of reducer: TypeRef) -> LinkedFeature? {
    guard LinkedFeature.opensOwnLinks(reducer, linkedFeatureNames: linkedFeatureNames) else { return nil }
    return feature(named: reducer.description)
  }

  /// The linked cases of a feature's path, then of its destination, with their reducers.
  package static func linkedCases(of feature: LinkedFeature) -> [(step: LinkStep, reducer: TypeRef)] {
    let held: [(LinkedFeature.HeldEnum?, LinkStep.Kind)] = [(feature.path, .push), (feature.destination, .present)]
    return held.flatMap { held, kind in
      (held?.linkedCases ?? []).compactMap { navigationCase in
        guard let reducer = navigationCase.linkedReducer, let link = navigationCase.link, let held else { return nil }
        let step = LinkStep(
          feature: feature.name, enumName: held.qualifiedName, caseName: navigationCase.name,
          reducer: reducer.description, kind: kind, link: link, module: feature.module)
        return (step, reducer)
      }
    }
  }

  /// Breadth first from every root, each feature once.
  private mutating func walk() {
    let reached = Set(features.flatMap { feature in
      Self.linkedCases(of: feature).compactMap { childFeature(of: $0.reducer)?.name }.filter { $0 != feature.name }
    })
    var visited: Set<String> = []
    var queue: [(feature: LinkedFeature, before: [LinkStep])] = []
    var next = 0
    func start(_ feature: LinkedFeature) {
      roots.append(feature.name)
      visited.insert(feature.name)
      queue.append((feature, []))
    }
    for feature in features where !reached.contains(feature.name) { start(feature) }
    while true {
      if next == queue.count {
        guard let unvisited = features.first(where: { !visited.contains($0.name) }) else { break }
        start(unvisited)
      }
      let (feature, before) = queue[next]
      next += 1
      for (step, reducer) in Self.linkedCases(of: feature) {
        routes.append(LinkRoute(steps: before + [step]))
        if let child = childFeature(of: reducer), visited.insert(child.name).inserted {
          queue.append((child, before + [step]))
        }
      }
    }
  }
}
