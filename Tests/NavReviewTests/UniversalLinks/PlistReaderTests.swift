import Foundation
import Testing
@testable import NavReview
@testable import NavSchema
@testable import NavTestSupport

/// Property lists as Apple writes them: XML, each value at its element's line and column, and
/// binary, at the file with its key path; both forms of a file read to the same values, the
/// values Foundation's own decoder reads; what is not a well-formed list is one located error.
@Suite("Universal links: reading Info.plist and entitlements")
struct PlistReaderTests {
  static func fixture(_ name: String) throws -> [UInt8] {
    try Repository.bytes(Repository.url("Tests/UniversalLinkFixtures/\(name)"))
  }

  static func read(_ name: String) throws -> PlistNode {
    switch PlistReader.read(try fixture(name), fileName: name) {
    case .success(let node): return node
    case .failure(let problems): throw problems
    }
  }

  /// A plain rendering of a list's values, keys sorted, for comparing two readings.
  static func outline(_ node: PlistNode) -> String {
    switch node.value {
    case .string(let text): return JSONText.quoted(text)
    case .other(let kind): return "<\(kind)>"
    case .array(let elements): return "[" + elements.map(outline).joined(separator: ", ") + "]"
    case .dictionary(let members):
      return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \(outline($0.value))" }.joined(separator: ", ") + "}"
    }
  }

  @Test func theXMLFormIsLocatedToTheElement() throws {
    let plist = try Self.read("Info.plist")
    let types = try #require(plist.member("CFBundleURLTypes"))
    #expect(types.location == SourceLocation(file: "Info.plist", line: 10, column: 2))
    #expect(types.keyPath == "CFBundleURLTypes")
    let schemes = try AppDeclarations.urlSchemes(in: plist).get()
    #expect(schemes.map(\.string) == ["recetario", "fb1234567890"])
    #expect(schemes.map(\.location.line) == [18, 24])
    #expect(schemes.map(\.keyPath) == ["CFBundleURLTypes[0].CFBundleURLSchemes[0]", "CFBundleURLTypes[1].CFBundleURLSchemes[0]"])
    #expect(plist.member("CFBundleDisplayName")?.string == "Recetario & más")
    #expect(plist.member("NSHumanReadableCopyright")?.string == "© <Recetario>")
    #expect(plist.member("LSRequiresIPhoneOS")?.kindDescription == "a boolean")
    #expect(plist.member("LSRequiresIPhoneOS")?.place == "Info.plist:29:2")
  }

  @Test(arguments: [("Info.plist", "Info-binary.plist"), ("Recetario.entitlements", "Recetario-binary.entitlements")])
  func bothFormsReadTheSameValues(xml: String, binary: String) throws {
    let fromXML = try Self.read(xml)
    let fromBinary = try Self.read(binary)
    #expect(Self.outline(fromXML) == Self.outline(fromBinary))
    #expect(fromBinary.isBinary && !fromXML.isBinary)
    #expect(fromBinary.location == SourceLocation(file: binary, line: 1, column: 1))
    // Foundation's decoder reads the XML form to the same values.
    #expect(Self.outline(try #require(try? BinaryPlistReader.read(Self.fixture(xml), fileName: xml).get())) == Self.outline(fromXML))
  }

  @Test func aBinaryValueIsNamedByItsKeyPath() throws {
    let plist = try Self.read("Recetario-binary.entitlements")
    let domains = try #require(try AppDeclarations.associatedDomains(in: plist).get())
    #expect(domains.map(\.string) == [
      "applinks:recetario.example", "applinks:recetario.example?mode=developer", "webcredentials:recetario.example",
      "applinks:viejo.example",
    ])
    #expect(domains[3].place == "Recetario-binary.entitlements (com.apple.developer.associated-domains[3])")
    #expect(domains[3].keyPathNote == " (at com.apple.developer.associated-domains[3])")
  }

  @Test(arguments: [
    ("<plist><dict><key>a</key></dict></plist>", "x.plist:1:26: error: the key 'a' has no value before </dict>"),
    ("<plist><dict><string>a</string></dict></plist>", "x.plist:1:14: error: expected <key> in <dict>, found <string>"),
    ("<plist><array><string>a</array></plist>", "x.plist:1:24: error: expected </string> for the <string> at 1:15, found </array>"),
    ("<plist><dict>", "x.plist:1:14: error: the file ends where an element was expected"),
    ("<plist><thing/></plist>", "x.plist:1:8: error: <thing/> is not an element of a property list"),
    ("<plist><string>a &nbsp; b</string></plist>", "x.plist:1:18: error: '&nbsp;' is not an entity of XML"),
    ("<plist><string>a & b</string></plist>", "x.plist:1:18: error: '&' starts no entity: write '&amp;' for '&'"),
    ("<?xml version=\"1.0\"?>\n<html></html>", "x.plist:2:1: error: a property list starts with <plist>, found <html> (navgen reads XML and binary property lists)"),
    ("<plist><true/></plist> trailing", "x.plist:1:24: error: nothing may follow </plist>"),
    ("{ CFBundleURLTypes = (); }", "x.plist:1:1: error: expected an element, found text '{ CFBundleURLTypes ='"),
    ("<plist><!-- open", "x.plist:1:8: error: the comment is not closed with '-->'"),
    ("bplist00garbage", "x.plist:1:1: error: the binary property list cannot be read: it ends before its trailer"),
    ("bplist01" + String(repeating: "x", count: 40), "x.plist:1:1: error: the binary property list cannot be read: it is not of the bplist00 format"),
    ("bplist00" + String(repeating: "\u{0}", count: 40), "x.plist:1:1: error: the binary property list cannot be read: its trailer does not describe its objects"),
  ])
  func malformedListsAreOneLocatedError(text: String, diagnostic: String) {
    guard case .failure(let problems) = PlistReader.read(Array(text.utf8), fileName: "x.plist") else {
      Issue.record("\(text) reads")
      return
    }
    #expect(problems.diagnostics.count == 1)
    #expect(problems.diagnostics.first?.description.hasPrefix(diagnostic) == true, "\(problems.diagnostics)")
  }

  /// The fixture with its objects overwritten, and cut short: one error at the file's start.
  @Test func aCorruptedBinaryListIsOneErrorAtItsStart() throws {
    let bytes = try Self.fixture("Info-binary.plist")
    var corrupted = bytes
    for index in 8..<(bytes.count - 32) { corrupted[index] = 0xFF }
    for broken in [corrupted, Array(bytes.dropLast(5))] {
      guard case .failure(let problems) = PlistReader.read(broken, fileName: "Info.plist") else {
        Issue.record("a corrupted list reads")
        continue
      }
      #expect(problems.diagnostics.count == 1)
      #expect(problems.diagnostics[0].location == SourceLocation(file: "Info.plist", line: 1, column: 1))
      #expect(problems.diagnostics[0].message.hasPrefix("the binary property list cannot be read: "), "\(problems.diagnostics)")
    }
  }

  @Test func bytesThatAreNotUTF8AreNoXMLList() {
    guard case .failure(let problems) = PlistReader.read([0x3C, 0xFF, 0xFE], fileName: "x.plist") else {
      Issue.record("reads")
      return
    }
    #expect(problems.diagnostics.map(\.description) == ["x.plist:1:1: error: the file is neither a binary property list nor UTF-8 text"])
  }

  /// Nesting far beyond any real list ends in an error, not in a stack overflow.
  @Test func deepNestingIsAnError() {
    let text = "<plist>" + String(repeating: "<array>", count: 100_000) + "</plist>"
    guard case .failure(let problems) = PlistReader.read(Array(text.utf8), fileName: "x.plist") else {
      Issue.record("reads")
      return
    }
    #expect(problems.diagnostics.first?.message == "the list nests deeper than 512 levels")
  }

  @Test func keysOfTheWrongKindAreErrorsAtThem() throws {
    let text = """
      <plist><dict><key>CFBundleURLTypes</key><dict/></dict></plist>
      """
    let plist = try PlistReader.read(Array(text.utf8), fileName: "Info.plist").get()
    guard case .failure(let problems) = AppDeclarations.urlSchemes(in: plist) else {
      Issue.record("reads")
      return
    }
    #expect(problems.diagnostics.map(\.description) == [
      "Info.plist:1:41: error: expected an array for CFBundleURLTypes, found a dictionary"
    ])
    let entitlements = try PlistReader.read(
      Array("<plist><dict><key>com.apple.developer.associated-domains</key><array><true/></array></dict></plist>".utf8),
      fileName: "App.entitlements"
    ).get()
    guard case .failure(let domainProblems) = AppDeclarations.associatedDomains(in: entitlements) else {
      Issue.record("reads")
      return
    }
    #expect(domainProblems.diagnostics.map(\.description) == [
      "App.entitlements:1:70: error: expected a string for an associated domain, found a boolean"
    ])
  }

  @Test func associatedDomains() {
    let plain = AssociatedDomain("applinks:Recetario.example")
    #expect(plain?.domain == "recetario.example")
    #expect(plain?.covers("recetario.example") == true)
    #expect(plain?.covers("www.recetario.example") == false)
    let wildcard = AssociatedDomain("applinks:*.recetario.example?mode=developer")
    #expect(wildcard?.service == "applinks")
    #expect(wildcard?.covers("www.recetario.example") == true)
    #expect(wildcard?.covers("recetario.example") == false)
    #expect(AssociatedDomain("applinks:") == nil)
    #expect(AssociatedDomain("recetario.example") == nil)
  }
}
