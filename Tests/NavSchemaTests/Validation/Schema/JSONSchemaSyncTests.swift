import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `Schemas/navgen.schema.json` and the decoder must describe the same
/// format: the same keys per object, the same required keys, the same
/// closed value lists and reserved words.
@Suite("JSON Schema stays in step with the decoder")
struct JSONSchemaSyncTests {
  typealias L = LoaderTestSupport

  static func jsonSchema() throws -> ParsedJSON {
    let url = try L.repositoryRoot().appendingPathComponent("Schemas/navgen.schema.json")
    let bytes = try [UInt8](Data(contentsOf: url))
    let document = try JSONParser.parse(bytes, fileName: url.path).get()
    return ParsedJSON(document.root, in: document)
  }

  /// The definitions of the format's objects.
  static let objectDefinitions = [
    "feature", "nestedEnum", "topLevelEnum", "caseObject", "generatedActions", "conditionalBlock", "elseifClause",
    "caseDeclaration", "writtenEnum", "plainCase", "typeAlias", "reducerArguments",
    "nestedSwiftUI", "topLevelSwiftUI", "reducerEnumPlacement",
  ]

  static func definition(_ name: String, in schema: ParsedJSON) throws -> ParsedJSON {
    try #require(schema.member("$defs")?.member(name), "missing $defs/\(name)")
  }

  static func propertyNames(of object: ParsedJSON?) -> Set<String> {
    Set(object?.member("properties")?.members?.map(\.key) ?? [])
  }

  static func names(_ keys: [StaticString]) -> Set<String> {
    Set(keys.map(\.description))
  }

  static func strings(_ value: ParsedJSON?) -> Set<String> {
    Set(value?.elements?.compactMap(\.stringValue) ?? [])
  }

