import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Each test puts the cases under test in one top-level enum starting at
/// line 4, one case per line, so positions are easy to read.
@Suite("Loader diagnostics: cases")
struct CaseDiagnosticsTests {
  typealias L = LoaderTestSupport

  /// A schema whose only enum, `Destino`, has `cases` (one per line from line 4).
  static func schema(cases: [String]) -> String {
    """
    {
      "version": 1,
      "enums": [{ "name": "Destino", "cases": [
    \(cases.map { "    " + $0 }.joined(separator: ",\n"))
      ] }]
    }
    """
  }

  static func diagnostics(_ cases: String...) -> [String] {
    L.diagnostics(schema(cases: cases))
  }

  @Test func caseOfTheWrongType() {
    #expect(Self.diagnostics("42") == ["4:5: error: expected a string or an object for a case, found a number"])
  }

  @Test func caseNeedsAName() {
    #expect(Self.diagnostics(#"{ "reducer": "Autor" }"#) == ["4:5: error: missing required key 'name' in case"])
  }

  @Test func caseNameMustBeAString() {
    #expect(Self.diagnostics(#"{ "name": true }"#) == ["4:15: error: expected a string for 'name', found a boolean"])
  }

  @Test func keywordCaseName() {
    #expect(Self.diagnostics(#"{ "name": "class" }"#) == ["4:15: error: 'class' is a Swift keyword and cannot name a case"])
  }

