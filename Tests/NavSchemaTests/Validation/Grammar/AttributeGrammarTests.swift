import Testing

@Suite("Grammar: attributes")
struct AttributeGrammarTests {
  typealias G = GrammarTestSupport

  @Test(arguments: [
    ("@available(iOS 17, *)", "@available(iOS 17, *)"),
    ("@available(iOS 17,*)", "@available(iOS 17, *)"),
    ("@available( iOS 17 , * )", "@available(iOS 17, *)"),
    ("@available(macOS 14, iOS 17.0.1, *)", "@available(macOS 14, iOS 17.0.1, *)"),
    ("@MainActor", "@MainActor"),
    (#"@available(*, deprecated, message: "Use Foo instead")"#, #"@available(*, deprecated, message: "Use Foo instead")"#),
    ("@available(swift, introduced: 5.9)", "@available(swift, introduced: 5.9)"),
    ("@objc(foo:bar:)", "@objc(foo:bar:)"),
    ("@_spi(Internal)", "@_spi(Internal)"),
    ("@Module.Wrapper", "@Module.Wrapper"),
    ("@Foo()", "@Foo()"),
    ("@Foo(a(b, c), d)", "@Foo(a(b, c), d)"),
    ("@_specialize(where T == Int)", "@_specialize(where T == Int)"),
    ("@backDeployed(before: iOS 17)", "@backDeployed(before: iOS 17)"),
  ])
  func acceptsAndNormalizes(text: String, normalized: String) {
    #expect(G.attribute(text) == .accepted(normalized))
  }

  @Test(arguments: ["Reducer", "CasePathable", "ObservableState"])
  func refusesTheAttributesNavGenWrites(name: String) {
    #expect(G.attribute("@\(name)") == .rejected("'@\(name)' is written by NavGen itself and cannot be given in 'attributes'"))
  }

  @Test(arguments: ["ReducerCaseEphemeral", "ReducerCaseIgnored"])
  func refusesMarkersAndSaysWhereTheyGo(name: String) {
    #expect(G.attribute("@\(name)") == .rejected(
      "'@\(name)' is written by NavGen itself and cannot be given in 'attributes'; a case's markers go in its 'markers'"))
  }

  @Test func refusesQualifiedNavGenAttributes() {
    #expect(G.attribute("@ComposableArchitecture.Reducer(state: .equatable)") == .rejected(
      "'@ComposableArchitecture.Reducer' is written by NavGen itself and cannot be given in 'attributes'"))
  }

  @Test(arguments: [
    ("available(iOS 17)", "an attribute must start with '@' in attribute 'available(iOS 17)'"),
    ("@ available", "expected an attribute name right after '@', found 'available' in attribute '@ available'"),
    ("@available(iOS 17, *", "unbalanced '(' in attribute '@available(iOS 17, *'"),
    ("@available(iOS 17) var x", "unexpected 'var' in attribute '@available(iOS 17) var x'"),
    ("@available(iOS 17) @MainActor", "attributes are not allowed in attribute '@available(iOS 17) @MainActor'"),
    ("@available(iOS 17; x)", "';' is not allowed in the arguments in attribute '@available(iOS 17; x)'"),
    ("@Foo({ x })", "'{' is not allowed in the arguments in attribute '@Foo({ x })'"),
    ("@Foo(a + b)", "'+' is not allowed in the arguments in attribute '@Foo(a + b)'"),
    (#"@available(*, message: "a\nb")"#, #"backslashes and interpolation are not allowed in string literals in attribute '@available(*, message: "a\nb")'"#),
    ("@available(iOS 17)\n@MainActor", "line breaks are not allowed in attribute '@available(iOS 17)\\n@MainActor'"),
    ("@class", "'class' is a Swift keyword and cannot appear in attribute '@class'"),
    ("@#available", "'#' is not allowed in attribute '@#available'"),
    ("@", "expected an attribute name right after '@', found end of text in attribute '@'"),
    ("", "empty attribute"),
  ])
  func rejectsWithAPreciseMessage(text: String, message: String) {
    #expect(G.attribute(text) == .rejected(message))
  }
}
