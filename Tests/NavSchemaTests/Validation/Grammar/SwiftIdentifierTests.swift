import Testing
@testable import NavSchema

@Suite("Grammar: identifiers and dotted names")
struct SwiftIdentifierTests {
  typealias G = GrammarTestSupport

  @Test(arguments: ["autor", "Reseña", "_interno", "x1", "ñandú", "日本", "cafe\u{301}", "some", "get", "open", "package", "async", "none"])
  func acceptsSwiftIdentifiers(name: String) {
    #expect(G.identifier(name, as: .caseName) == .accepted(name))
  }

  @Test(arguments: ["class", "Self", "self", "Any", "init", "deinit", "subscript", "default", "case", "true", "nil", "inout", "where"])
  func rejectsKeywords(word: String) {
    #expect(G.identifier(word, as: .caseName) == .rejected("'\(word)' is a Swift keyword and cannot name a case"))
  }

  @Test func keywordMessageNamesTheRole() {
    #expect(G.identifier("class", as: .enumName) == .rejected("'class' is a Swift keyword and cannot name an enum"))
    #expect(G.identifier("for", as: .actionName) == .rejected("'for' is a Swift keyword and cannot name an action"))
    #expect(G.identifier("let", as: .parameterLabel) == .rejected("'let' is a Swift keyword and cannot be a parameter label"))
  }

  @Test func rejectsMetatypeMemberNames() {
    #expect(G.identifier("Type", as: .caseName) == .rejected("'Type' is reserved by Swift for metatypes (X.Type) and cannot name a case"))
    #expect(G.identifier("Protocol", as: .enumName) == .rejected("'Protocol' is reserved by Swift for metatypes (X.Protocol) and cannot name an enum"))
  }

  @Test func rejectsWildcard() {
    #expect(G.identifier("_", as: .caseName) == .rejected("'_' is the wildcard pattern and cannot name a case"))
  }

  @Test func rejectsEmpty() {
    #expect(G.identifier("", as: .caseName) == .rejected("empty case name"))
  }

  @Test func rejectsBackticks() {
    #expect(G.identifier("`class`", as: .caseName) == .rejected("'`class`' is not a valid case name: backticks are not allowed"))
  }

  @Test func rejectsLeadingDigitAndDollar() {
    #expect(G.identifier("1abc", as: .caseName) == .rejected("'1abc' is not a valid case name: an identifier cannot start with '1'"))
    #expect(G.identifier("$x", as: .caseName) == .rejected("'$x' is not a valid case name: an identifier cannot start with '$'"))
  }

  @Test func rejectsCharactersOutsideTheGrammar() {
    #expect(G.identifier("foo-bar", as: .actionName) == .rejected("'foo-bar' is not a valid action name: '-' cannot appear in a Swift identifier"))
    #expect(G.identifier("a b", as: .caseName) == .rejected("'a b' is not a valid case name: ' ' cannot appear in a Swift identifier"))
    #expect(G.identifier("a→b", as: .caseName) == .rejected("'a→b' is not a valid case name: '→' (U+2192) cannot appear in a Swift identifier"))
  }

  @Test func rejectsInvisibleAndBidirectionalCharacters() {
    // U+202E and U+200B are in Swift's identifier ranges but hide what the code says.
    #expect(G.identifier("ab\u{202E}c", as: .caseName) == .rejected(
      "'ab\\u{202E}c' is not a valid case name: it contains the invisible or bidirectional formatting character U+202E"))
    #expect(G.identifier("a\u{200B}", as: .caseName) == .rejected(
      "'a\\u{200B}' is not a valid case name: it contains the invisible or bidirectional formatting character U+200B"))
  }

  @Test func rejectsLineBreaksShowingThemEscaped() {
    #expect(G.identifier("a\nb", as: .caseName) == .rejected(
      "'a\\nb' is not a valid case name: it contains the invisible or bidirectional formatting character U+000A"))
  }

  @Test func dottedNames() {
    #expect(G.dotted("App.Settings", as: .featureName) == .accepted("App|Settings"))
    #expect(G.dotted("Tienda", as: .featureName) == .accepted("Tienda"))
    #expect(G.dotted("Foundation.NSObject", as: .moduleName) == .accepted("Foundation|NSObject"))
  }

  @Test func dottedNameErrorsNameTheWholeText() {
    #expect(G.dotted("App..X", as: .featureName) == .rejected("'App..X' is not a valid feature name: it has an empty component"))
    #expect(G.dotted(".App", as: .featureName) == .rejected("'.App' is not a valid feature name: it has an empty component"))
    #expect(G.dotted("App.", as: .enumName) == .rejected("'App.' is not a valid enum name: it has an empty component"))
    #expect(G.dotted("App.class", as: .featureName) == .rejected("'App.class' is not a valid feature name: 'class' is a Swift keyword"))
    #expect(G.dotted("App.Set tings", as: .featureName) == .rejected("'App.Set tings' is not a valid feature name: ' ' cannot appear in a Swift identifier"))
    #expect(G.dotted("default", as: .featureName) == .rejected("'default' is a Swift keyword and cannot name a feature"))
  }

  @Test func longTextIsShortenedInMessages() {
    let long = String(repeating: "a", count: 70) + "-"
    #expect(G.identifier(long, as: .caseName) == .rejected(
      "'\(String(repeating: "a", count: 60))...' is not a valid case name: '-' cannot appear in a Swift identifier"))
  }

  /// The lookups that skip hashing agree with the word lists they stand for.
  @Test func keywordLookupsAgreeWithTheLists() {
    for word in SwiftKeywords.reserved { #expect(SwiftKeywords.isReserved(word), "\(word)") }
    for word in SwiftKeywords.metatypeNames { #expect(SwiftKeywords.isMetatypeName(word), "\(word)") }
    for word in SwiftKeywords.typeModifiers { #expect(SwiftKeywords.isTypeModifier(word), "\(word)") }
    for word in ["Producto", "SELF", "any1", "Types", "type", "protocolo", "Some", "", "_x"] {
      #expect(!SwiftKeywords.isReserved(word) && !SwiftKeywords.isMetatypeName(word) && !SwiftKeywords.isTypeModifier(word), "\(word)")
    }
  }
}

@Suite("Grammar: shorthand case names")
struct ShorthandCaseNameTests {
  @Test(arguments: [
    ("Producto", "producto"), ("Resena", "resena"), ("URLLoader", "urlLoader"), ("URL", "url"),
    ("Articles.Body", "body"), ("App.Settings.DetailView", "detailView"), ("HTTP2Client", "http2Client"),
    ("A", "a"), ("ÑanduFeature", "ñanduFeature"), ("producto", "producto"), ("_Private", "_Private"),
    ("IOSSettings", "iosSettings"),
  ])
  func derivesTheCaseNameSwiftStyle(typeName: String, caseName: String) {
    #expect(ShorthandCaseName.derive(fromTypeName: typeName) == caseName)
  }
}
