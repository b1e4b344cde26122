/// Mirrors `SwiftUI.Binding` (developer.apple.com/documentation/swiftui/binding): only the
/// members the glue, TCA's `scope(state:action:)` and the compile tests' views use. The public
/// `init(get:set:)` is left out (its closures are `@isolated(any) @Sendable`, which the fixture
/// could not call synchronously); the fixture builds bindings with an internal initializer.
// Mirrors: developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @usableFromInline let read: () -> Value
  @usableFromInline let write: (Value) -> Void

  init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
    self.read = read
    self.write = write
  }

  // Mirrors: developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  // Mirrors: developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  // Mirrors: developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  // Mirrors: developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      read: { self.wrappedValue[keyPath: keyPath] },
      write: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      }
    )
  }
}

/// Mirrors `SwiftUI.Bindable` (developer.apple.com/documentation/swiftui/bindable), new in iOS 17:
/// `@Bindable var store: StoreOf<Feature>` and `$store`, which TCA's `scope(state:action:)` extends.
// Mirrors: developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  private var object: Value

  // Mirrors: developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value {
    get { object }
    set { object = newValue }
  }

  // Mirrors: developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }

  // Mirrors: developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    object = wrappedValue
  }

  // Mirrors: developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    object = wrappedValue
  }

  // Mirrors: developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding<Subject>(
      read: { object[keyPath: keyPath] },
      write: { object[keyPath: keyPath] = $0 }
    )
  }
}


@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable {
  // Mirrors: developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }
}
