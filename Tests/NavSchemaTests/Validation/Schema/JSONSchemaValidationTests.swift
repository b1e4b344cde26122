import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Runs Python's `jsonschema` (draft 2020-12) over `Schemas/navgen.schema.json`:
/// the schema must be valid, every example and valid fixture must pass, and
/// fixtures the loader rejects for a reason the JSON Schema can express must
/// fail it too. Needs `python3` with the `jsonschema` package; skipped,
/// saying so, where they are missing (see `OutsideTool`).
@Suite("JSON Schema validates the examples (python3 + jsonschema)")
struct JSONSchemaValidationTests {
  typealias L = LoaderTestSupport

  static let validFixtures: [(String, String)] = [
    ("full-featured", FullSchemaDecodingTests.json),
    ("minimal", #"{"version": 1}"#),
    ("shorthand and nesting", #"{"version": 1, "enums": [{"name": "Path.Settings", "cases": ["Reseña", "URLLoader"]}]}"#),
    (
      "#if blocks",
      #"{"version": 1, "enums": [{"name": "A", "cases": ["B", {"if": "os(macOS)", "cases": ["C", {"if": "DEBUG", "cases": ["D"]}], "elseif": [{"if": "os(iOS)", "cases": ["E"]}], "else": ["F", {"name": "g"}]}, {"if": "DEBUG", "cases": []}]}]}"#
    ),
    ("swiftUI on a feature's enum", #"{"version": 1, "features": [{"name": "F", "destination": {"cases": [{"name": "x", "reducer": "X", "view": false}], "swiftUI": true}}]}"#),
    ("swiftUI path of enums without parent", #"{"version": 1, "enums": [{"name": "P", "cases": ["X"], "swiftUI": {"role": "path", "function": "screen"}}]}"#),
  ]

  static let invalidFixtures: [(String, String)] = [
    ("unknown top-level key", #"{"version": 1, "colour": "red"}"#),
    ("missing version", #"{"features": []}"#),
    ("unsupported version", #"{"version": 2}"#),
    ("unsupported tca", #"{"version": 1, "tca": "1.0.0"}"#),
    ("unsupported access", #"{"version": 1, "access": "private"}"#),
    ("two payload kinds", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reducer": "X", "alert": "Y"}]}]}"#),
    ("initializer without reducer", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "initializer": "X()"}]}]}"#),
    ("action without ignored", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "action": "X"}]}]}"#),
    ("action with two ignored parameters", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "ignored": ["A", "B"], "action": "X"}]}]}"#),
    ("empty actions", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "alert": {"name": "B", "actions": []}}]}]}"#),
    ("duplicate actions", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "alert": {"name": "B", "actions": ["a", "a"]}}]}]}"#),
    ("empty ignored", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "ignored": []}]}]}"#),
    ("keyword case name", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "class"}]}]}"#),
    ("reserved case name", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "body"}]}]}"#),
    ("invalid case name", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "a-b"}]}]}"#),
    ("reserved enum name", #"{"version": 1, "enums": [{"name": "Namespace.State", "cases": []}]}"#),
    ("reserved destination name", #"{"version": 1, "features": [{"name": "F", "destination": {"name": "Action", "cases": []}}]}"#),
    ("dotted destination name", #"{"version": 1, "features": [{"name": "F", "destination": {"name": "A.B", "cases": []}}]}"#),
    ("unknown case key", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reduce": "X"}]}]}"#),
    ("alert object without actions", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "alert": {"name": "B"}}]}]}"#),
    ("duplicate conformance", #"{"version": 1, "enums": [{"name": "A", "cases": [], "stateConformances": ["Equatable", "Equatable"]}]}"#),
    ("attribute without @", #"{"version": 1, "enums": [{"name": "A", "cases": [], "attributes": ["available(iOS 17, *)"]}]}"#),
    ("multi-line initializer", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reducer": "X", "initializer": "X()\n}"}]}]}"#),
    ("case of the wrong type", #"{"version": 1, "enums": [{"name": "A", "cases": [3]}]}"#),
    ("enum without cases", #"{"version": 1, "enums": [{"name": "A"}]}"#),
    ("feature without name", #"{"version": 1, "features": [{"path": {"cases": []}}]}"#),
    ("block without if", #"{"version": 1, "enums": [{"name": "A", "cases": [{"cases": ["B"]}]}]}"#),
    ("unknown block key", #"{"version": 1, "enums": [{"name": "A", "cases": [{"if": "X", "cases": ["B"], "elif": []}]}]}"#),
    ("elseif without cases", #"{"version": 1, "enums": [{"name": "A", "cases": [{"if": "X", "cases": ["B"], "elseif": [{"if": "Y"}]}]}]}"#),
    ("else that is not a list", #"{"version": 1, "enums": [{"name": "A", "cases": [{"if": "X", "cases": ["B"], "else": "C"}]}]}"#),
    ("multi-line condition", #"{"version": 1, "enums": [{"name": "A", "cases": [{"if": "X\nY", "cases": ["B"]}]}]}"#),
    ("swiftUI true on an enum of enums", #"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": true}]}"#),
    ("swiftUI destination of enums without parent", #"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": "destination"}}]}"#),
    ("swiftUI role on a feature's enum", #"{"version": 1, "features": [{"name": "F", "path": {"cases": [], "swiftUI": {"role": "path"}}}]}"#),
    ("swiftUI modifier on a path of enums", #"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": "path", "modifier": "m"}}]}"#),
    ("swiftUI stack without parent", #"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {"role": "path", "stack": "s"}}]}"#),
    ("unknown presentation", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reducer": "X", "presentation": "modal"}]}]}"#),
    ("view true", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "reducer": "X", "view": true}]}]}"#),
  ]

  /// Reads `{"schema": path, "documents": {name: text}}` on standard input and
  /// prints `{name: [error messages]}`.
  static let script = """
    import json, sys
    import jsonschema
    request = json.load(sys.stdin)
    with open(request["schema"], encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    result = {}
    for name, text in request["documents"].items():
        result[name] = [error.message for error in validator.iter_errors(json.loads(text))]
    print(json.dumps(result))
    """

  @Test(.requires(.jsonschema)) func examplesAndFixturesAgreeWithTheJSONSchema() throws {
    let root = try L.repositoryRoot()
    let examples = try Self.exampleFiles(in: root)
    var documents: [String: String] = [:]
    for (name, text) in Self.validFixtures + Self.invalidFixtures { documents[name] = text }
    for (name, text) in examples { documents[name] = text }
    let errors = try Self.validate(documents, schema: root.appendingPathComponent("Schemas/navgen.schema.json"))

    for (name, _) in Self.validFixtures + examples {
      #expect(errors[name] == [], "\(name) should be valid under the JSON Schema")
    }
    for (name, _) in Self.invalidFixtures {
      #expect(errors[name]?.isEmpty == false, "\(name) should be rejected by the JSON Schema")
    }
  }

  /// The loader must agree with the JSON Schema on every fixture.
  @Test func loaderAgreesOnTheFixturesAndExamples() throws {
    for (name, text) in Self.validFixtures + (try Self.exampleFiles(in: try L.repositoryRoot())) {
      let result = SchemaLoader.load(contents: Array(text.utf8), fileName: name)
      #expect(result.schema != nil, "\(name): \(result.diagnostics.map(\.description))")
    }
    for (name, text) in Self.invalidFixtures {
      #expect(SchemaLoader.load(contents: Array(text.utf8), fileName: name).diagnostics.hasErrors, "\(name)")
    }
  }

  static func exampleFiles(in root: URL) throws -> [(String, String)] {
    let folder = root.appendingPathComponent("Schemas/examples")
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
      .sorted()
      .map { name in ("examples/\(name)", try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) }
  }

  static func validate(_ documents: [String: String], schema: URL) throws -> [String: [String]] {
    let request = try JSONSerialization.data(withJSONObject: ["schema": schema.path, "documents": documents])
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script],
      standardInput: String(decoding: request, as: UTF8.self))
    let text = result.standardOutput
    try #require(result.status == 0, "python3 failed (status \(result.status)): \(result.standardError)")
    let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(decoded as? [String: [String]], "unexpected output from python3: \(text)")
  }
}
