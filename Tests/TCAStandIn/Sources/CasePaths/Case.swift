/// A case of an enum as a value: the root and the steps of a case key path.
///
/// `\Foo.Cases.bar` is a `KeyPath<Case<Foo>, Case<Bar>>`; each step is a dynamic member looked up
/// in the `AllCasePaths` of the enum at hand.
// Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:50 (1.5.3),
//   Sources/CasePathsCore/CasePathable.swift:49 (1.9.1)
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  private let embedValue: @Sendable (Value) -> Any
  private let extractValue: @Sendable (Any) -> Value?

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:56 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:55 (1.9.1)
  public init<Root>(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedValue = embed
    self.extractValue = { ($0 as? Root).flatMap(extract) }
  }

  /// The identity case: the whole value.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:64 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:63 (1.9.1)
  public init() {
    self.init(embed: { $0 }, extract: { $0 })
  }

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:68 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:67 (1.9.1)
  public init<Root>(_ keyPath: CaseKeyPath<Root, Value>) {
    self = Case<Root>()[keyPath: keyPath]
  }

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:84 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:71 (1.9.1)
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> Case<AppendedValue>
  where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }

  // Unconstrained on purpose: the closures then capture no `CasePathable` conformance.
  private func appending<AppendedValue>(
    _ step: AnyCasePath<Value, AppendedValue>
  ) -> Case<AppendedValue> {
    Case<AppendedValue>(
      embed: { self._embed(step.embed($0)) },
      extract: { self._extract(from: $0).flatMap(step.extract) }
    )
  }

  // Mirrors: swift-case-paths Sources/CasePathsCore/CasePathable.swift:86 (1.9.1);
  //   absent from: 1.5.3
  public func _embed(_ value: Value) -> Any {
    embedValue(value)
  }

  // Mirrors: swift-case-paths Sources/CasePathsCore/CasePathable.swift:90 (1.9.1);
  //   absent from: 1.5.3
  public func _extract(from root: Any) -> Value? {
    extractValue(root)
  }
}

/// Lets a partial case key path extract without knowing its value type.
protocol _AnyCase {
  func extractAny(from root: Any) -> Any?
}

extension Case: _AnyCase {
  func extractAny(from root: Any) -> Any? {
    _extract(from: root)
  }
}

/// A key path to a case of `Root` holding a `Value`: `\Root.Cases.someCase`.
// Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:193 (1.5.3),
//   Sources/CasePathsCore/CasePathable.swift:179 (1.9.1)
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose value type is erased.
// Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:283 (1.5.3),
//   Sources/CasePathsCore/CasePathable.swift:269 (1.9.1)
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension KeyPath {
  /// Embeds a value: `(\Foo.Cases.bar)(42) == Foo.bar(42)`.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:217 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:203 (1.9.1)
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    Case(self)._embed(value) as! Enum
  }

  /// Embeds a case without payload: `(\Foo.Cases.bar)() == Foo.bar`.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:242 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:228 (1.9.1)
  public func callAsFunction<Enum>() -> Enum
  where Root == Case<Enum>, Value == Case<Void> {
    Case(self)._embed(()) as! Enum
  }

  /// Pattern matching: `case \.bar: ...` in a `switch` over a `CasePathable` enum.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:276 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:262 (1.9.1)
  public static func ~= <Enum: CasePathable, AssociatedValue>(lhs: KeyPath, rhs: Enum) -> Bool
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    rhs[case: lhs] != nil
  }
}
