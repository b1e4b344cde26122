/// An enum whose cases can be reached through case key paths (`\Foo.Cases.bar`).
///
/// The `@CasePathable` macro writes `AllCasePaths` (one `AnyCasePath` property per case) and
/// `allCasePaths`; without macros, write them out as the macro would.
public protocol CasePathable {
  associatedtype AllCasePaths

  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// The root of this enum's case key paths: `\Foo.Cases.bar`.
  public typealias Cases = Case<Self>

  /// The associated value of the case named by `keyPath`, or `nil` for another case.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    Case(keyPath)._extract(from: self)
  }

  @_disfavoredOverload
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    (Case<Self>()[keyPath: keyPath] as? any _AnyCase)?.extractAny(from: self)
  }

  /// Replaces the associated value when `self` is that case; does nothing otherwise.
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
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    Self.allCasePaths[keyPath: keyPath].extract(from: self)
  }

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

  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Mutates the associated value in place; reports an issue when `self` is another case.
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
  public var `case`: PartialCaseKeyPath<Self> {
    Self.allCasePaths[self]
  }
}
