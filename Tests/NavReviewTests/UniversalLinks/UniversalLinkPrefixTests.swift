import Testing
@testable import NavReview

/// What each prefix of the schemas is to the system: a universal link's host and path, a custom
/// URL scheme, or neither; and what an app ID is.
@Suite("Universal links: prefixes and app IDs")
struct UniversalLinkPrefixTests {
  @Test func prefixes() {
    #expect(LinkPrefixKind("https://recetario.example/app/") == .universal(host: "recetario.example", path: "/app/"))
    #expect(LinkPrefixKind("HTTPS://Recetario.Example/") == .universal(host: "recetario.example", path: "/"))
    #expect(LinkPrefixKind("recetario://") == .customScheme("recetario"))
    #expect(LinkPrefixKind("com.example.app:/") == .customScheme("com.example.app"))
    #expect(LinkPrefixKind("https://h.example:8443/") == .unusable(reason: "a universal link's host has no user or port, and this one has"))
    #expect(LinkPrefixKind("https://me@h.example/") == .unusable(reason: "a universal link's host has no user or port, and this one has"))
    #expect(LinkPrefixKind("https:///") == .unusable(reason: "it has no host ('https://<host>/')"))
    #expect(LinkPrefixKind("https:/x/") == .unusable(reason: "it has no host ('https://<host>/')"))
    #expect(LinkPrefixKind("http://h.example/") == .unusable(reason: "an http link opens Safari: universal links are https"))
    let prefixes = UniversalLinkPrefix.all(in: ["app://", "https://a.example/x/", "https://b.example/", "https://a.example/"])
    #expect(prefixes.map(\.path) == ["/x/", "/", "/"])
    #expect(UniversalLinkPrefix.hosts(in: prefixes) == ["a.example", "b.example"])
  }

  @Test func appIDs() {
    #expect(AppID.problem("ABCDE12345.com.example.app") == nil)
    #expect(AppID.problem("ABCDE12345.app-2") == nil)
    #expect(AppID.problem("abcde12345.com.example.app") != nil)
    #expect(AppID.problem("ABCDE1234.com.example.app") != nil)
    #expect(AppID.problem("ABCDE12345") != nil)
    #expect(AppID.problem("ABCDE12345.") != nil)
    #expect(AppID.problem("ABCDE12345.com..app") != nil)
    #expect(AppID.problem("ABCDE12345.com.example.app.") != nil)
    #expect(AppID.problem("ABCDE12345.com/example") != nil)
    #expect(AppID.problem("ABCDE12345.*") != nil)
  }
}
