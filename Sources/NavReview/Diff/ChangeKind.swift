import NavSchema

/// What changed between two schemas. The raw values are the `kind` strings
/// of `navgen diff --format json` and never change meaning once released.
public enum ChangeKind: String, Hashable, Sendable, CaseIterable {
  case tcaReleaseChanged
  case importAdded
  case importRemoved
  case expandMacrosChanged
  case featureAdded
  case featureRemoved
  case enumAdded
  case enumRemoved
  /// The whole enum moved under `#if`, left it, or changed its condition.
  case enumConditionChanged
  case accessRaised
  case accessLowered
  /// On an enum when `case` is absent, otherwise on that case.
  case attributeAdded
  case attributeRemoved
  /// A conformance written on the enum itself (`conformances`).
  case enumConformanceAdded
  case enumConformanceRemoved
  case stateConformanceAdded
  case stateConformanceRemoved
  case actionConformanceAdded
  case actionConformanceRemoved
  /// `indirect` added to or removed from `State`, `Action` or another enum written inside the enum.
  case indirectChanged
  case caseAdded
  case caseRemoved
  case caseRenamed
  case caseOrderChanged
  case payloadKindChanged
  case payloadTypeChanged
  case initializerChanged
  /// The case moved under an `#if`.
  case conditionAdded
  /// The case left its `#if`.
  case conditionRemoved
  case conditionChanged
  /// The `@ReducerCase…` markers written by hand changed; the case's kind did not.
  case markersChanged
  /// An action of a generated alert or confirmation-dialog action enum.
  case alertActionAdded
  case alertActionRemoved
  /// The explicit `Action` case of an ignored case (the 1.25 migration pattern).
  case explicitActionAdded
  case explicitActionRemoved
  case explicitActionChanged
  /// An enum written inside the navigation enum (an action enum, an explicit `Action` or `State`).
  case nestedEnumAdded
  case nestedEnumRemoved
  case nestedEnumCaseAdded
  case nestedEnumCaseRemoved
  /// A case of a written enum changed its values or its condition.
  case nestedEnumCaseChanged
  case nestedEnumConformanceAdded
  case nestedEnumConformanceRemoved
  /// The enum's SwiftUI glue (`"swiftUI"`) appeared or went away.
  case swiftUIAdded
  case swiftUIRemoved
  /// A generated glue function (modifier, view function, stack function), by name.
  case swiftUIFunctionAdded
  case swiftUIFunctionRemoved
  case swiftUIFunctionRenamed
  /// The reducer whose store the modifier or stack function takes.
  case swiftUIParentChanged
  /// SwiftUI's `Bindable` or Perception's (`"perception"`).
  case swiftUIBindableChanged
  /// The parent's state property or action case the glue reads.
  case swiftUIStateChanged
  case swiftUIAccessRaised
  case swiftUIAccessLowered
  /// A path's view functions start or stop taking the `other` closure.
  case swiftUIOtherAdded
  case swiftUIOtherRemoved
  /// How a destination case is presented (or that it no longer is, or now is).
  case presentationChanged
  /// The view that shows a case.
  case caseViewChanged
  /// What a change does to saved values of a coded `State` or `Action`
  /// (class `persistedState`, or `compatible` when old values still decode).
  case persistedCaseRenamed
  case persistedCaseRemoved
  case persistedCaseAdded
  case persistedPayloadChanged
  /// The case moved under `#if` or changed its condition: compiled out somewhere.
  case persistedConditionChanged
  /// A case's deep link (`"link"`): class `brokenLinks` when URLs it opened stop opening it.
  case linkAdded
  case linkRemoved
  case linkChanged
  /// The file's `links`: a URL prefix, or the most screens one link opens.
  case linkPrefixAdded
  case linkPrefixRemoved
  case linkDepthChanged
  /// The site's `apple-app-site-association` file (`navgen diff --site-association`): a
  /// published pattern that no longer opens a link it opened, and a link it does not open yet.
  case publishedPatternUnmatched
  case linkNotPublished

