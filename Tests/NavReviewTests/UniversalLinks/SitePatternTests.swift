import Testing
@testable import NavReview
@testable import NavSchema

/// Apple's pattern rules for universal links, as documented for `applinks` components: `*` any
/// number of characters, `/` among them; `?` exactly one; `?*` at least one; the whole text
/// matched; case ignored when the component says so; substitution variables.
@Suite("Universal links: Apple's pattern rules")
struct SitePatternTests {
  func matches(_ pattern: String, _ text: String, caseSensitive: Bool = true, variables: [String: [String]] = [:]) -> Bool {
    SitePattern(pattern, caseSensitive: caseSensitive, variables: variables).matches(text)
  }

  @Test func starMatchesAnyRunSlashesIncluded() {
    #expect(matches("/buy/*", "/buy/"))
    #expect(matches("/buy/*", "/buy/shoes"))
    #expect(matches("/buy/*", "/buy/shoes/red/42"))
    #expect(!matches("/buy/*", "/buy"))
    #expect(!matches("/buy/*", "/sell/shoes"))
    #expect(matches("*", ""))
    #expect(matches("*", "/anything/at/all"))
    #expect(matches("/a/*/b", "/a//b"))
    #expect(matches("/a/*/b", "/a/x/y/b"))
  }

  @Test func questionMarkMatchesOneCharacterAndQuestionStarAtLeastOne() {
    #expect(matches("/??", "/ab"))
    #expect(!matches("/??", "/a"))
    #expect(!matches("/??", "/abc"))
    #expect(matches("/?", "/é"), "one character, not one byte")
    #expect(matches("/r/?*", "/r/1"))
    #expect(matches("/r/?*", "/r/1/2"))
    #expect(!matches("/r/?*", "/r/"))
  }

  @Test func thePatternMatchesTheWholeText() {
    #expect(!matches("/receta", "/receta/1"))
    #expect(!matches("receta", "/receta"))
    #expect(matches("/receta", "/receta"))
  }

  @Test func caseIsComparedUnlessTheComponentSaysOtherwise() {
    #expect(!matches("/Receta/*", "/receta/1"))
    #expect(matches("/Receta/*", "/receta/1", caseSensitive: false))
    #expect(matches("/RECETA/?", "/receta/X", caseSensitive: false))
  }

  @Test func substitutionVariables() {
    let food = ["food": ["burrito", "pizza", "s?shi"]]
    #expect(matches("/$(food)/", "/pizza/", variables: food))
    #expect(matches("/$(food)/", "/sushi/", variables: food))
    #expect(!matches("/$(food)/", "/taco/", variables: food))
    #expect(matches("/$(digit)$(digit)", "/42"))
    #expect(!matches("/$(digit)", "/x"))
    #expect(matches("/$(alpha)$(alnum)$(xdigit)", "/a9F"))
    #expect(matches("/$(upper)$(lower)", "/Ab"))
    #expect(!matches("/$(upper)", "/a"))
    #expect(matches("/$(lang)_$(region)/", "/en_US/"))
    #expect(matches("/$(lang)_$(region)/", "/ast_ES/"))
    #expect(!matches("/$(lang)_$(region)/", "/english_US/"))
  }

  @Test func anUnknownVariableIsMatchedAsWrittenAndReported() {
    let pattern = SitePattern("/$(nope)/*")
    #expect(pattern.unknownVariables == ["nope"])
    #expect(pattern.matches("/$(nope)/x"))
    #expect(!pattern.matches("/a/x"))
  }

  /// A pattern made to backtrack (`*a*a*…`) against a long text that almost matches: the
  /// automaton answers without trying every split.
  @Test func noPatternBacktracks() {
    let pattern = String(repeating: "*a", count: 30) + "*b"
    let text = String(repeating: "a", count: 20_000)
    #expect(!matches(pattern, text))
    #expect(matches(pattern, text + "b"))
  }
}
