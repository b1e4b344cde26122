// TCA's nested macros, declared exactly as Sources/ComposableArchitecture/Macros.swift declares
// them in the release presented, so that code written with the attributes (NavGen's macro form)
// compiles here. A macro declaration needs no plugin; a use does: the tests pass one with
// `-load-plugin-executable <exe>#ComposableArchitectureMacros` (see the README). `@Reducer` is
// declared for NavGen's hand-written form; its plugin expands it on enums only. `@Presents`,
// `@ViewAction` and the struct-only observation macros are not declared.

/// Writes the members of a reducer: for an enum, `State`, `Action`, `body`, `CaseScope` and
/// `scope(_:)`, and the `Reducer, CaseReducer` extension. TCA 1.12.0 to main:
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Macros.swift:18 (1.12.0),
//   :18 (1.14.0), :18 (1.15.0), :18 (1.16.0), :18 (1.22.0), :18 (1.25.0), :18 (1.25.2),
//   :18 (1.25.3), :18 (main)
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
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Macros.swift:42 (1.25.0),
  //   :42 (1.25.2), :42 (1.25.3), :42 (main)
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
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Macros.swift:53 (1.25.0),
  //   :53 (1.25.2), :53 (1.25.3), :53 (main)
  @available(*, deprecated, message: "Define your conformance using an extension, instead")
  public struct _SynthesizedConformance: Sendable {}

  @available(*, deprecated, message: "Define your conformance using an extension, instead")
  extension _SynthesizedConformance {
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:59 (1.25.0), :59 (1.25.2), :59 (1.25.3),
    //   :59 (main)
    public static let codable = Self()
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:62 (1.25.0), :62 (1.25.2), :62 (1.25.3),
    //   :62 (main)
    public static let decodable = Self()
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:65 (1.25.0), :65 (1.25.2), :65 (1.25.3),
    //   :65 (main)
    public static let encodable = Self()
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:68 (1.25.0), :68 (1.25.2), :68 (1.25.3),
    //   :68 (main)
    public static let equatable = Self()
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:71 (1.25.0), :71 (1.25.2), :71 (1.25.3),
    //   :71 (main)
    public static let hashable = Self()
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:74 (1.25.0), :74 (1.25.2), :74 (1.25.3),
    //   :74 (main)
    public static let sendable = Self()
  }
#else
  /// `@Reducer` with conformances for the `State` and `Action` it writes. TCA 1.12.0–1.22.3.
  // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Macros.swift:41 (1.12.0),
  //   :41 (1.14.0), :41 (1.15.0), :48 (1.16.0), :48 (1.22.0)
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
  #if TCA_1_16_0
    // TCA 1.16.0–1.22.3: soft-deprecated (`deprecated: 9999`, under `#if compiler(>=6)`).
    @available(iOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
    @available(macOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
    @available(tvOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
    @available(watchOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
  #endif
  public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
    #externalMacro(
      module: "ComposableArchitectureMacros", type: "ReducerMacro"
    )

  #if TCA_1_15_0
    /// The conformances `@Reducer(state:action:)` takes. TCA 1.15.0–1.22.3 (`Sendable` from 1.15.0).
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:51 (1.15.0), :65 (1.16.0), :65 (1.22.0)
    #if TCA_1_16_0
      // TCA 1.16.0–1.22.3: soft-deprecated (`deprecated: 9999`, under `#if compiler(>=6)`).
      @available(iOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
      @available(macOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
      @available(tvOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
      @available(watchOS, deprecated: 9999, message: "Define your conformance via extension, instead.")
    #endif
    public struct _SynthesizedConformance: Sendable {}

    extension _SynthesizedConformance {
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:56 (1.15.0), :70 (1.16.0), :70 (1.22.0)
      public static let codable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:59 (1.15.0), :73 (1.16.0), :73 (1.22.0)
      public static let decodable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:62 (1.15.0), :76 (1.16.0), :76 (1.22.0)
      public static let encodable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:65 (1.15.0), :79 (1.16.0), :79 (1.22.0)
      public static let equatable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:68 (1.15.0), :82 (1.16.0), :82 (1.22.0)
      public static let hashable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:71 (1.15.0), :85 (1.16.0), :85 (1.22.0)
      public static let sendable = Self()
    }
  #else
    /// The conformances `@Reducer(state:action:)` takes. TCA 1.12.0–1.14.0.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Macros.swift:51 (1.12.0), :51 (1.14.0)
    public struct _SynthesizedConformance {}

    extension _SynthesizedConformance {
      // TCA before 1.15.0 builds in Swift 5 mode, which accepts these non-`Sendable` statics;
      // the stand-in builds in Swift 6 mode and says so with `nonisolated(unsafe)`.
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:56 (1.12.0), :56 (1.14.0)
      nonisolated(unsafe) public static let codable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:59 (1.12.0), :59 (1.14.0)
      nonisolated(unsafe) public static let decodable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:62 (1.12.0), :62 (1.14.0)
      nonisolated(unsafe) public static let encodable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:65 (1.12.0), :65 (1.14.0)
      nonisolated(unsafe) public static let equatable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:68 (1.12.0), :68 (1.14.0)
      nonisolated(unsafe) public static let hashable = Self()
      // Mirrors: swift-composable-architecture
      //   Sources/ComposableArchitecture/Macros.swift:71 (1.12.0), :71 (1.14.0)
      nonisolated(unsafe) public static let sendable = Self()
    }
  #endif
#endif

/// Marks a case of an enum reducer whose state is ephemeral (`AlertState`, a custom
/// `_EphemeralState`). TCA 1.12.0 to main: Sources/ComposableArchitecture/Macros.swift.
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Macros.swift:94 (1.12.0),
//   :94 (1.14.0), :94 (1.15.0), :108 (1.16.0), :108 (1.22.0), :97 (1.25.0), :97 (1.25.2),
//   :97 (1.25.3), :97 (main)
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an enum reducer that holds plain data rather than a feature. TCA 1.12.0 to
/// main: Sources/ComposableArchitecture/Macros.swift.
// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Macros.swift:112 (1.12.0),
//   :112 (1.14.0), :112 (1.15.0), :126 (1.16.0), :126 (1.22.0), :115 (1.25.0), :115 (1.25.2),
//   :115 (1.25.3), :115 (main)
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

#if TCA_1_22_0
  /// Makes a type `ObservableState` and `Observable`. TCA 1.22.0 to main:
  /// Sources/ComposableArchitecture/Macros.swift (the member names gain
  /// `shouldNotifyObservers`).
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Macros.swift:135 (1.22.0), :124 (1.25.0), :124 (1.25.2),
  //   :124 (1.25.3), :124 (main)
  @attached(extension, conformances: Observable, ObservableState)
  @attached(
    member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
    named(shouldNotifyObservers))
  @attached(memberAttribute)
  public macro ObservableState() =
    #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")
#else
  /// Makes a type `ObservableState` and `Observable`. TCA 1.12.0–1.21.1:
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Macros.swift:119 (1.12.0), :119 (1.14.0), :119 (1.15.0),
  //   :133 (1.16.0)
  @attached(extension, conformances: Observable, ObservableState)
  @attached(member, names: named(_$id), named(_$observationRegistrar), named(_$willModify))
  @attached(memberAttribute)
  public macro ObservableState() =
    #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")
#endif