  @Test func everyObjectDeclaresExactlyTheDecodersKeys() throws {
    let schema = try Self.jsonSchema()
    #expect(Self.propertyNames(of: schema) == Self.names(SchemaKeys.file))
    #expect(Self.propertyNames(of: try Self.definition("feature", in: schema)) == Self.names(SchemaKeys.feature))
    #expect(Self.propertyNames(of: try Self.definition("nestedEnum", in: schema)) == Self.names(SchemaKeys.enumObject))
    #expect(Self.propertyNames(of: try Self.definition("topLevelEnum", in: schema)) == Self.names(SchemaKeys.enumObject))
    #expect(Self.propertyNames(of: try Self.definition("caseObject", in: schema)) == Self.names(SchemaKeys.caseObject))
    #expect(Self.propertyNames(of: try Self.definition("generatedActions", in: schema)) == Self.names(SchemaKeys.generatedActions))
    #expect(Self.propertyNames(of: try Self.definition("conditionalBlock", in: schema)) == Self.names(SchemaKeys.conditionalBlock))
    #expect(Self.propertyNames(of: try Self.definition("caseDeclaration", in: schema)) == Self.names(SchemaKeys.caseDeclaration))
    #expect(Self.propertyNames(of: try Self.definition("writtenEnum", in: schema)) == Self.names(SchemaKeys.nestedEnum))
    #expect(Self.propertyNames(of: try Self.definition("plainCase", in: schema)) == Self.names(SchemaKeys.nestedCase))
    #expect(Self.propertyNames(of: try Self.definition("typeAlias", in: schema)) == Self.names(SchemaKeys.typeAlias))
    #expect(
      Self.propertyNames(of: try Self.definition("reducerEnumPlacement", in: schema)) == Self.names(SchemaKeys.reducerEnumPlacement))
    #expect(Self.propertyNames(of: try Self.definition("reducerArguments", in: schema)) == Self.names(SchemaKeys.reducerArguments))
    #expect(Self.propertyNames(of: try Self.definition("elseifClause", in: schema)) == Self.names(SchemaKeys.elseifClause))
    #expect(Self.propertyNames(of: try Self.definition("topLevelSwiftUI", in: schema)) == Self.names(SchemaKeys.swiftUI))
    #expect(Self.propertyNames(of: try Self.definition("links", in: schema)) == Self.names(SchemaKeys.links))
    // A feature's enum has its role and parent; only an enum of `enums` says them.
    #expect(
      Self.propertyNames(of: try Self.definition("nestedSwiftUI", in: schema)) == Self.names(SchemaKeys.swiftUI).subtracting(["role", "parent"]))
  }

  @Test func everyObjectIsClosed() throws {
    let schema = try Self.jsonSchema()
    var objects = [schema]
    for name in Self.objectDefinitions {
      objects.append(try Self.definition(name, in: schema))
    }
    for object in objects {
      #expect(object.member("additionalProperties")?.boolValue == false)
      #expect(object.member("type")?.stringValue == "object")
    }
  }

  /// The decoder's required keys, found by loading an empty object in each place.
  @Test(arguments: [
    ("", #"{}"#, "schema"),
    ("feature", #"{"version": 1, "features": [{}]}"#, "feature"),
    ("nestedEnum", #"{"version": 1, "features": [{"name": "A", "destination": {}}]}"#, "'destination'"),
    ("topLevelEnum", #"{"version": 1, "enums": [{}]}"#, "enum"),
    ("caseObject", #"{"version": 1, "enums": [{"name": "A", "cases": [{}]}]}"#, "case"),
    ("generatedActions", #"{"version": 1, "enums": [{"name": "A", "cases": [{"name": "x", "alert": {}}]}]}"#, "'alert'"),
    ("conditionalBlock", #"{"version": 1, "enums": [{"name": "A", "cases": [{"else": []}]}]}"#, "'#if' block"),
    ("elseifClause", #"{"version": 1, "enums": [{"name": "A", "cases": [{"if": "A", "cases": [], "elseif": [{}]}]}]}"#, "'elseif' clause"),
    ("caseDeclaration", #"{"version": 1, "enums": [{"name": "A", "cases": [{"markers": []}]}]}"#, "case declaration"),
    ("writtenEnum", #"{"version": 1, "enums": [{"name": "A", "cases": [{"conformances": []}]}]}"#, "nested enum"),
    ("plainCase", #"{"version": 1, "enums": [{"name": "A", "cases": [{"enum": "B", "cases": [{"values": []}]}]}]}"#, "case of a nested enum"),
    ("typeAlias", #"{"version": 1, "enums": [{"name": "A", "cases": [{"enum": "B", "cases": [{"access": "public"}]}]}]}"#, "type alias"),
    ("topLevelSwiftUI", #"{"version": 1, "enums": [{"name": "A", "cases": [], "swiftUI": {}}]}"#, "'swiftUI' (an enum of 'enums' says whether it is a destination or a path)"),
  ])
  func requiredKeysMatch(definition: String, json: String, context: String) throws {
    let schema = try Self.jsonSchema()
    let object = definition.isEmpty ? schema : try Self.definition(definition, in: schema)
    let suffix = "' in \(context)"
    let reported = L.load(json).diagnostics.compactMap { diagnostic -> String? in
      guard diagnostic.message.hasPrefix("missing required key '"), diagnostic.message.hasSuffix(suffix) else { return nil }
      return String(diagnostic.message.dropFirst("missing required key '".count).dropLast(suffix.count))
    }
    #expect(Set(reported) == Self.strings(object.member("required")))
    #expect(!reported.isEmpty)
  }

  @Test func payloadKindsAreMutuallyExclusive() throws {
    let caseObject = try Self.definition("caseObject", in: try Self.jsonSchema())
    let pairs = caseObject.member("not")?.member("anyOf")?.elements?.map { Self.strings($0.member("required")) } ?? []
    var expected: Set<Set<String>> = []
    let kinds = SchemaKeys.payloadKinds.map(\.description)
    for (index, first) in kinds.enumerated() {
      for second in kinds[(index + 1)...] { expected.insert([first, second]) }
    }
    #expect(Set(pairs) == expected)
    #expect(pairs.count == expected.count)
    let dependencies = caseObject.member("dependentRequired")
    #expect(Self.strings(dependencies?.member("initializer")) == ["reducer"])
    #expect(Self.strings(dependencies?.member("action")) == ["ignored"])
  }

  @Test func closedValueListsMatch() throws {
    let schema = try Self.jsonSchema()
    #expect(
      Self.strings(try Self.definition("markers", in: schema).member("items")?.member("enum"))
        == Set(CaseMarker.allCases.map(\.attribute)))
    #expect(
      Self.strings(try Self.definition("synthesizedConformances", in: schema).member("items")?.member("enum"))
        == Set(ReducerArguments.synthesizedConformances))
    let properties = schema.member("properties")
    #expect(Self.strings(properties?.member("tca")?.member("enum")) == Set(TCARelease.supported.map(\.version)))
    #expect(Self.strings(properties?.member("casePaths")?.member("enum")) == Set(CasePathsRelease.supported.map(\.version)))
    #expect(properties?.member("version")?.member("const")?.integerValue == SchemaDecoder.supportedVersions.first)
    #expect(SchemaDecoder.supportedVersions.count == 1)
    #expect(Self.strings(try Self.definition("accessLevel", in: schema).member("enum")) == Set(AccessLevel.allCases.map(\.rawValue)))
    let presentation = try Self.definition("caseObject", in: schema).member("properties")?.member("presentation")
    #expect(Self.strings(presentation?.member("enum")) == Set(Presentation.allCases.map(\.rawValue)))
    let role = try Self.definition("topLevelSwiftUI", in: schema).member("properties")?.member("role")
    #expect(Self.strings(role?.member("enum")) == Set(SwiftUIGlue.Role.allCases.map(\.rawValue)))
  }

  @Test func reservedWordsMatch() throws {
    let schema = try Self.jsonSchema()
    #expect(Self.strings(try Self.definition("swiftKeyword", in: schema).member("enum")) == SwiftKeywords.rejectedInEveryName)
    #expect(Self.strings(try Self.definition("reservedTypeName", in: schema).member("enum")) == ReservedNames.typeNames)
    let caseName = try Self.definition("caseObject", in: schema).member("properties")?.member("name")
    let caseNameExclusions = caseName?.member("allOf")?.elements?.compactMap { $0.member("not")?.member("enum") }.first
    #expect(Self.strings(caseNameExclusions) == Set(ReservedNames.caseNames.keys))
    let actions = try Self.definition("generatedActions", in: schema).member("properties")?.member("actions")
    let actionExclusions = actions?.member("items")?.member("allOf")?.elements?.compactMap { $0.member("not")?.member("enum") }.first
    #expect(Self.strings(actionExclusions) == Set(ReservedNames.actionNames.keys))
  }

  @Test func everyReferenceResolves() throws {
    let schema = try Self.jsonSchema()
    let definitions = Set(schema.member("$defs")?.members?.map(\.key) ?? [])
    var references: [String] = []
    var pending = [schema]
    while let value = pending.popLast() {
      for member in value.members ?? [] {
        if member.key == "$ref", let reference = member.value.stringValue { references.append(reference) }
        pending.append(member.value)
      }
      pending += value.elements ?? []
    }
    #expect(!references.isEmpty)
    for reference in references {
      #expect(reference.hasPrefix("#/$defs/") && definitions.contains(String(reference.dropFirst("#/$defs/".count))), "\(reference)")
    }
  }

  @Test func everyPropertyHasADescriptionForEditors() throws {
    let schema = try Self.jsonSchema()
    var objects = [("schema", schema)]
    for name in Self.objectDefinitions {
      objects.append((name, try Self.definition(name, in: schema)))
    }
    for (name, object) in objects {
      for property in object.member("properties")?.members ?? [] {
        let value = property.value
        let described = value.member("description") != nil || value.member("$ref")?.stringValue.map { reference in
          (try? Self.definition(String(reference.dropFirst("#/$defs/".count)), in: schema))?.member("description") != nil
        } == true
        #expect(described, "\(name).\(property.key) has no description")
      }
    }
  }
}
