import Testing
@testable import NavTestSupport

@Suite("Loader diagnostics: features and enums")
struct EnumDiagnosticsTests {
  typealias L = LoaderTestSupport

  @Test func featureMustBeAnObject() {
    #expect(L.diagnostics(#"{"version": 1, "features": ["Tienda"]}"#) == [
      "1:29: error: expected an object in 'features', found a string"
    ])
  }

  @Test func featureNeedsAName() {
    let json = """
      {
        "version": 1,
        "features": [
          { "path": { "cases": [] } }
        ]
      }
      """
    #expect(L.diagnostics(json) == ["4:5: error: missing required key 'name' in feature"])
  }

  @Test func featureNameMustBeAString() {
    #expect(L.diagnostics(#"{"version": 1, "features": [{"name": 5}]}"#) == [
      "1:38: error: expected a string for 'name', found a number"
    ])
  }

  @Test func invalidFeatureName() {
    let json = """
      {
        "version": 1,
        "features": [{ "name": "App.class" }]
      }
      """
    #expect(L.diagnostics(json) == ["3:26: error: 'App.class' is not a valid feature name: 'class' is a Swift keyword"])
  }

  @Test func unknownFeatureKey() {
    let json = """
      {
        "version": 1,
        "features": [{ "name": "Tienda", "destinaton": { "cases": [] } }]
      }
      """
    #expect(L.diagnostics(json) == ["3:36: error: unknown key 'destinaton' in feature; did you mean 'destination'?"])
  }

  @Test func destinationMustBeAnObject() {
    #expect(L.diagnostics(#"{"version": 1, "features": [{"name": "A", "destination": []}]}"#) == [
      "1:58: error: expected an object for 'destination', found an array"
    ])
  }

  @Test func destinationNeedsCases() {
    let json = """
      {
        "version": 1,
        "features": [
          {
            "name": "Tienda",
            "path": {
              "name": "Camino"
            }
          }
        ]
      }
      """
    #expect(L.diagnostics(json) == ["6:15: error: missing required key 'cases' in 'path'"])
  }

  @Test func casesMustBeAnArray() {
    #expect(L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "cases": "B"}]}"#) == [
      "1:49: error: expected an array for 'cases', found a string"
    ])
  }

  @Test func topLevelEnumNeedsNameAndCases() {
    let json = """
      {
        "version": 1,
        "enums": [
          { "access": "public" }
        ]
      }
      """
    #expect(L.diagnostics(json) == [
      "4:5: error: missing required key 'name' in enum",
      "4:5: error: missing required key 'cases' in enum",
    ])
  }

  @Test func unknownEnumKeyWithSuggestion() {
    let json = """
      {
        "version": 1,
        "enums": [
          { "name": "AppRoute", "case": [] }
        ]
      }
      """
    #expect(L.diagnostics(json) == [
      "4:5: error: missing required key 'cases' in enum",
      "4:27: error: unknown key 'case' in enum; did you mean 'cases'?",
    ])
  }

  @Test func unknownDestinationKey() {
    #expect(L.diagnostics(#"{"version": 1, "features": [{"name": "A", "destination": {"cases": [], "stateConformance": []}}]}"#) == [
      "1:72: error: unknown key 'stateConformance' in 'destination'; did you mean 'stateConformances'?"
    ])
  }

  @Test func destinationNameMustBeASingleIdentifier() {
    let json = """
      {
        "version": 1,
        "features": [
          { "name": "Tienda", "destination": { "name": "Sheets.Main", "cases": [] } }
        ]
      }
      """
    #expect(L.diagnostics(json) == [
      "4:50: error: 'Sheets.Main' is not a valid enum name: the enum of a 'destination' is nested in its feature and takes a single identifier"
    ])
  }

  @Test func invalidEnumName() {
    #expect(L.diagnostics(#"{"version": 1, "enums": [{"name": "App.Route-1", "cases": []}]}"#) == [
      "1:35: error: 'App.Route-1' is not a valid enum name: '-' cannot appear in a Swift identifier"
    ])
  }

  @Test(arguments: ["State", "Action", "CaseScope", "AllCasePaths"])
  func reservedEnumNames(name: String) {
    let json = """
      {
        "version": 1,
        "features": [{ "name": "Tienda", "path": { "name": "\(name)", "cases": [] } }],
        "enums": [{ "name": "Namespace.\(name)", "cases": [] }]
      }
      """
    let message = "'\(name)' is reserved: the @Reducer macro declares a type named '\(name)' there; choose another enum name"
    #expect(L.diagnostics(json) == ["3:54: error: \(message)", "4:23: error: \(message)"])
  }

  @Test func enumAccessMustBeSupported() {
    #expect(L.diagnostics(#"{"version": 1, "enums": [{"name": "A", "access": "open", "cases": []}]}"#) == [
      "1:50: error: unsupported access level 'open' (supported: internal, package, public)"
    ])
  }

  @Test func invalidEnumAttribute() {
    let json = """
      {
        "version": 1,
        "enums": [
          { "name": "A", "attributes": ["@available(iOS 17, *)", "@Reducer", 3], "cases": [] }
        ]
      }
      """
    #expect(L.diagnostics(json) == [
      "4:60: error: '@Reducer' is written by NavGen itself and cannot be given in 'attributes'",
      "4:72: error: expected a string in 'attributes', found a number",
    ])
  }

  @Test func invalidAndDuplicateConformances() {
    let json = """
      {
        "version": 1,
        "enums": [
          {
            "name": "A",
            "cases": [],
            "stateConformances": ["Equatable", "Hashable", "Equatable"],
            "actionConformances": ["Sendable", "Equatable<Int>", 1]
          }
        ]
      }
      """
    #expect(L.diagnostics(json) == [
      "7:54: error: duplicate conformance 'Equatable' in 'stateConformances'; the first is at line 7, column 29",
      "8:42: error: 'Equatable<Int>' is not a valid type name: '<' cannot appear in a Swift identifier",
      "8:60: error: expected a string in 'actionConformances', found a number",
    ])
  }

  @Test func duplicateFeatures() {
    let json = """
      {
        "version": 1,
        "features": [
          { "name": "App.Tienda", "destination": { "cases": [] } },
          { "name": "App.Tienda", "destination": { "cases": [] } }
        ]
      }
      """
    #expect(L.diagnostics(json) == ["5:15: error: duplicate feature 'App.Tienda'; the first is at line 4, column 15"])
  }

  @Test func destinationAndPathWithTheSameName() {
    let json = """
      {
        "version": 1,
        "features": [
          {
            "name": "Tienda",
            "destination": { "name": "Pantalla", "cases": [] },
            "path": { "name": "Pantalla", "cases": [] }
          }
        ]
      }
      """
    #expect(L.diagnostics(json) == ["7:25: error: duplicate enum 'Tienda.Pantalla'; the first is at line 6, column 32"])
  }

  @Test func featureEnumCollidesWithDottedTopLevelEnum() {
    let json = """
      {
        "version": 1,
        "features": [
          { "name": "Tienda", "destination": { "cases": [] } }
        ],
        "enums": [
          { "name": "Tienda.Destination", "cases": [] }
        ]
      }
      """
    #expect(L.diagnostics(json) == ["7:15: error: duplicate enum 'Tienda.Destination'; the first is at line 4, column 25"])
  }

  @Test func duplicateTopLevelEnums() {
    let json = """
      {
        "version": 1,
        "enums": [
          { "name": "Path.Settings", "cases": [] },
          { "name": "AppRoute", "cases": [] },
          { "name": "Path.Settings", "cases": [] }
        ]
      }
      """
    #expect(L.diagnostics(json) == ["6:15: error: duplicate enum 'Path.Settings'; the first is at line 4, column 15"])
  }

  @Test func sameEnumNameInDifferentParentsIsFine() throws {
    let json = """
      {
        "version": 1,
        "features": [
          { "name": "A", "destination": { "cases": [] } },
          { "name": "B", "destination": { "cases": [] } }
        ],
        "enums": [
          { "name": "Destination", "cases": [] },
          { "name": "Path", "cases": [] },
          { "name": "Path.Settings", "cases": [] },
          { "name": "A", "cases": [] }
        ]
      }
      """
    let schema = try L.schema(json)
    #expect(schema.enums.map(\.qualifiedName) == ["A.Destination", "B.Destination", "Destination", "Path", "Path.Settings", "A"])
  }
}
