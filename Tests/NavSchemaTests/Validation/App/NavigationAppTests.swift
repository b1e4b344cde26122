import Testing
@testable import NavSchema

/// Schemas read as one app (`NavigationApp.merge`): an enum declared twice is an error within
/// one package and a warning across the packages of a folder (and its sources outside any
/// target), where each is a module of its own and the first is read.
@Suite("One app of several schemas: an enum declared twice")
struct NavigationAppTests {
  static func schema(_ name: String) throws -> NavigationSchema {
    let text = #"{ "version": 1, "features": [{ "name": "App", "path": { "cases": ["Home"] } }] }"#
    let loaded = SchemaLoader.load(contents: Array(text.utf8), fileName: name)
    return try #require(loaded.schema, "\(loaded.diagnostics)")
  }

  @Test func twiceInOnePackageIsAnError() throws {
    let merged = NavigationApp.merge([try Self.schema("A/App.navgen.json"), try Self.schema("B/App.navgen.json")], named: "app", packages: [0, 0])
    #expect(merged.diagnostics.map(\.description) == [
      "B/App.navgen.json:1:55: error: 'App.Path' is also declared at A/App.navgen.json:1:55; an app declares each enum once"
    ])
    let unmarked = NavigationApp.merge([try Self.schema("A/App.navgen.json"), try Self.schema("B/App.navgen.json")], named: "app")
    #expect(unmarked.diagnostics == merged.diagnostics)
  }

  @Test func twiceInTwoPackagesIsAWarningAndTheFirstIsRead() throws {
    let merged = NavigationApp.merge(
      [try Self.schema("Packages/A/App.navgen.json"), try Self.schema("Xcode/App.navgen.json")], named: "app", packages: [0, 1])
    #expect(merged.diagnostics.map(\.description) == [
      "Xcode/App.navgen.json:1:55: warning: 'App.Path' is also declared at Packages/A/App.navgen.json:1:55, in another "
        + "package of the folder or outside any target; each is a module of its own, and only the first declaration is read"
    ])
    #expect(merged.schema.enums.map(\.location.file) == ["Packages/A/App.navgen.json"])
  }
}
