import Perception

/// What the `@ObservableState` struct expansion stores as `_$observationRegistrar`.
///
/// Stand-in: keeps the state's identity; `access`/`mutate`/`willModify`/`didModify` only
/// read and write values (no observers to notify).
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:3 (1.12.0),
//   :3 (1.14.0), :2 (1.15.0), :2 (1.16.0), :2 (1.22.0), :2 (1.25.0), :2 (1.25.2), :2 (1.25.3),
//   :2 (main)
public struct ObservationStateRegistrar: Sendable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:4 (1.12.0),
  //   :4 (1.14.0), :3 (1.15.0), :3 (1.16.0), :3 (1.22.0), :3 (1.25.0), :3 (1.25.2), :3 (1.25.3),
  //   :3 (main)
  public private(set) var id = ObservableStateID()

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:12 (1.12.0),
  //   :12 (1.14.0), :11 (1.15.0), :11 (1.16.0), :11 (1.22.0), :11 (1.25.0), :11 (1.25.2),
  //   :11 (1.25.3), :11 (main)
  public init() {}

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:13 (1.12.0),
  //   :13 (1.14.0), :12 (1.15.0), :12 (1.16.0), :12 (1.22.0), :12 (1.25.0), :12 (1.25.2),
  //   :12 (1.25.3), :12 (main)
  public mutating func _$willModify() {
    id._$willModify()
  }
}

// The registrar's calls for `Observable` subjects, which need iOS 17 (the `@ObservableState`
// expansion makes a struct both `Observable` and, through `ObservableState`, `Perceptible`), and
// the same calls, disfavoured, for `Perceptible` ones on earlier systems.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservationStateRegistrar {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:32 (1.12.0),
  //   :32 (1.14.0), :31 (1.15.0), :31 (1.16.0), :31 (1.22.0), :31 (1.25.0), :31 (1.25.2),
  //   :31 (1.25.3), :31 (main)
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {}

  #if TCA_1_22_0
    // TCA 1.22.0+: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:49 (1.22.0),
    //   :49 (1.25.0), :49 (1.25.2), :49 (1.25.3), :49 (main)
    public func mutate<Subject: Observable, Member, Value>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ value: inout Value,
      _ newValue: Value,
      _ isIdentityEqual: (Value, Value) -> Bool,
      _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
    ) {
      value = newValue
    }
  #else
    // TCA 1.12.0–1.21.1: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:50 (1.12.0),
    //   :50 (1.14.0), :49 (1.15.0), :49 (1.16.0)
    public func mutate<Subject: Observable, Member, Value>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ value: inout Value,
      _ newValue: Value,
      _ isIdentityEqual: (Value, Value) -> Bool
    ) {
      value = newValue
    }
  #endif

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:71 (1.12.0),
  //   :71 (1.14.0), :70 (1.15.0), :70 (1.16.0), :71 (1.22.0), :71 (1.25.0), :71 (1.25.2),
  //   :71 (1.25.3), :71 (main)
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:86 (1.12.0),
  //   :86 (1.14.0), :85 (1.15.0), :85 (1.16.0), :86 (1.22.0), :86 (1.25.0), :86 (1.25.2),
  //   :86 (1.25.3), :86 (main)
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  #if TCA_1_22_0
    // TCA 1.22.0+: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:100 (1.22.0),
    //   :100 (1.25.0), :100 (1.25.2), :100 (1.25.3), :100 (main)
    public func didModify<Subject: Observable, Member>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ member: inout Member,
      _ oldValue: Member,
      _ isIdentityEqual: (Member, Member) -> Bool,
      _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
    ) {}
  #else
    // TCA 1.12.0–1.21.1: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:100 (1.12.0),
    //   :100 (1.14.0), :99 (1.15.0), :99 (1.16.0)
    public func didModify<Subject: Observable, Member>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ member: inout Member,
      _ oldValue: Member,
      _ isIdentityEqual: (Member, Member) -> Bool
    ) {}
  #endif
}