  @Test func invalidCaseName() {
    #expect(Self.diagnostics(#"{ "name": "mi-caso" }"#) == [
      "4:15: error: 'mi-caso' is not a valid case name: '-' cannot appear in a Swift identifier"
    ])
  }

  @Test(arguments: [
    ("body", "the static 'body' property that @Reducer adds to the enum"),
    ("scope", "the static 'scope(_:)' function that @Reducer adds to the enum"),
    ("allCasePaths", "the static 'allCasePaths' property that @CasePathable adds"),
    ("makeIterator", "the 'makeIterator()' function of the 'AllCasePaths' type that @CasePathable adds"),
    ("State", "the 'State' enum that @Reducer adds to the enum"),
    ("StateReducer", "the 'StateReducer' type alias that @Reducer adds to 'State'"),
    ("Cases", "the 'Cases' type that CasePathable gives 'State' and 'Action' (used by '\\Self.State.Cases')"),
    ("ComposableArchitecture", "the 'ComposableArchitecture' module that the expansion names in qualified types"),
  ])
  func reservedCaseNames(name: String, member: String) {
    #expect(Self.diagnostics(#"{ "name": "\#(name)" }"#) == ["4:15: error: case name '\(name)' clashes with \(member)"])
  }

  @Test func unknownCaseKeyWithSuggestion() {
    #expect(Self.diagnostics(#"{ "name": "autor", "reduce": "Autor" }"#) == [
      "4:24: error: unknown key 'reduce' in case; did you mean 'reducer'?"
    ])
  }

  @Test func swappedLettersStillGetASuggestion() {
    #expect(Self.diagnostics(#"{ "name": "autor", "reudcer": "Autor" }"#) == [
      "4:24: error: unknown key 'reudcer' in case; did you mean 'reducer'?"
    ])
  }

  @Test func duplicateCaseNames() {
    #expect(Self.diagnostics(#"{ "name": "autor", "reducer": "Autor" }"#, #""Perfil""#, #"{ "name": "autor" }"#) == [
      "6:15: error: duplicate case 'autor' in enum 'Destino'; the first is at line 4, column 15"
    ])
  }

  @Test func shorthandAndObjectCollide() {
    #expect(Self.diagnostics(#""Articles.Perfil""#, #"{ "name": "perfil", "reducer": "Perfil" }"#) == [
      "5:15: error: duplicate case 'perfil' in enum 'Destino'; the first is at line 4, column 5"
    ])
  }

  @Test func shorthandMustBeAPlainTypeName() {
    #expect(Self.diagnostics(#""Lista<Item>""#, #""[Item]""#) == [
      "4:5: error: a shorthand case must be a plain type name such as 'Producto' or 'Articles.Body'; write 'Lista<Item>' as an object with 'name' and 'reducer'",
      "5:5: error: a shorthand case must be a plain type name such as 'Producto' or 'Articles.Body'; write '[Item]' as an object with 'name' and 'reducer'",
    ])
  }

  @Test func invalidShorthand() {
    #expect(Self.diagnostics(#""Foo(bar""#, #""A.class""#) == [
      "4:5: error: unbalanced '(' in type 'Foo(bar'",
      "5:5: error: 'class' is a Swift keyword and cannot appear in type 'A.class'",
    ])
  }

  @Test func shorthandDerivingAKeyword() {
    #expect(Self.diagnostics(#""Default""#) == [
      "4:5: error: 'default' (derived from 'Default') is a Swift keyword and cannot name a case"
    ])
  }

  @Test func shorthandDerivingAReservedName() {
    #expect(Self.diagnostics(#""Articles.Body""#) == [
      "4:5: error: case name 'body' (derived from 'Articles.Body') clashes with the static 'body' property that @Reducer adds to the enum"
    ])
  }

  @Test func twoPayloadKinds() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": "X", "alert": "A", "ignored": "URL" }"#) == [
      "4:36: error: case 'x' has more than one payload kind: 'reducer' and 'alert'; use only one of 'reducer', 'alert', 'confirmationDialog', 'ephemeral', 'ignored'",
      "4:50: error: case 'x' has more than one payload kind: 'reducer' and 'ignored'; use only one of 'reducer', 'alert', 'confirmationDialog', 'ephemeral', 'ignored'",
    ])
  }

  @Test func initializerWithoutReducer() {
    #expect(Self.diagnostics(#"{ "name": "x", "ignored": "URL", "initializer": "URL(string: \"a\")" }"#) == [
      "4:38: error: 'initializer' is only valid together with 'reducer'"
    ])
  }

  @Test func initializerOnACaseWithoutPayload() {
    #expect(Self.diagnostics(#"{ "name": "x", "initializer": "X()" }"#) == [
      "4:20: error: 'initializer' is only valid together with 'reducer'"
    ])
  }

  @Test func invalidInitializer() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": "X", "initializer": "X(modo: .a" }"#) == [
      "4:51: error: unbalanced '(' in initializer 'X(modo: .a'"
    ])
  }

  @Test func actionWithoutIgnored() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": "X", "action": "A" }"#) == [
      "4:36: error: 'action' is only valid together with 'ignored'"
    ])
  }

  @Test func actionWithSeveralIgnoredParameters() {
    #expect(Self.diagnostics(#"{ "name": "x", "ignored": ["A", "b: B"], "action": "A" }"#) == [
      "4:46: error: 'action' needs 'ignored' with exactly one parameter, found 2"
    ])
  }

  @Test func invalidActionType() {
    #expect(Self.diagnostics(#"{ "name": "x", "ignored": "AlertState<A>", "action": "(A, B)" }"#) == [
      "4:58: error: expected a nominal type for 'action' such as 'Autor' or 'Articles.Body', found '(A, B)'"
    ])
  }

  @Test func reducerMustBeNominal() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": "[Autor]" }"#, #"{ "name": "y", "reducer": "Any" }"#) == [
      "4:31: error: expected a nominal type for 'reducer' such as 'Autor' or 'Articles.Body', found '[Autor]'",
      "5:31: error: expected a nominal type for 'reducer' such as 'Autor' or 'Articles.Body', found 'Any'",
    ])
  }

  @Test func reducerMustBeAString() {
    #expect(Self.diagnostics(#"{ "name": "x", "reducer": ["Autor"] }"#) == [
      "4:31: error: expected a string for 'reducer', found an array"
    ])
  }

  @Test func invalidEphemeralType() {
    #expect(Self.diagnostics(#"{ "name": "toast", "ephemeral": "some ToastState" }"#) == [
      "4:37: error: opaque types ('some') are not allowed in type 'some ToastState'"
    ])
  }

  @Test func invalidAlertActionType() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": "Alerta?" }"#, #"{ "name": "y", "confirmationDialog": 1 }"#) == [
      "4:29: error: expected a nominal type for 'alert' such as 'Autor' or 'Articles.Body', found 'Alerta?'",
      "5:42: error: expected a string or an object for 'confirmationDialog', found a number",
    ])
  }

  @Test func generatedActionsNeedNameAndActions() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": { "actions": ["ok"] } }"#, #"{ "name": "y", "alert": { "name": "Y" } }"#) == [
      "4:29: error: missing required key 'name' in 'alert'",
      "5:29: error: missing required key 'actions' in 'alert'",
    ])
  }

  @Test func unknownKeyInGeneratedActions() {
    #expect(Self.diagnostics(#"{ "name": "x", "confirmationDialog": { "name": "X", "action": ["a"] } }"#) == [
      "4:42: error: missing required key 'actions' in 'confirmationDialog'",
      "4:57: error: unknown key 'action' in 'confirmationDialog'; did you mean 'actions'?",
    ])
  }

  @Test func emptyActions() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": { "name": "A", "actions": [] } }"#) == [
      "4:55: error: 'actions' must list at least one action"
    ])
  }

  @Test func duplicateAndInvalidActions() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": { "name": "A", "actions": ["ok", "default", "ok", "allCasePaths"] } }"#) == [
      "4:62: error: 'default' is a Swift keyword and cannot name an action",
      "4:73: error: duplicate action 'ok'; the first is at line 4, column 56",
      "4:79: error: action name 'allCasePaths' clashes with the static 'allCasePaths' property that @CasePathable adds",
    ])
  }

  @Test func reservedActionEnumName() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": { "name": "Action", "actions": ["ok"] } }"#) == [
      "4:39: error: 'Action' is reserved: the @Reducer macro declares a type named 'Action' there; choose another action enum name"
    ])
  }

  @Test func actionEnumNamedElement() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": { "name": "Element", "actions": ["ok"] } }"#) == [
      "4:39: error: 'Element' cannot name a generated action enum: inside the 'AllCasePaths' sequence that @CasePathable adds, 'Element' means the sequence's element; choose another action enum name"
    ])
  }

  @Test func generatedActionEnumTwiceWithDifferentActions() {
    #expect(Self.diagnostics(
      #"{ "name": "x", "alert": { "name": "Alerta", "actions": ["ok"] } }"#,
      #"{ "name": "y", "confirmationDialog": { "name": "Alerta", "actions": ["ok", "no"] } }"#) == [
      "5:52: error: action enum 'Alerta' is generated twice with different actions; the first is at line 4, column 39"
    ])
  }

  @Test func generatedActionEnumSharedWithIdenticalActionsIsFine() throws {
    let schema = try L.schema(Self.schema(cases: [
      #"{ "name": "x", "alert": { "name": "Alerta", "actions": ["ok"] } }"#,
      #"{ "name": "y", "alert": { "name": "Alerta", "actions": ["ok"] } }"#,
    ]))
    #expect(schema.enums[0].generatedActionEnums == [GeneratedActionEnum(name: "Alerta", actions: ["ok"])])
  }

  @Test func generatedActionEnumNamedLikeACase() {
    #expect(Self.diagnostics(#"{ "name": "Aviso" }"#, #"{ "name": "x", "alert": { "name": "Aviso", "actions": ["ok"] } }"#) == [
      "5:39: error: generated action enum 'Aviso' has the same name as the case at line 4"
    ])
  }

  @Test func generatedActionEnumNamedLikeItsEnum() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": { "name": "Destino", "actions": ["ok"] } }"#) == [
      "4:39: error: generated action enum 'Destino' has the same name as the enum that contains it"
    ])
  }

  @Test func generatedActionEnumHidingAReferencedType() {
    #expect(Self.diagnostics(#""Autor""#, #"{ "name": "x", "alert": { "name": "Autor", "actions": ["ok"] } }"#) == [
      "5:39: error: generated action enum 'Autor' would hide the type 'Autor' used by the payload of case 'autor'; choose another name"
    ])
  }

  @Test func ignoredMustBeAStringOrAnArray() {
    #expect(Self.diagnostics(#"{ "name": "x", "ignored": {} }"#) == [
      "4:31: error: expected a string or an array for 'ignored', found an object"
    ])
  }

  @Test func emptyIgnoredList() {
    #expect(Self.diagnostics(#"{ "name": "x", "ignored": [] }"#) == ["4:31: error: 'ignored' must list at least one parameter"])
  }

  @Test func invalidIgnoredParameters() {
    #expect(Self.diagnostics(#"{ "name": "x", "ignored": ["Meeting", "for: SyncUp", 3, "(Int) -> Void"] }"#) == [
      "4:43: error: 'for' is a Swift keyword and cannot appear in parameter 'for: SyncUp'",
      "4:58: error: expected a string in 'ignored', found a number",
      "4:61: error: function types are not allowed in parameter '(Int) -> Void'",
    ])
  }

  @Test func invalidCondition() {
    #expect(Self.diagnostics(#"{ "name": "x", "if": "DEBUG &&" }"#, #"{ "name": "y", "if": 1 }"#) == [
      "4:26: error: missing condition after '&&' in condition 'DEBUG &&'",
      "5:26: error: expected a string for 'if', found a number",
    ])
  }

  @Test func invalidCaseAttributes() {
    #expect(Self.diagnostics(#"{ "name": "x", "attributes": ["@ReducerCaseIgnored", "available(iOS 17)"] }"#, #"{ "name": "y", "attributes": "@MainActor" }"#) == [
      "4:35: error: '@ReducerCaseIgnored' is written by NavGen itself and cannot be given in 'attributes'; a case's markers go in its 'markers'",
      "4:58: error: an attribute must start with '@' in attribute 'available(iOS 17)'",
      "5:34: error: expected an array of strings for 'attributes', found a string",
    ])
  }

  @Test func injectionAttemptsAreRejected() {
    #expect(Self.diagnostics(
      #"{ "name": "x", "reducer": "X", "initializer": "X()\n}\nfunc evil() {" }"#,
      #"{ "name": "y", "if": "DEBUG\n#endif\nimport Evil\n#if DEBUG" }"#,
      #"{ "name": "z", "attributes": ["@available(iOS 17, *) case evil"] }"#) == [
      "4:51: error: line breaks are not allowed in initializer 'X()\\n}\\nfunc evil() {'",
      "5:26: error: line breaks are not allowed in condition 'DEBUG\\n#endif\\nimport Evil\\n#if DEBUG'",
      "6:35: error: unexpected 'case' in attribute '@available(iOS 17, *) case evil'",
    ])
  }

  /// Closures are accepted, but none can be used to leave the expression; each refusal is located.
  @Test func closureInjectionAttemptsAreRejected() {
    #expect(Self.diagnostics(
      #"{ "name": "a", "reducer": "X", "initializer": "X { $0 } }; func evil() { _ = X {" }"#,
      #"{ "name": "b", "reducer": "X", "initializer": "X(filtro: { $0.activo })" }"#,
      #"{ "name": "c", "reducer": "X", "initializer": "X { return evil() }" }"#,
      #"{ "name": "d", "reducer": "X", "initializer": "X { $0 } // }" }"#) == [
      "4:51: error: unbalanced '}' in initializer 'X { $0 } }; func evil() { _ = X {'",
      "6:51: error: 'return' is a Swift keyword and cannot appear in initializer 'X { return evil() }'",
      "7:51: error: comments are not allowed in initializer 'X { $0 } // }'",
    ])
  }

  @Test func initializerWithAReducerThatLostToAnotherPayloadOnlyGetsTheTwoPayloadError() {
    #expect(Self.diagnostics(#"{ "name": "x", "alert": "A", "reducer": "X", "initializer": "X()" }"#) == [
      "4:34: error: case 'x' has more than one payload kind: 'alert' and 'reducer'; use only one of 'reducer', 'alert', 'confirmationDialog', 'ephemeral', 'ignored'"
    ])
  }
}
