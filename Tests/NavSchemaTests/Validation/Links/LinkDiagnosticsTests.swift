import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Every diagnostic of deep links: a feature `Raiz` whose destination has the cases under test,
/// one per line from line 5; the file's `links` on line 3.
@Suite("Loader diagnostics: links")
struct LinkDiagnosticsTests {
  typealias L = LoaderTestSupport

  static func schema(_ cases: [String], links: String = #""links": { "prefixes": ["app://"] },"#) -> String {
    """
    {
      "version": 1,
      \(links)
      "features": [{ "name": "Raiz", "destination": { "cases": [
    \(cases.map { "    " + $0 }.joined(separator: ",\n"))
      ] } }]
    }
    """
  }

  static func diagnostics(_ cases: String...) -> [String] { L.diagnostics(schema(cases)) }

  static func diagnostics(link: String) -> [String] {
    L.diagnostics(schema([#"{ "name": "a", "reducer": "A", "link": "\#(link)" }"#]))
  }

  static func diagnostics(links: String) -> [String] {
    L.diagnostics(schema([#"{ "name": "a", "reducer": "A", "link": "a" }"#], links: links))
  }

  @Test(arguments: [
    ("", "a link template needs at least one path segment"),
    ("/a", "a template starts without '/' (the prefixes in the file's 'links' hold what comes before) in link template '/a'"),
    ("a//b", "empty path segment (a '/' at the end or two together) in link template 'a//b'"),
    ("a/", "empty path segment (a '/' at the end or two together) in link template 'a/'"),
    ("a/..", "'..' cannot be a segment (URLs resolve it away) in link template 'a/..'"),
    ("a b", "' ' cannot appear in a literal (allowed: ASCII letters, digits, '-', '.', '_', '~') in link template 'a b'"),
    ("a-{id}", "a placeholder must be a whole segment, found 'a-{id}' in link template 'a-{id}'"),
    ("a/{class}", "'class' is a Swift keyword and cannot name a property in link template 'a/{class}'"),
    ("a/{id: [Int]}",
     "a placeholder's type is String, Int, Double, Bool, UUID or a LosslessStringConvertible type of the app, not '[Int]' in link template 'a/{id: [Int]}'"),
    ("a/{id: Int<}", "unbalanced '<' in type 'Int<' in link template 'a/{id: Int<}'"),
    ("a/{id?}", "only a query placeholder may be optional; '{id?}' is a path segment in link template 'a/{id?}'"),
    ("a/{id}/{id: Int}", "the placeholder 'id' appears twice in link template 'a/{id}/{id: Int}'"),
    ("a?tab", "expected 'key={placeholder}' in the query, found 'tab' in link template 'a?tab'"),
    ("a?t={x}&t={y}", "the query item 't' appears twice in link template 'a?t={x}&t={y}'"),
    ("a/{_x}", "a placeholder name cannot start with '_' (the generated code keeps those names) in link template 'a/{_x}'"),
  ])
  func invalidTemplate(link: String, message: String) {
    #expect(Self.diagnostics(link: link) == ["5:44: error: \(message)"])
  }

  @Test func validTemplatesOfEveryKind() throws {
    let schema = try L.schema(Self.schema([
      #"{ "name": "a", "reducer": "A", "link": "a/{id: Int}/{x: Double}/{b: Bool}/{u: UUID}/{n: Unidad}/{s}?tab={tab?: Int}&q={q}" }"#
    ]))
    let link = try #require(schema.enums[0].cases[0].link)
    #expect(link.template.description == "a/{id: Int}/{x: Double}/{b: Bool}/{u: UUID}/{n: Unidad}/{s}?tab={tab?: Int}&q={q}")
    #expect(link.template.placeholders.map(\.type) == [.int, .double, .bool, .uuid, .custom(.named("Unidad")), .string, .int, .string])
    #expect(link.template.placeholders.map(\.isOptional) == [false, false, false, false, false, false, true, false])
    #expect(link.location == L.location(5, 44))
    #expect(schema.links == LinkSettings(
      prefixes: ["app://"], maxDepth: 16, location: L.location(3, 12), prefixLocations: [L.location(3, 27)]))
  }

  @Test func linkMustBeAString() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "link": 4 }"#) == ["5:44: error: expected a string for 'link', found a number"])
  }

  @Test func onlyAChildFeatureCanBeLinked() {
    #expect(Self.diagnostics(#"{ "name": "a", "alert": "Never", "link": "a" }"#) == [
      "5:38: error: 'link' is only valid on a case with a child feature ('reducer'): a link opens a screen, and an alert, dialog or value has none"
    ])
  }

