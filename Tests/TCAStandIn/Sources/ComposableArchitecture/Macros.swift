// TCA's nested macros, declared exactly as Sources/ComposableArchitecture/Macros.swift declares
// them in the release presented, so that code written with the attributes (NavGen's macro form)
// compiles here. A macro declaration needs no plugin; a use does: the tests pass one with
// `-load-plugin-executable <exe>#ComposableArchitectureMacros` (see the README). `@Reducer`,
// `@Presents`, `@ViewAction` and the struct-only observation macros are not declared.

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
