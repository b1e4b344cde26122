import Testing
@testable import NavSchema
@testable import NavTestSupport

@Suite("Loader diagnostics: file level")
struct TopLevelDiagnosticsTests {
  typealias L = LoaderTestSupport

  @Test func syntaxErrorIsTheOnlyDiagnostic() {
    let json = """
      {
        "version": 1,
        "features": [
          {"name": "Tienda",}
        ]
      }
      """
    #expect(L.diagnostics(json) == ["4:22: error: trailing comma before '}' is not allowed in JSON"])
  }

  @Test func topLevelMustBeAnObject() {
    #expect(L.diagnostics("[1]") == ["1:1: error: expected an object at the top level of the schema, found an array"])
  }

  @Test func missingVersionIsReportedAtTheOpeningBrace() {
    let json = """

        {
          "features": []
        }
      """
    #expect(L.diagnostics(json) == ["2:3: error: missing required key 'version' in schema"])
  }

  @Test func versionOfTheWrongType() {
    let json = """
      {
        "version": "1"
      }
      """
    #expect(L.diagnostics(json) == ["2:14: error: expected an integer for 'version', found a string"])
  }

  @Test func versionWithAFraction() {
    #expect(L.diagnostics(#"{"version": 1.0}"#) == ["1:13: error: expected an integer for 'version', found '1.0'"])
  }

  @Test func unsupportedVersion() {
    let json = """
      {
        "version": 2
      }
      """
    #expect(L.diagnostics(json) == ["2:14: error: unsupported schema version 2; supported versions: 1"])
  }

  @Test func unsupportedTCARelease() {
    let json = """
      {
        "version": 1,
        "tca": "1.11.0"
      }
      """
    #expect(
      L.diagnostics(json) == [
        "3:10: error: unsupported TCA release '1.11.0'; supported: 1.12.0 through 1.25.5 (exact major.minor.patch) and main"
      ])
  }

  @Test func unsupportedAccessLevelWithSuggestion() {
    let json = """
      {
        "version": 1,
        "access": "publc"
      }
      """
    #expect(L.diagnostics(json) == [
      "3:13: error: unsupported access level 'publc' (supported: internal, package, public); did you mean 'public'?"
    ])
  }

  @Test func unsupportedAccessLevelWithoutSuggestion() {
    #expect(L.diagnostics(#"{"version": 1, "access": "private"}"#) == [
      "1:26: error: unsupported access level 'private' (supported: internal, package, public)"
    ])
  }

  @Test func unknownTopLevelKeyWithSuggestion() {
    let json = """
      {
        "version": 1,
        "feautres": []
      }
      """
    #expect(L.diagnostics(json) == ["3:3: error: unknown key 'feautres' in schema; did you mean 'features'?"])
  }

  @Test func unknownKeyWithoutSuggestion() {
    #expect(L.diagnostics(#"{"version": 1, "colour": "red"}"#) == ["1:16: error: unknown key 'colour' in schema"])
  }

  @Test func schemaKeyIsAllowedAnywhereAtTopLevel() throws {
    let json = """
      {
        "version": 1,
        "features": [],
        "$schema": "../navgen.schema.json"
      }
      """
    let schema = try L.schema(json)
    #expect(schema == NavigationSchema(fileName: L.fileName))
  }

  @Test func schemaKeyMustBeAString() {
    #expect(L.diagnostics(#"{"$schema": 3, "version": 1}"#) == ["1:13: error: expected a string for '$schema', found a number"])
  }

  @Test func importsMustBeAnArrayOfStrings() {
    let json = """
      {
        "version": 1,
        "imports": "Foundation"
      }
      """
    #expect(L.diagnostics(json) == ["3:14: error: expected an array of strings for 'imports', found a string"])
  }

  @Test func importElementsMustBeStrings() {
    #expect(L.diagnostics(#"{"version": 1, "imports": ["Foundation", 7]}"#) == [
      "1:42: error: expected a string in 'imports', found a number"
    ])
  }

  @Test func invalidAndDuplicateImports() {
    let json = """
      {
        "version": 1,
        "imports": ["Foundation", "Swift UI", "Foundation", "import"]
      }
      """
    #expect(L.diagnostics(json) == [
      "3:29: error: 'Swift UI' is not a valid module name: ' ' cannot appear in a Swift identifier",
      "3:41: error: duplicate import 'Foundation'; the first is at line 3, column 15",
      "3:55: error: 'import' is a Swift keyword and cannot name a module",
    ])
  }

  @Test func importAttributes() throws {
    let schema = try L.schema(#"{"version": 1, "imports": ["@_spi(Logging)  ComposableArchitecture", "@preconcurrency Foundation"]}"#)
    #expect(schema.imports == [
      ModuleImport(module: "ComposableArchitecture", attributes: ["@_spi(Logging)"]),
      ModuleImport(module: "Foundation", attributes: ["@preconcurrency"]),
    ])
    #expect(schema.imports.map(\.line) == ["@_spi(Logging) import ComposableArchitecture", "@preconcurrency import Foundation"])
  }

  @Test func invalidImportAttributes() {
    let json = """
      {
        "version": 1,
        "imports": ["@testable Feature", "@preconcurrency", "Foundation", "@preconcurrency Foundation"]
      }
      """
    #expect(L.diagnostics(json) == [
      "3:15: error: '@testable' cannot be written on an import here (allowed: '@_exported', '@_implementationOnly', '@_spi', '@_weakLinked', '@preconcurrency') in import '@testable Feature'",
      "3:36: error: expected a module name, found end of text in import '@preconcurrency'",
      "3:69: error: duplicate import 'Foundation'; the first is at line 3, column 55",
    ])
  }

  @Test func expandMacrosMustBeABoolean() {
    #expect(L.diagnostics(#"{"version": 1, "expandMacros": "yes"}"#) == [
      "1:32: error: expected a boolean for 'expandMacros', found a string"
    ])
  }

  @Test func featuresAndEnumsMustBeArraysOfObjects() {
    let json = """
      {
        "version": 1,
        "features": {},
        "enums": ["AppRoute"]
      }
      """
    #expect(L.diagnostics(json) == [
      "3:15: error: expected an array for 'features', found an object",
      "4:13: error: expected an object in 'enums', found a string",
    ])
  }

  @Test func fileDefaultsWhenKeysAreAbsent() throws {
    let schema = try L.schema(#"{"version": 1}"#)
    #expect(schema.access == .internal)
    #expect(schema.imports == ["ComposableArchitecture"])
    #expect(schema.tcaVersion == .latest)
    #expect(schema.expandMacros == false)
    #expect(schema.fileName == L.fileName)
  }
}