  @Test func linkStateNeedsALink() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "linkState": "A.State()" }"#) == [
      "5:36: error: 'linkState' needs 'link' on the same case"
    ])
  }

  @Test func linkStateMustUseEveryPlaceholder() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "link": "a/{id}", "linkState": "A.State(id: 1)" }"#) == [
      "5:67: error: 'linkState' does not use the placeholder 'id' (a link's every value must reach the state)"
    ])
  }

  @Test func linkStateIsCheckedByTheExpressionGrammar() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "link": "a/{id}", "linkState": "A.State(id: id;)" }"#) == [
      "5:67: error: ';' is not allowed in 'linkState' 'A.State(id: id;)'"
    ])
  }

  @Test func linkValuesNameOnlyPlaceholders() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "link": "a/{id}", "linkValues": { "idd": "state.id" } }"#) == [
      "5:70: error: 'linkValues' names 'idd', which is not a placeholder of the link; did you mean 'id'?"
    ])
  }

  @Test func linkValuesAreStrings() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "link": "a/{id}", "linkValues": { "id": 3 } }"#) == [
      "5:76: error: expected a string for 'id', found a number"
    ])
  }

  @Test func linkValuesAreCheckedByTheExpressionGrammar() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "link": "a/{id}", "linkValues": { "id": "state.id)" } }"#) == [
      "5:76: error: unbalanced ')' in 'linkValues' 'state.id)'"
    ])
  }

  @Test func templatesThatMatchTheSameSegmentsAreAnErrorAtBoth() {
    #expect(Self.diagnostics(
      #"{ "name": "a", "reducer": "A", "link": "a/{n: Int}" }"#, #"{ "name": "b", "reducer": "B", "link": "a/{s}" }"#) == [
        "5:44: error: the link 'a/{n: Int}' of 'Destination.a' and the link 'a/{s}' of 'Destination.b' can match the same segments",
        "6:44: error: the link 'a/{s}' of 'Destination.b' and the link 'a/{n: Int}' of 'Destination.a' can match the same segments",
      ])
    #expect(Self.diagnostics(
      #"{ "name": "a", "reducer": "A", "link": "a/7" }"#, #"{ "name": "b", "reducer": "B", "link": "a/{n: Int}/x" }"#) == [
        "5:44: error: the link 'a/7' of 'Destination.a' and the link 'a/{n: Int}/x' of 'Destination.b' can match the same segments",
        "6:44: error: the link 'a/{n: Int}/x' of 'Destination.b' and the link 'a/7' of 'Destination.a' can match the same segments",
      ])
  }

  @Test func placeholdersOfDisjointTypesDoNotClash() {
    #expect(Self.diagnostics(
      #"{ "name": "a", "reducer": "A", "link": "a/{n: Int}" }"#, #"{ "name": "b", "reducer": "B", "link": "a/{s: Bool}" }"#) == [])
    #expect(Self.diagnostics(
      #"{ "name": "a", "reducer": "A", "link": "a/uno" }"#, #"{ "name": "b", "reducer": "B", "link": "a/{n: Int}" }"#) == [])
  }

  @Test func aDestinationAndAPathOfOneFeatureClash() {
    let json = """
      {
        "version": 1,
        "links": { "prefixes": ["app://"] },
        "features": [{ "name": "Raiz",
          "destination": { "cases": [{ "name": "a", "reducer": "A", "link": "x/{id}" }] },
          "path": { "cases": [{ "name": "b", "reducer": "B", "link": "x/{n: Int}" }] } }]
      }
      """
    #expect(L.diagnostics(json) == [
      "5:71: error: the link 'x/{id}' of 'Destination.a' and the link 'x/{n: Int}' of 'Path.b' can match the same segments",
      "6:64: error: the link 'x/{n: Int}' of 'Path.b' and the link 'x/{id}' of 'Destination.a' can match the same segments",
    ])
  }

  @Test func aLinkedCaseIsNotInsideAnIf() {
    #expect(Self.diagnostics(#"{ "name": "a", "reducer": "A", "link": "a", "if": "DEBUG" }"#) == [
      "5:44: error: a linked case cannot be inside an '#if' (a link must open the same screen in every build)"
    ])
  }

  @Test func aStandaloneEnumHasNoLinks() {
    let json = """
      {
        "version": 1,
        "links": { "prefixes": ["app://"] },
        "enums": [{ "name": "E", "cases": [{ "name": "a", "reducer": "A", "link": "a" }] }]
      }
      """
    #expect(L.diagnostics(json) == [
      "4:77: error: only the cases of a feature's 'destination' or 'path' can be linked; no feature holds the enum 'E'"
    ])
  }

  @Test(arguments: [
    ("", "5:44: error: a linked case needs the file's \"links\": {\"prefixes\": [...]}, the URL prefixes its links answer to"),
    (#""links": { "prefixes": [] },"#, "3:26: error: 'prefixes' needs at least one URL prefix, such as \"myapp://\""),
    (#""links": { "prefixes": ["app"] },"#,
     "3:27: error: 'app' is not a link prefix: it must start with a URL scheme such as 'myapp:' or 'https:'"),
    (#""links": { "prefixes": ["app:/x"] },"#, "3:27: error: 'app:/x' is not a link prefix: it must end with '/'"),
    (#""links": { "prefixes": ["app://a b/"] },"#, "3:27: error: 'app://a b/' is not a link prefix: ' ' cannot appear in it"),
    (#""links": { "prefixes": ["app://", "app://"] },"#, "3:37: error: duplicate prefix 'app://'; the first is at line 3, column 27"),
    (#""links": { "prefixes": ["app://"], "maxDepth": 0 },"#, "3:50: error: expected an integer from 1 to 64 for 'maxDepth', found '0'"),
    (#""links": { "prefixes": ["app://"], "maxDepth": "3" },"#,
     "3:50: error: expected an integer from 1 to 64 for 'maxDepth', found a string"),
    (#""links": { "prefixes": ["app://"], "deep": 3 },"#, "3:38: error: unknown key 'deep' in 'links'"),
    (#""links": {},"#, "3:12: error: missing required key 'prefixes' in 'links'"),
  ])
  func fileLinks(links: String, message: String) {
    #expect(Self.diagnostics(links: links) == [message])
  }

  @Test func maxDepthIsRead() throws {
    let schema = try L.schema(Self.schema(
      [#"{ "name": "a", "reducer": "A", "link": "a" }"#], links: #""links": { "prefixes": ["app://", "https://a.example/x/"], "maxDepth": 3 },"#))
    #expect(schema.links?.prefixes == ["app://", "https://a.example/x/"])
    #expect(schema.links?.maxDepth == 3)
  }
}
