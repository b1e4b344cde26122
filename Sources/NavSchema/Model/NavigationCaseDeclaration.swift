/// One `case` declaration written inside the enum: its attributes, the
/// `@ReducerCase…` markers written by hand, and its cases — usually one,
/// several for `case a(A), b(B)`. The macro reads attributes and markers per
/// declaration, so every case of it shares them.
public struct NavigationCaseDeclaration: Hashable, Sendable {
  /// Attributes written before `case`, e.g. `@available(iOS 17, *)`.
  public var attributes: [String]
  /// The markers written by hand, after `attributes`; nil for those the
  /// cases' kinds need (`writtenMarkers`).
  public var markers: [CaseMarker]?
  /// At least one case.
  public var elements: [NavigationCase]
  /// Where the declaration is in the schema, for diagnostics.
  public var location: SourceLocation

  /// A declaration of `elements` with its attributes and, when written by hand, its markers.
  public init(
    attributes: [String] = [], markers: [CaseMarker]? = nil, elements: [NavigationCase], location: SourceLocation
  ) {
    self.attributes = attributes
    self.markers = markers
    self.elements = elements
    self.location = location
  }

  /// A declaration of one case with nothing written before it but what its kind needs.
  public init(_ navigationCase: NavigationCase, attributes: [String] = []) {
    self.init(attributes: attributes, elements: [navigationCase], location: navigationCase.location)
  }

  /// The markers before `case`: as given, or else the ones the macro cannot
  /// infer — `@ReducerCaseEphemeral` for a custom ephemeral state,
  /// `@ReducerCaseIgnored` for an ignored case with one value — each once.
  public var writtenMarkers: [CaseMarker] {
    if let markers { return markers }
    var result: [CaseMarker] = []
    // By index: `for element in elements` would copy every case.
    for index in elements.indices {
      guard let needed = elements[index].payload.markerItNeeds, !result.contains(needed) else { continue }
      result.append(needed)
    }
    return result
  }
}

/// The attributes that tell `@Reducer` how to treat a case.
public enum CaseMarker: String, Hashable, Sendable, CaseIterable {
  /// `@ReducerCaseEphemeral`: the case's state is not a reducer's (alerts, dialogs, toasts).
  case ephemeral = "ReducerCaseEphemeral"
  /// `@ReducerCaseIgnored`: the macro gives the case no reducer; its action is `Never`.
  case ignored = "ReducerCaseIgnored"

  /// `@ReducerCaseEphemeral`.
  public var attribute: String { "@\(rawValue)" }
}

extension NavigationCase.Payload {
  /// The marker a case of this kind is written with when the schema does not
  /// say: the macro infers every other kind from the payload's shape.
  var markerItNeeds: CaseMarker? {
    switch self {
    case .ephemeral: return .ephemeral
    case .ignored(let parameters, _) where parameters.count == 1: return .ignored
    default: return nil
    }
  }
}

/// A member written inside a navigation enum, in source order. The enum's
/// `members` are a tree of these (`Conditional<EnumMember>`).
public indirect enum EnumMember: Hashable, Sendable {
  /// A `case` declaration of one or more navigation cases.
  case declaration(NavigationCaseDeclaration)
  /// An alert or dialog action enum, or an explicit `Action` or `State`.
  case nestedEnum(NestedEnumDeclaration)
  /// A `@Reducer enum` of the schema written here (see `ReducerEnumPlacement`).
  case reducerEnum(ReducerEnumPlacement)

  /// The case declaration, if the member is one.
  public var declaration: NavigationCaseDeclaration? {
    if case .declaration(let declaration) = self { return declaration }
    return nil
  }

  /// The enum written inside the navigation enum, if the member is one.
  public var nestedEnum: NestedEnumDeclaration? {
    if case .nestedEnum(let nestedEnum) = self { return nestedEnum }
    return nil
  }

  public var reducerEnumPlacement: ReducerEnumPlacement? {
    if case .reducerEnum(let placement) = self { return placement }
    return nil
  }
}

/// A case with where it sits: the declaration that holds it and the `#if`
/// clauses around it. Diff and graph read cases this way.
public struct PlacedCase: Hashable, Sendable {
  /// The case itself.
  public var navigationCase: NavigationCase
  /// The declaration that holds it, with the attributes and markers it shares.
  public var declaration: NavigationCaseDeclaration
  /// Enclosing clauses, outermost first; empty outside any `#if`.
  public var clauses: [ClausePosition]

  /// The case's name.
  public var name: String { navigationCase.name }
  /// What the case carries.
  public var payload: NavigationCase.Payload { navigationCase.payload }
  /// The attributes of its declaration.
  public var attributes: [String] { declaration.attributes }
  /// The condition under which the case is compiled (see `effectiveCondition`).
  public var condition: String? { clauses.effectiveCondition }
}
