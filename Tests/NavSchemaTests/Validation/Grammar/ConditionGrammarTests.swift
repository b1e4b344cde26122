import Testing

@Suite("Grammar: compilation conditions")
struct ConditionGrammarTests {
  typealias G = GrammarTestSupport

  @Test(arguments: [
    ("DEBUG", "DEBUG"),
    ("os(iOS)&&!targetEnvironment(simulator)", "os(iOS) && !targetEnvironment(simulator)"),
    ("( DEBUG||BETA ) && !os(Linux)", "(DEBUG || BETA) && !os(Linux)"),
    ("swift(>=5.9)", "swift(>=5.9)"),
    ("compiler( < 6 )", "compiler(<6)"),
    ("swift(>=5.10.1)", "swift(>=5.10.1)"),
    ("canImport(UIKit)", "canImport(UIKit)"),
    ("canImport(Foo.Bar,_version:1.2)", "canImport(Foo.Bar, _version: 1.2)"),
    ("canImport(Foo, _underlyingVersion: 3)", "canImport(Foo, _underlyingVersion: 3)"),
    ("hasFeature(StrictConcurrency)", "hasFeature(StrictConcurrency)"),
    ("hasAttribute(retroactive)", "hasAttribute(retroactive)"),
    ("arch(arm64) || arch(x86_64)", "arch(arm64) || arch(x86_64)"),
    ("targetEnvironment(macCatalyst)", "targetEnvironment(macCatalyst)"),
    ("!!DEBUG", "!!DEBUG"),
    ("true", "true"),
    ("false || FEATURE_X", "false || FEATURE_X"),
  ])
  func acceptsAndNormalizes(text: String, normalized: String) {
    #expect(G.condition(text) == .accepted(normalized))
  }

  @Test(arguments: [
    ("os(iOS) &&", "missing condition after '&&' in condition 'os(iOS) &&'"),
    ("A ||", "missing condition after '||' in condition 'A ||'"),
    ("(DEBUG", "unbalanced '(' in condition '(DEBUG'"),
    ("DEBUG)", "unbalanced ')' in condition 'DEBUG)'"),
    ("foo(bar)", "unknown platform condition 'foo(...)'; expected os, arch, canImport, targetEnvironment, swift, compiler, hasFeature or hasAttribute in condition 'foo(bar)'"),
    ("swift(5.9)", "expected '>=' or '<' in 'swift(...)', found '5.9' in condition 'swift(5.9)'"),
    ("swift(>=x)", "expected a version number in 'swift(...)', found 'x' in condition 'swift(>=x)'"),
    ("swift(>=1.2.3.4.5.6)", "invalid version '1.2.3.4.5.6' in 'swift(...)' in condition 'swift(>=1.2.3.4.5.6)'"),
    ("swift(>=5_9)", "invalid version '5_9' in 'swift(...)' in condition 'swift(>=5_9)'"),
    ("os()", "expected a name in 'os(...)', found ')' in condition 'os()'"),
    ("os(iOS, macOS)", "expected ')' after the argument of 'os', found ',' in condition 'os(iOS, macOS)'"),
    ("canImport(Foo, version: 1)", "expected '_version:' or '_underlyingVersion:' in 'canImport(...)', found 'version' in condition 'canImport(Foo, version: 1)'"),
    ("DEBUG == 1", "operators are not allowed (found '==') in condition 'DEBUG == 1'"),
    ("a & b", "operators are not allowed (found '&') in condition 'a & b'"),
    ("A B", "unexpected 'B' in condition 'A B'"),
    ("class", "'class' is a Swift keyword and cannot appear in condition 'class'"),
    ("DEBUG\n#endif", "line breaks are not allowed in condition 'DEBUG\\n#endif'"),
    ("DEBUG // x", "comments are not allowed in condition 'DEBUG // x'"),
    ("1", "expected a compilation flag or platform condition, found '1' in condition '1'"),
    ("", "empty condition"),
  ])
  func rejectsWithAPreciseMessage(text: String, message: String) {
    #expect(G.condition(text) == .rejected(message))
  }

  @Test func deepNestingIsAnError() {
    let text = String(repeating: "!(", count: 50) + "A" + String(repeating: ")", count: 50)
    guard case .rejected(let message) = G.condition(text) else {
      Issue.record("deeply nested condition was accepted")
      return
    }
    #expect(message.hasPrefix("nesting is too deep (more than 32 levels) in condition "))
  }
}
