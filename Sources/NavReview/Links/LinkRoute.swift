import NavSchema

/// One step of a link's chain: a feature pushes or presents one of its linked cases.
public struct LinkStep: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A path case, pushed onto the feature's stack.
    case push
    /// A destination case, presented by the feature.
    case present

    /// `pushes`, `presents`.
    public var verb: String { self == .push ? "pushes" : "presents" }
  }

  /// `Recetario`: the feature that owns the enum.
  public var feature: String
  /// `Recetario.Camino`.
  public var enumName: String
  /// `receta`.
  public var caseName: String
  /// `Receta`: the reducer whose state the case opens.
  public var reducer: String
  public var kind: Kind
  public var link: CaseLink
  /// The target whose schema declares the case, when the app is a package.
  public var module: String?

  /// `Recetario.Camino.receta`, as the diff names a case.
  public var subject: String { "\(enumName).\(caseName)" }

  /// `Camino.receta`: the case as the feature names it.
  public var caseInFeature: String {
    let prefix = feature + "."
    let enumInFeature = enumName.hasPrefix(prefix) ? String(enumName.dropFirst(prefix.count)) : enumName
    return "\(enumInFeature).\(caseName)"
  }

  /// `Recetario pushes Camino.receta (Receta)`.
  public var description: String { "\(feature) \(kind.verb) \(caseInFeature) (\(reducer))" }
}

/// A linked case with the chain of screens that opens it from its root
/// feature, and the whole template a URL follows to get there: the templates
/// of the chain's steps one after another, their query items together.
public struct LinkRoute: Hashable, Sendable {
  /// From the root feature's step to the case's own, at least one.
  public var steps: [LinkStep]

  public init(steps: [LinkStep]) {
    self.steps = steps
  }

  /// The case the route opens last.
  public var last: LinkStep { steps[steps.count - 1] }

  /// `receta/{id: Int}/comentarios/{pagina: Int}`.
  public var template: LinkTemplate {
    LinkTemplate(
      segments: steps.flatMap(\.link.template.segments), query: steps.flatMap(\.link.template.query))
  }

  /// How many path segments the steps before the last one take: where the
  /// case's own template starts in the whole one.
  public var leadingSegmentCount: Int {
    steps.dropLast().reduce(0) { $0 + $1.link.template.segments.count }
  }
}
