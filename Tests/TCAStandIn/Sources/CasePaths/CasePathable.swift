/// An enum whose cases can be reached through case key paths (`\Foo.Cases.bar`).
///
/// The `@CasePathable` macro writes `AllCasePaths` (one `AnyCasePath` property per case) and
/// `allCasePaths`; without macros, write them out as the macro would.
// Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:38 (1.5.3),
//   Sources/CasePathsCore/CasePathable.swift:37 (1.9.1)
public protocol CasePathable {
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:40 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:39 (1.9.1)
  associatedtype AllCasePaths

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:43 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:42 (1.9.1)
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// The root of this enum's case key paths: `\Foo.Cases.bar`.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:318 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:304 (1.9.1)
  public typealias Cases = Case<Self>

  /// The associated value of the case named by `keyPath`, or `nil` for another case.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:340 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:326 (1.9.1)
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    Case(keyPath)._extract(from: self)
  }

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:346 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:332 (1.9.1)
  @_disfavoredOverload
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    (Case<Self>()[keyPath: keyPath] as? any _AnyCase)?.extractAny(from: self)
  }

  /// Replaces the associated value when `self` is that case; does nothing otherwise.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:374 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:360 (1.9.1)
  @_disfavoredOverload
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value {
    @available(*, unavailable)
    get { fatalError() }
    set {
      let path = Case(keyPath)
      guard path._extract(from: self) != nil else { return }
      self = path._embed(newValue) as! Self
    }
  }

  /// `value.bar` reads the payload of case `bar` (types marked `@dynamicMemberLookup`).
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:404 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:390 (1.9.1)
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    Self.allCasePaths[keyPath: keyPath].extract(from: self)
  }

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:422 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:408 (1.9.1)
  @_disfavoredOverload
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value {
    @available(*, unavailable)
    get { fatalError() }
    set {
      let path = Self.allCasePaths[keyPath: keyPath]
      guard path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }

  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:453 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:439 (1.9.1)
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Mutates the associated value in place; reports an issue when `self` is another case.
  // Mirrors: swift-case-paths Sources/CasePaths/CasePathable.swift:479 (1.5.3),
  //   Sources/CasePathsCore/CasePathable.swift:469 (1.9.1)
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = Case(keyPath)
    guard var value = path._extract(from: self) else {
      reportIssue("Can't modify '\(self)' via 'CaseKeyPath<\(Self.self), \(Value.self)>'")
      return
    }
    yield(&value)
    self = path._embed(value) as! Self
  }
}

extension CasePathable where AllCasePaths: CasePathReflectable<Self> {
  /// The case key path of the case `self` currently is.
  // Mirrors: swift-case-paths Sources/CasePathsCore/CasePathable.swift:498 (1.9.1);
  //   absent from: 1.5.3
  public var `case`: PartialCaseKeyPath<Self> {
    Self.allCasePaths[self]
  }
}
