import Perception

/// What the `@ObservableState` struct expansion stores as `_$observationRegistrar`.
///
/// Stand-in: keeps the state's identity; `access`/`mutate`/`willModify`/`didModify` only
/// read and write values (no observers to notify).
public struct ObservationStateRegistrar: Sendable {
  public private(set) var id = ObservableStateID()

  public init() {}

  public mutating func _$willModify() {
    id._$willModify()
  }
}

// The registrar's calls for `Observable` subjects, which need iOS 17 (the `@ObservableState`
// expansion makes a struct both `Observable` and, through `ObservableState`, `Perceptible`), and
// the same calls, disfavoured, for `Perceptible` ones on earlier systems.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ObservationStateRegistrar {
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {}

  #if TCA_1_22_0
    // TCA 1.22.0+: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
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

  public func willModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member
  }

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
  @_disfavoredOverload
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {}

  #if TCA_1_22_0
    // TCA 1.22.0+: Sources/ComposableArchitecture/Observation/ObservationStateRegistrar.swift.
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

  @_disfavoredOverload
  public func willModify<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member
  }

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
extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}
