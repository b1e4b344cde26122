/// A pair of functions that embed a value into an enum case and extract it back.
// Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:9 (1.5.3),
//   Sources/CasePathsCore/AnyCasePath.swift:9 (1.9.1)
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  private let embedValue: @Sendable (Value) -> Root
  private let extractValue: @Sendable (Root) -> Value?

  // Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:18 (1.5.3),
  //   Sources/CasePathsCore/AnyCasePath.swift:18 (1.9.1)
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedValue = embed
    self.extractValue = extract
  }

  /// Used by the `@CasePathable` expansion: `._$embed(Foo.bar) { ... }`.
  // Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:26 (1.5.3),
  //   Sources/CasePathsCore/AnyCasePath.swift:26 (1.9.1)
  public static func _$embed(
    _ embed: @escaping (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) -> Self {
    // Enum case constructors are pure; the closure is only not spelled @Sendable.
    nonisolated(unsafe) let embed = embed
    return Self(embed: { embed($0) }, extract: extract)
  }

  // Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:43 (1.5.3),
  //   Sources/CasePathsCore/AnyCasePath.swift:43 (1.9.1)
  public func embed(_ value: Value) -> Root {
    embedValue(value)
  }

  // Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:51 (1.5.3),
  //   Sources/CasePathsCore/AnyCasePath.swift:51 (1.9.1)
  public func extract(from root: Root) -> Value? {
    extractValue(root)
  }
}

extension AnyCasePath where Root == Value {
  // Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:63 (1.5.3),
  //   Sources/CasePathsCore/AnyCasePath.swift:63 (1.9.1)
  public init() where Root == Value {
    self.init(embed: { $0 }, extract: { $0 })
  }
}

extension AnyCasePath {
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:510 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:507 (1.9.1)
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let path = Case(keyPath)
    self.init(embed: { path._embed($0) as! Root }, extract: { path._extract(from: $0) })
  }
}

extension AnyCasePath where Value: CasePathable {
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:545 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:523 (1.9.1)
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> AnyCasePath<Root, AppendedValue> {
    appending(Value.allCasePaths[keyPath: keyPath])
  }
}

extension AnyCasePath {
  // Unconstrained on purpose: the closures then capture no `CasePathable` conformance.
  private func appending<AppendedValue>(
    _ step: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    AnyCasePath<Root, AppendedValue>(
      embed: { self.embed(step.embed($0)) },
      extract: { self.extract(from: $0).flatMap(step.extract) }
    )
  }
}

// Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:68 (1.5.3),
//   Sources/CasePathsCore/AnyCasePath.swift:68 (1.9.1)
extension AnyCasePath: CustomDebugStringConvertible {
  // Mirrors: swift-case-paths Sources/CasePaths/AnyCasePath.swift:69 (1.5.3),
  //   Sources/CasePathsCore/AnyCasePath.swift:69 (1.9.1)
  public var debugDescription: String {
    "AnyCasePath<\(Root.self), \(Value.self)>"
  }
}
