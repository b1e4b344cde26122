import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// Every finding of `navgen links --check`, each at the file it concerns (line and column, or
/// the key path of a binary list) and at the schema's case or prefix.
@Suite("Universal links: checking a site file, Info.plist and entitlements")
struct LinkDeclarationCheckTests {
  typealias Apps = UniversalLinkApps

  static func site(_ text: String) throws -> (SiteAssociationReader.Result, SiteAssociation) {
    let read = SiteAssociationReader.read(Array(text.utf8), fileName: "aasa.json")
    return (read, try #require(read.association, "\(read.diagnostics)"))
  }

  static func findings(_ text: String, host: String = "recetario.example", appIDs: [String] = []) throws -> [String] {
    let (read, association) = try site(text)
    return SiteAssociationCheck(catalog: try Apps.recetario(), appIDs: appIDs)
      .findings(read, association: association, host: host).map(\.description)
  }

  static func components(_ components: String...) -> String {
    #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.recetario"], "components": [\#n"#
      + components.joined(separator: ",\n") + "\n]}]}}"
  }

  @Test func theFileNavGenWritesIsInStep() throws {
    let file = Apps.file(try Apps.recetario(), host: "recetario.example")
    #expect(try Self.findings(file.text, appIDs: [Apps.appID]) == [])
    #expect(try Self.findings(file.text) == [])
  }

  @Test func aLinkNoComponentOpens() throws {
    let findings = try Self.findings(Self.components(
      #"{"/": "/app/receta/*"}"#, #"{"/": "/app/autor/*"}"#, #"{"/": "/app/"}"#))
    #expect(findings == [
      "aasa.json:1:27: error: no component opens https://recetario.example/app/buscar?q={texto?}&vegano={vegano?: Bool} "
        + "(Recetario.Destination.buscar): on a device the link opens Safari, not the app",
      "Recetario.navgen.json:10:62: error: https://recetario.example/app/buscar?q={texto?}&vegano={vegano?: Bool} opens Safari, "
        + "not the app: no component of aasa.json opens it",
    ])
  }

  @Test func aLinkAComponentExcludes() throws {
    let findings = try Self.findings(Self.components(
      #"{"/": "/app/receta/*/foto/*", "exclude": true}"#, #"{"/": "/app/*"}"#))
    #expect(findings.prefix(2) == [
      "aasa.json:2:1: error: this component excludes https://recetario.example/app/receta/{id: Int}/foto/{id: UUID} "
        + "(Receta.Destination.foto): on a device the link opens Safari, not the app",
      "Recetario.navgen.json:34:21: error: https://recetario.example/app/receta/{id: Int}/foto/{id: UUID} opens Safari, not "
        + "the app: aasa.json:2:1 excludes it",
    ])
  }

  @Test func aComponentThatOpensNoLink() throws {
    let file = Apps.file(try Apps.recetario(), host: "recetario.example")
    let text = file.text.replacingOccurrences(
      of: #"          { "/": "/app/buscar/", "#, with: #"          { "/": "/app/recetas/*" }, { "/": "/app/buscar/", "#)
    #expect(try Self.findings(text) == [
      "aasa.json:29:11: error: this component opens no link of the schemas (\"/\": \"/app/recetas/*\")",
      "Recetario.navgen.json:4:43: error: aasa.json:29:11 opens no link under this prefix",
    ])
  }

