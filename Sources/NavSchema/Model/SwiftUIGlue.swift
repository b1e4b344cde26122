/// The SwiftUI code NavGen writes around an enum that opts in with `"swiftUI"`:
/// for a destination enum, a view modifier that attaches one presentation per
/// case; for a path enum, a function that builds each screen of the stack (the
/// `destination:` of TCA's `NavigationStack(path:root:destination:)`) and,
/// when the parent is known, a function that builds the whole stack.
public struct SwiftUIGlue: Hashable, Sendable {
  /// What the enum is to its parent, which decides the glue: a modifier or view functions.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// Held in `@Presents var destination: Destination.State?`; presented with modifiers.
    case destination
    /// Held in `StackState<Path.State>`; pushed on a `NavigationStack`.
    case path
  }

  /// Which `Bindable` the generated code takes: SwiftUI's (iOS 17 and later) or
  /// Perception's back-port for apps that still target iOS 16.
  public enum Observation: String, Hashable, Sendable {
    /// `SwiftUI.Bindable` (`@Bindable var store`, iOS 17 and later).
    case swiftUI
    /// `Perception.Bindable`, with `WithPerceptionTracking` around `store.case` (iOS 16).
    case perception
  }

  /// Whether the enum is a destination (a view modifier) or a path (view functions).
  public var role: Role
  /// The reducer whose `State` and `Action` hold the enum: the feature for a
  /// feature's enums, `parent` for an enum of `enums`. Nil only for a path enum
  /// of `enums` without `parent` (then no stack function is generated).
  public var parent: TypeRef?
  /// The parent's state property that holds the enum: `destination`, `camino`.
  public var stateProperty: String
  /// The parent's action case that carries the enum's actions.
  public var actionCase: String
  /// The view modifier of a destination enum, or the screen-building function
  /// of a path enum.
  public var functionName: String
  /// The stack-building function of a path enum (unused for a destination).
  public var stackFunctionName: String
  /// Which `Bindable` the generated functions take.
  public var observation: Observation
  /// The glue's access level, never above the enum's.
  public var access: AccessLevel
  /// Where the `swiftUI` key is in the schema, for diagnostics.
  public var location: SourceLocation

  /// The glue of one enum, with every name already resolved from its defaults.
  public init(
    role: Role,
    parent: TypeRef?,
    stateProperty: String,
    actionCase: String,
    functionName: String,
    stackFunctionName: String = SwiftUIGlue.defaultStackFunctionName,
    observation: Observation = .swiftUI,
    access: AccessLevel,
    location: SourceLocation
  ) {
    self.role = role
    self.parent = parent
    self.stateProperty = stateProperty
    self.actionCase = actionCase
    self.functionName = functionName
    self.stackFunctionName = stackFunctionName
    self.observation = observation
    self.access = access
    self.location = location
  }

  /// A path enum's screen-building function: `Tienda.Camino.view(store)`.
  public static let defaultPathFunctionName = "view"
  /// A path enum's stack-building function: `Tienda.Camino.navigationStack($store) { ... }`.
  public static let defaultStackFunctionName = "navigationStack"

  /// The parent's property for an enum: its name with the leading capitals
  /// lowered, as Swift names values (`Destination` → `destination`).
  public static func defaultStateProperty(forEnumNamed name: String) -> String {
    ShorthandCaseName.derive(fromTypeName: name)
  }

  /// True when a stack-building function is generated: a path enum whose parent is known.
  public var hasStackFunction: Bool { role == .path && parent != nil }
}

/// How one case appears in the SwiftUI glue, as the schema says it; what the
/// glue then writes for the case is `NavigationCase.glueItem(in:)`.
public struct CaseGlue: Hashable, Sendable {
  /// Which view shows a child feature's case.
  public enum View: Hashable, Sendable {
    /// `<ReducerType>View`, initialised with `store:`.
    case conventional
    /// A view type of the app's, initialised with `store:`.
    case named(TypeRef)
    /// `"view": false`: the glue leaves the case to the app.
    case omitted
  }

  /// The view of a child feature's case: the conventional name, a named type, or none.
  public var view: View
  /// Nil picks the case kind's default (`sheet` for a child feature).
  public var presentation: Presentation?

  /// The case's glue settings (the defaults unless given).
  public init(view: View = .conventional, presentation: Presentation? = nil) {
    self.view = view
    self.presentation = presentation
  }
}

/// How a destination case is presented: SwiftUI's item-driven modifiers for
/// child features, TCA's store-driven `alert(_:)` / `confirmationDialog(_:)`
/// for alert and dialog state.
public enum Presentation: String, Hashable, Sendable, CaseIterable {
  /// SwiftUI's `sheet(item:)`: the default for a child feature.
  case sheet
  /// SwiftUI's `fullScreenCover(item:)` (not on macOS).
  case fullScreenCover
  /// SwiftUI's `popover(item:)` (not on tvOS or watchOS).
  case popover
  /// `navigationDestination(item:)`: pushed onto the enclosing stack.
  case navigationDestination
  /// TCA's store-driven `alert(_:)`, for alert state.
  case alert
  /// TCA's store-driven `confirmationDialog(_:)`, for dialog state.
  case confirmationDialog

  /// The presentations that show a child feature's view.
  public static let forChildFeatures: [Presentation] = [.sheet, .fullScreenCover, .popover, .navigationDestination]

  /// True for the presentations that take a view builder.
  public var showsView: Bool { Self.forChildFeatures.contains(self) }

  /// What a TCA developer reaches for first for a child feature.
  public static let defaultForChildFeature = Presentation.sheet
}