extension ObservationStateRegistrar {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:120 (1.12.0),
  //   :120 (1.14.0), :119 (1.15.0), :119 (1.16.0), :128 (1.22.0), :128 (1.25.0), :128 (1.25.2),
  //   :128 (1.25.3), :128 (main)
  @_disfavoredOverload
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {}

  #if TCA_1_22_0
    // TCA 1.22.0+: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:137 (1.22.0),
    //   :137 (1.25.0), :137 (1.25.2), :137 (1.25.3), :137 (main)
    @_disfavoredOverload
    public func mutate<Subject: Perceptible, Member, Value>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ value: inout Value,
      _ newValue: Value,
      _ isIdentityEqual: (Value, Value) -> Bool,
      _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
    ) {
      value = newValue
    }
  #else
    // TCA 1.12.0–1.21.1: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:129 (1.12.0),
    //   :129 (1.14.0), :128 (1.15.0), :128 (1.16.0)
    @_disfavoredOverload
    public func mutate<Subject: Perceptible, Member, Value>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ value: inout Value,
      _ newValue: Value,
      _ isIdentityEqual: (Value, Value) -> Bool
    ) {
      value = newValue
    }
  #endif

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:147 (1.12.0),
  //   :147 (1.14.0), :146 (1.15.0), :146 (1.16.0), :156 (1.22.0), :156 (1.25.0), :156 (1.25.2),
  //   :156 (1.25.3), :156 (main)
  @_disfavoredOverload
  public func willModify<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:157 (1.12.0),
  //   :157 (1.14.0), :156 (1.15.0), :156 (1.16.0), :166 (1.22.0), :166 (1.25.0), :166 (1.25.2),
  //   :166 (1.25.3), :166 (main)
  @_disfavoredOverload
  public func willModify<Subject: Perceptible, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  #if TCA_1_22_0
    // TCA 1.22.0+: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:177 (1.22.0),
    //   :177 (1.25.0), :177 (1.25.2), :177 (1.25.3), :177 (main)
    @_disfavoredOverload
    public func didModify<Subject: Perceptible, Member>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ member: inout Member,
      _ oldValue: Member,
      _ isIdentityEqual: (Member, Member) -> Bool,
      _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
    ) {}
  #else
    // TCA 1.12.0–1.21.1: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
    // Mirrors: swift-composable-architecture
    //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:168 (1.12.0),
    //   :168 (1.14.0), :167 (1.15.0), :167 (1.16.0)
    @_disfavoredOverload
    public func didModify<Subject: Perceptible, Member>(
      _ subject: Subject,
      keyPath: KeyPath<Subject, Member>,
      _ member: inout Member,
      _ oldValue: Member,
      _ isIdentityEqual: (Member, Member) -> Bool
    ) {}
  #endif
}

/// Registrars never make two states unequal.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:16 (1.12.0),
//   :16 (1.14.0), :15 (1.15.0), :15 (1.16.0), :15 (1.22.0), :15 (1.25.0), :15 (1.25.2),
//   :15 (1.25.3), :15 (main)
extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:17 (1.12.0),
  //   :17 (1.14.0), :16 (1.15.0), :16 (1.16.0), :16 (1.22.0), :16 (1.25.0), :16 (1.25.2),
  //   :16 (1.25.3), :16 (main)
  public static func == (_: Self, _: Self) -> Bool { true }
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:18 (1.12.0),
  //   :18 (1.14.0), :17 (1.15.0), :17 (1.16.0), :17 (1.22.0), :17 (1.25.0), :17 (1.25.2),
  //   :17 (1.25.3), :17 (main)
  public func hash(into hasher: inout Hasher) {}
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:19 (1.12.0),
  //   :19 (1.14.0), :18 (1.15.0), :18 (1.16.0), :18 (1.22.0), :18 (1.25.0), :18 (1.25.2),
  //   :18 (1.25.3), :18 (main)
  public init(from decoder: any Decoder) throws { self.init() }
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift:20 (1.12.0),
  //   :20 (1.14.0), :19 (1.15.0), :19 (1.16.0), :19 (1.22.0), :19 (1.25.0), :19 (1.25.2),
  //   :19 (1.25.3), :19 (main)
  public func encode(to encoder: any Encoder) throws {}
}
