// TCA's nested macros, declared exactly as Sources/ComposableArchitecture/Macros.swift declares
// them in the release presented, so that code written with the attributes (NavGen's macro form)
// compiles here. A macro declaration needs no plugin; a use does: the tests pass one with
// `-load-plugin-executable <exe>#ComposableArchitectureMacros` (see the README). `@Reducer` is
// declared for NavGen's hand-written form; its plugin expands it on enums only. `@Presents`,
// `@ViewAction` and the struct-only observation macros are not declared.

/// Writes the members of a reducer: for an enum, `State`, `Action`, `body`, `CaseScope` and
/// `scope(_:)`, and the `Reducer, CaseReducer` extension. TCA 1.12.0 to main:
/// Sources/ComposableArchitecture/Macros.swift.
@attached(
  member,
  names:
    named(State),
  named(Action),
  named(init),
  named(body),
  named(CaseScope),
  named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(
    module: "ComposableArchitectureMacros", type: "ReducerMacro"
  )

#if TCA_1_25_0
  /// `@Reducer` with conformances for the `State` and `Action` it writes. TCA 1.23.0 to main
  /// deprecate it (under `#if compiler(>=6)`, always true here); the stand-in has no boundary at
  /// 1.23.0, so its copies presenting 1.23.0–1.24.1 lack the warning (no API changes there).
  @attached(
    member,
    names:
      named(State),
    named(Action),
    named(init),
    named(body),
    named(CaseScope),
    named(scope)
  )
  @attached(memberAttribute)
  @attached(extension, conformances: Reducer, CaseReducer)
  @available(*, deprecated, message: "Define your conformance using an extension, instead")
  public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
    #externalMacro(
      module: "ComposableArchitectureMacros", type: "ReducerMacro"
    )

  /// The conformances `@Reducer(state:action:)` takes. TCA 1.23.1 to main.
  @available(*, deprecated, message: "Define your conformance using an extension, instead")
  public struct _SynthesizedConformance: Sendable {}

  @available(*, deprecated, message: "Define your conformance using an extension, instead")
  extension _SynthesizedConformance {
    public static let codable = Self()
    public static let decodable = Self()
    public static let encodable = Self()
    public static let equatable = Self()
    public static let hashable = Self()
    public static let sendable = Self()
  }
#else
  /// `@Reducer` with conformances for the `State` and `Action` it writes. TCA 1.12.0–1.22.3.
  @attached(
    member,
    names:
      named(State),
    named(Action),
    named(init),
    named(body),
    named(CaseScope),
    named(scope)
  )
  @attached(memberAttribute)
  @attached(extension, conformances: Reducer, CaseReducer)
  public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
    #externalMacro(
      module: "ComposableArchitectureMacros", type: "ReducerMacro"
    )

  #if TCA_1_15_0
    /// The conformances `@Reducer(state:action:)` takes. TCA 1.15.0–1.22.3 (`Sendable` from 1.15.0).
    public struct _SynthesizedConformance: Sendable {}

    extension _SynthesizedConformance {
      public static let codable = Self()
      public static let decodable = Self()
      public static let encodable = Self()
      public static let equatable = Self()
      public static let hashable = Self()
      public static let sendable = Self()
    }
  #else
    /// The conformances `@Reducer(state:action:)` takes. TCA 1.12.0–1.14.0.
    public struct _SynthesizedConformance {}

    extension _SynthesizedConformance {
      // TCA before 1.15.0 builds in Swift 5 mode, which accepts these non-`Sendable` statics;
      // the stand-in builds in Swift 6 mode and says so with `nonisolated(unsafe)`.
      nonisolated(unsafe) public static let codable = Self()
      nonisolated(unsafe) public static let decodable = Self()
      nonisolated(unsafe) public static let encodable = Self()
      nonisolated(unsafe) public static let equatable = Self()
      nonisolated(unsafe) public static let hashable = Self()
      nonisolated(unsafe) public static let sendable = Self()
    }
  #endif
#endif

/// Marks a case of an enum reducer whose state is ephemeral (`AlertState`, a custom
/// `_EphemeralState`). TCA 1.12.0 to main: Sources/ComposableArchitecture/Macros.swift.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an enum reducer that holds plain data rather than a feature. TCA 1.12.0 to
/// main: Sources/ComposableArchitecture/Macros.swift.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

#if TCA_1_22_0
  /// Makes a type `ObservableState` and `Observable`. TCA 1.22.0 to main:
  /// Sources/ComposableArchitecture/Macros.swift (the member names gain
  /// `shouldNotifyObservers`).
  @attached(extension, conformances: Observable, ObservableState)
  @attached(
    member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
    named(shouldNotifyObservers))
  @attached(memberAttribute)
  public macro ObservableState() =
    #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")
#else
  /// Makes a type `ObservableState` and `Observable`. TCA 1.12.0–1.21.1:
  /// Sources/ComposableArchitecture/Macros.swift.
  @attached(extension, conformances: Observable, ObservableState)
  @attached(member, names: named(_$id), named(_$observationRegistrar), named(_$willModify))
  @attached(memberAttribute)
  public macro ObservableState() =
    #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")
#endif