  /// A few words for reports, e.g. "case removed".
  public var title: String {
    switch self {
    case .tcaReleaseChanged: return "TCA release changed"
    case .importAdded: return "import added"
    case .importRemoved: return "import removed"
    case .expandMacrosChanged: return "expandMacros changed"
    case .featureAdded: return "feature added"
    case .featureRemoved: return "feature removed"
    case .enumAdded: return "enum added"
    case .enumRemoved: return "enum removed"
    case .enumConditionChanged: return "enum #if changed"
    case .accessRaised: return "access raised"
    case .accessLowered: return "access lowered"
    case .attributeAdded: return "attribute added"
    case .attributeRemoved: return "attribute removed"
    case .enumConformanceAdded: return "enum conformance added"
    case .enumConformanceRemoved: return "enum conformance removed"
    case .stateConformanceAdded: return "State conformance added"
    case .stateConformanceRemoved: return "State conformance removed"
    case .actionConformanceAdded: return "Action conformance added"
    case .actionConformanceRemoved: return "Action conformance removed"
    case .indirectChanged: return "indirect changed"
    case .caseAdded: return "case added"
    case .caseRemoved: return "case removed"
    case .caseRenamed: return "case renamed"
    case .caseOrderChanged: return "case order changed"
    case .payloadKindChanged: return "payload kind changed"
    case .payloadTypeChanged: return "payload type changed"
    case .initializerChanged: return "initializer changed"
    case .conditionAdded: return "moved under #if"
    case .conditionRemoved: return "no longer under #if"
    case .conditionChanged: return "#if condition changed"
    case .markersChanged: return "markers changed"
    case .alertActionAdded: return "alert action added"
    case .alertActionRemoved: return "alert action removed"
    case .explicitActionAdded: return "explicit action added"
    case .explicitActionRemoved: return "explicit action removed"
    case .explicitActionChanged: return "explicit action changed"
    case .nestedEnumAdded: return "nested enum added"
    case .nestedEnumRemoved: return "nested enum removed"
    case .nestedEnumCaseAdded: return "nested enum case added"
    case .nestedEnumCaseRemoved: return "nested enum case removed"
    case .nestedEnumCaseChanged: return "nested enum case changed"
    case .nestedEnumConformanceAdded: return "nested enum conformance added"
    case .nestedEnumConformanceRemoved: return "nested enum conformance removed"
    case .swiftUIAdded: return "SwiftUI glue added"
    case .swiftUIRemoved: return "SwiftUI glue removed"
    case .swiftUIFunctionAdded: return "SwiftUI function added"
    case .swiftUIFunctionRemoved: return "SwiftUI function removed"
    case .swiftUIFunctionRenamed: return "SwiftUI function renamed"
    case .swiftUIParentChanged: return "SwiftUI parent changed"
    case .swiftUIBindableChanged: return "SwiftUI Bindable changed"
    case .swiftUIStateChanged: return "SwiftUI state changed"
    case .swiftUIAccessRaised: return "SwiftUI access raised"
    case .swiftUIAccessLowered: return "SwiftUI access lowered"
    case .swiftUIOtherAdded: return "other closure added"
    case .swiftUIOtherRemoved: return "other closure removed"
    case .presentationChanged: return "presentation changed"
    case .caseViewChanged: return "view changed"
    case .persistedCaseRenamed: return "saved case renamed"
    case .persistedCaseRemoved: return "saved case removed"
    case .persistedCaseAdded: return "saved case added"
    case .persistedPayloadChanged: return "saved payload changed"
    case .persistedConditionChanged: return "saved case under #if"
    case .linkAdded: return "link added"
    case .linkRemoved: return "link removed"
    case .linkChanged: return "link changed"
    case .linkPrefixAdded: return "link prefix added"
    case .linkPrefixRemoved: return "link prefix removed"
    case .linkDepthChanged: return "link depth changed"
    case .publishedPatternUnmatched: return "published pattern no longer matches"
    case .linkNotPublished: return "link not in the site file"
    }
  }
}