  @Test func aComponentThatOpensWhatTheAppRefuses() throws {
    let findings = try Self.findings(Self.components(#"{"/": "*"}"#))
    #expect(findings == [
      "aasa.json:2:1: error: this component also opens https://recetario.example/navgen-no-link, which navigate(to:) refuses "
        + "(it is under none of the app's prefixes): on a device the app opens and shows nothing",
      "Recetario.navgen.json:4:43: error: aasa.json:2:1 also opens https://recetario.example/navgen-no-link, which no link of "
        + "this prefix names",
    ])
    let under = try Self.findings(Self.components(#"{"/": "/app/*"}"#))
    #expect(under.first == "aasa.json:2:1: error: this component also opens https://recetario.example/app/navgen-no-link, "
      + "which navigate(to:) refuses (no link starts with 'navgen-no-link'): on a device the app opens and shows nothing")
  }

  /// A prefix at the root of its host (the modular Recetario's https://recetas.example/) leaves
  /// no path outside it: only a first segment that starts no link is refused for certain.
  @Test func aPrefixAtTheHostsRoot() throws {
    let (read, association) = try Self.site(Self.components(#"{"/": "*"}"#))
    let findings = SiteAssociationCheck(catalog: try Apps.modular()).findings(read, association: association, host: "recetas.example")
    #expect(findings.map(\.message).first == "this component also opens https://recetas.example/navgen-no-link, which navigate(to:) "
      + "refuses (no link starts with 'navgen-no-link'): on a device the app opens and shows nothing")
    #expect(findings.count == 2)
  }

  @Test func aHostNoPrefixNames() throws {
    let file = Apps.file(try Apps.recetario(), host: "recetario.example")
    #expect(try Self.findings(file.text, host: "otro.example") == [
      "aasa.json:2:15: error: aasa.json is the file of otro.example, which no https prefix of the schemas names "
        + "(their hosts: recetario.example)",
      "Recetario.navgen.json:4:12: error: no prefix names otro.example, whose site file is aasa.json",
    ])
  }

