import Testing
@testable import NavReview
@testable import NavSchema

/// Site files as sites serve them: the shape Apple documents, read with each component's
/// line and column, problems located, and first-match-wins decisions.
@Suite("Universal links: reading a site file")
struct SiteAssociationReaderTests {
  static let documented = #"""
    {
      "applinks": {
        "defaults": { "percentEncoded": true },
        "substitutionVariables": { "food": ["burrito", "pizza"] },
        "details": [
          {
            "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
            "components": [
              { "#": "no_universal_links", "exclude": true, "comment": "Matches any URL with that fragment" },
              { "/": "/buy/*", "?": { "articleNumber": "????" }, "comment": "four characters" },
              { "/": "/help/website/*", "exclude": true },
              { "/": "/help/*" },
              { "/": "/$(food)/", "caseSensitive": false }
            ],
            "defaults": { "caseSensitive": true }
          },
          { "appID": "FGHIJ67890.com.example.other", "components": [{ "\/": "*" }] }
        ]
      },
      "webcredentials": { "apps": ["ABCDE12345.com.example.app"] }
    }
    """#

  static func read(_ text: String) -> SiteAssociationReader.Result {
    SiteAssociationReader.read(Array(text.utf8), fileName: "aasa.json")
  }

  func decide(_ association: SiteAssociation, _ url: String, app: String = "ABCDE12345.com.example.app") -> String {
    switch association.decisions(for: [app]).decide(SiteURL(url)!) {
    case .opens(let component): return "opens \(component.location.map { "\($0.line)" } ?? "?")"
    case .excluded(let component): return "excluded \(component.location.map { "\($0.line)" } ?? "?")"
    case .none: return "Safari"
    }
  }

  @Test func readsTheDocumentedShape() throws {
    let read = Self.read(Self.documented)
    #expect(read.diagnostics.isEmpty)
    #expect(read.otherSections == ["webcredentials"])
    #expect(read.applinksLocation == SourceLocation(file: "aasa.json", line: 2, column: 15))
    let association = try #require(read.association)
    #expect(association.details.map(\.appIDs) == [
      ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"], ["FGHIJ67890.com.example.other"],
    ])
    #expect(association.details[0].components.count == 5)
    #expect(association.details[0].components[1].query == .items([("articleNumber", "????")]))
    #expect(association.details[0].components[1].location == SourceLocation(file: "aasa.json", line: 10, column: 11))
    #expect(association.details[1].components[0].path == "*", "JSONEncoder writes '/' as '\\/'")
    #expect(association.variables == ["food": ["burrito", "pizza"]])
    #expect(association.defaults == SiteDefaults(percentEncoded: true))
    #expect(association.details[0].defaults == SiteDefaults(caseSensitive: true))
  }

  @Test func theFirstMatchingComponentDecides() throws {
    let association = try #require(Self.read(Self.documented).association)
    #expect(decide(association, "https://example.com/buy/shoes?articleNumber=1234") == "opens 10")
    #expect(decide(association, "https://example.com/buy/shoes?articleNumber=123") == "Safari")
    #expect(decide(association, "https://example.com/buy/shoes") == "Safari", "a named query item must be there")
    #expect(decide(association, "https://example.com/buy/shoes?articleNumber=1234#no_universal_links") == "excluded 9")
    #expect(decide(association, "https://example.com/help/website/faq") == "excluded 11")
    #expect(decide(association, "https://example.com/help/app") == "opens 12")
    #expect(decide(association, "https://example.com/PIZZA/") == "opens 13", "caseSensitive false on the component")
    #expect(decide(association, "https://example.com/taco/") == "Safari")
    #expect(decide(association, "https://example.com/taco/", app: "FGHIJ67890.com.example.other") == "opens 17")
    #expect(decide(association, "https://example.com/x", app: "ZZZZZ99999.com.example.none") == "Safari")
  }

  @Test func percentEncodedFalseComparesTheDecodedURL() throws {
    let text = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/café/*", "percentEncoded": false}, {"/": "/x%20y"}]}]}}"#
    let association = try #require(Self.read(text).association)
    #expect(decide(association, "https://h/caf%C3%A9/1", app: "ABCDE12345.a.b") == "opens 1")
    #expect(decide(association, "https://h/x%20y", app: "ABCDE12345.a.b") == "opens 1")
    #expect(decide(association, "https://h/x%20Y", app: "ABCDE12345.a.b") == "Safari")
  }

  @Test(arguments: [
    ("[1]", "aasa.json:1:1: error: an apple-app-site-association file is a JSON object, found an array"),
    (#"{"applinks": 3}"#, "aasa.json:1:14: error: expected an object for \"applinks\", found a number"),
    (#"{"webcredentials": {}}"#, "aasa.json:1:1: error: the file has no \"applinks\": it opens no universal link (it holds \"webcredentials\")"),
    (#"{"applinks": {}}"#, "aasa.json:1:14: error: \"applinks\" has no \"details\": it opens no universal link"),
    (#"{"applinks": {"details": {}}}"#, "aasa.json:1:26: error: expected an array for \"details\", found an object"),
    (#"{"applinks": {"details": [{"appIDs": "A"}]}}"#, "aasa.json:1:38: error: expected an array for \"appIDs\", found a string"),
    (#"{"applinks": {"details": [{"components": [{"/": 1}]}]}}"#, "aasa.json:1:49: error: expected a string for \"/\", found a number"),
    (#"{"applinks": {"details": [{"components": [{"exclude": "yes"}]}]}}"#, "aasa.json:1:55: error: expected true or false for \"exclude\", found a string"),
    (#"{"applinks": {"details": [{"components": [{"?": [1]}]}]}}"#, "aasa.json:1:49: error: expected a pattern or an object of query item patterns for \"?\", found an array"),
    (#"{"applinks": {"details": [{"components": [{"?": {"q": true}}]}]}}"#, "aasa.json:1:55: error: expected a string for the query item \"q\", found a boolean"),
    ("{\"applinks\": ", "aasa.json:1:14: error: expected a JSON value, found end of input"),
  ])
  func malformedFilesAreLocatedErrors(text: String, diagnostic: String) {
    let read = Self.read(text)
    #expect(read.association == nil)
    #expect(read.diagnostics.map(\.description) == [diagnostic])
  }

  @Test func whatNavGenLeavesAsideIsAWarning() throws {
    let text = #"""
      {"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.a.b"], "paths": ["/old/*"], "components": [{"/": "/$(nope)", "colour": "red"}], "extra": 1}]}}
      """#
    let read = Self.read(text)
    #expect(read.association != nil)
    #expect(read.diagnostics.map(\.description) == [
      "aasa.json:1:112: warning: the pattern uses $(nope), which the file does not define: navgen matches it as written",
      "aasa.json:1:124: warning: a component has no key \"colour\" in Apple's format; navgen leaves it aside",
      "aasa.json:1:143: warning: a \"details\" entry has no key \"extra\" in Apple's format; navgen leaves it aside",
      "aasa.json:1:70: warning: \"paths\" is read only before iOS 13, which the \"components\" here replace; navgen checks the components",
    ])
  }
}