  @Test func anAppTheFileDoesNotName() throws {
    let file = Apps.file(try Apps.recetario(), host: "recetario.example")
    #expect(try Self.findings(file.text, appIDs: ["ZYXWV98765.com.example.otra"]) == [
      "aasa.json:2:15: error: no \"details\" entry names the app ZYXWV98765.com.example.otra: its universal links open Safari"
    ])
  }

  // MARK: Info.plist and entitlements

  static func settings(_ prefixes: String) throws -> LinkSettings {
    let schema = try LinkCatalogTests.schema(
      "App.navgen.json", #"{"name": "Raiz", "path": {"cases": [{"name": "hoja", "reducer": "Hoja", "link": "hoja"}]}}"#,
      prefixes: prefixes)
    return try #require(schema.links)
  }

  static func plist(_ name: String) throws -> PlistNode { try PlistReaderTests.read(name) }

  @Test(arguments: ["Info.plist", "Info-binary.plist"])
  func theInfoPlistListsTheCustomSchemes(name: String) throws {
    let plist = try Self.plist(name)
    let schemes = try AppDeclarations.urlSchemes(in: plist).get()
    let inStep = AppFileCheck(settings: try Self.settings(#"["recetario://", "RECETARIO://x/", "https://recetario.example/"]"#))
    #expect(inStep.infoPlistFindings(plist, schemes: schemes) == [])
    let missing = AppFileCheck(settings: try Self.settings(#"["recetario://", "cocina://"]"#))
    let findings = missing.infoPlistFindings(plist, schemes: schemes).map(\.description)
    if name == "Info.plist" {
      #expect(findings == [
        "Info.plist:10:2: error: CFBundleURLTypes does not list the scheme 'cocina' of the prefix cocina://: links cocina://… open nothing",
        "App.navgen.json:1:55: error: the app does not register the scheme 'cocina': Info.plist:10:2 does not list it in CFBundleURLTypes",
      ])
    } else {
      #expect(findings == [
        "Info-binary.plist:1:1: error: CFBundleURLTypes does not list the scheme 'cocina' of the prefix cocina:// (at CFBundleURLTypes): "
          + "links cocina://… open nothing",
        "App.navgen.json:1:55: error: the app does not register the scheme 'cocina': Info-binary.plist (CFBundleURLTypes) does not "
          + "list it in CFBundleURLTypes",
      ])
    }
  }

  @Test func anInfoPlistWithoutURLTypesAndASchemeFromABuildSetting() throws {
    let plist = try PlistReader.read(Array("<plist>\n<dict>\n</dict>\n</plist>".utf8), fileName: "Info.plist").get()
    let check = AppFileCheck(settings: try Self.settings(#"["cocina://"]"#))
    #expect(check.infoPlistFindings(plist, schemes: try AppDeclarations.urlSchemes(in: plist).get()).first?.description
      == "Info.plist:2:1: error: CFBundleURLTypes does not list the scheme 'cocina' of the prefix cocina://: links cocina://… open nothing")
    let built = try PlistReader.read(Array(#"""
      <plist><dict><key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>$(APP_SCHEME)</string></array></dict></array></dict></plist>
      """#.utf8), fileName: "Info.plist").get()
    #expect(check.infoPlistFindings(built, schemes: try AppDeclarations.urlSchemes(in: built).get()).first?.description
      == "Info.plist:1:41: error: CFBundleURLTypes does not list the scheme 'cocina' of the prefix cocina://: links cocina://… "
      + "open nothing (Info.plist:1:90 holds '$(APP_SCHEME)', a build setting navgen cannot read)")
  }

  @Test(arguments: ["Recetario.entitlements", "Recetario-binary.entitlements"])
  func theEntitlementsAssociateEveryHostAndNoOther(name: String) throws {
    let plist = try Self.plist(name)
    let domains = try AppDeclarations.associatedDomains(in: plist).get()
    let check = AppFileCheck(settings: try Self.settings(#"["recetario://", "https://recetario.example/app/", "https://recetas.example/"]"#))
    let findings = check.entitlementsFindings(plist, domains: domains).map(\.description)
    if name == "Recetario.entitlements" {
      #expect(findings == [
        "Recetario.entitlements:8:2: error: applinks:recetas.example is missing for the prefix https://recetas.example/ "
          + "(it is not associated): its links open Safari, not the app",
        "App.navgen.json:1:89: error: recetas.example is not an associated domain of the app: Recetario.entitlements:8:2 lacks applinks:recetas.example",
        "Recetario.entitlements:12:3: error: applinks:viejo.example is a domain no https prefix of the schemas uses: no link of "
          + "the app opens from it",
        "App.navgen.json:1:25: error: no prefix uses the associated domain applinks:viejo.example (Recetario.entitlements:12:3)",
      ])
    } else {
      #expect(findings.count == 4)
      #expect(findings[0].hasPrefix("Recetario-binary.entitlements:1:1: error: applinks:recetas.example is missing for the prefix "
        + "https://recetas.example/ (at com.apple.developer.associated-domains) (it is not associated)"))
      #expect(findings[2] == "Recetario-binary.entitlements:1:1: error: applinks:viejo.example (at com.apple.developer.associated-domains[3]) "
        + "is a domain no https prefix of the schemas uses: no link of the app opens from it")
    }
  }

  @Test func entitlementsWithoutAssociatedDomainsAndAWildcardDomain() throws {
    let empty = try PlistReader.read(Array("<plist><dict/></plist>".utf8), fileName: "App.entitlements").get()
    let check = AppFileCheck(settings: try Self.settings(#"["https://www.recetario.example/"]"#))
    #expect(check.entitlementsFindings(empty, domains: try AppDeclarations.associatedDomains(in: empty).get()).first?.description
      == "App.entitlements:1:8: error: applinks:www.recetario.example is missing for the prefix https://www.recetario.example/ "
      + "(the file has no com.apple.developer.associated-domains): its links open Safari, not the app")
    let wildcard = try PlistReader.read(Array(#"""
      <plist><dict><key>com.apple.developer.associated-domains</key><array><string>applinks:*.recetario.example</string></array></dict></plist>
      """#.utf8), fileName: "App.entitlements").get()
    #expect(check.entitlementsFindings(wildcard, domains: try AppDeclarations.associatedDomains(in: wildcard).get()) == [])
  }
}
