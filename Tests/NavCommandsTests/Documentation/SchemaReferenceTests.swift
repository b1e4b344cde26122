import Foundation
import Testing
@testable import NavTestSupport

/// The schema reference article and `Schemas/navgen.schema.json` say the same thing. The rule:
/// every object the JSON Schema declares has a section of the article (`sections`), and every
/// key of that object has a table row there (`` | `key` | ``) that contains the key's
/// `description` word for word (whitespace aside; a key that only refers to a definition takes
/// that definition's description). The article may say more after it; never less.
@Suite struct SchemaReferenceTests {
  static let article = "SchemaReference.md"

  /// Where each object of the JSON Schema (by its JSON pointer) is documented: the heading of
  /// its section. A new object in the schema needs an entry here and a section there.
  static let sections: [String: String] = [
    "#": "### File",
    "#/$defs/feature": "### Features",
    "#/$defs/nestedEnum": "### Enums",
    "#/$defs/topLevelEnum": "### Enums",
    "#/$defs/reducerArguments": "### Reducer arguments",
    "#/$defs/reducerEnumPlacement": "### A @Reducer enum inside the enum",
    "#/$defs/caseObject": "### Case keys",
    "#/$defs/generatedActions": "### Generated action enums",
    "#/$defs/caseDeclaration": "### Several cases in one declaration",
    "#/$defs/writtenEnum": "### Enums written inside the enum",
    "#/$defs/plainCase": "#### A case of a written enum",
    "#/$defs/writtenEnumMember/oneOf/2": "#### Several cases of a written enum in one declaration",
    "#/$defs/typeAlias": "#### A type alias in a written enum",
    "#/$defs/writtenEnumMember/oneOf/4": "#### An #if block in a written enum",
    "#/$defs/writtenEnumMember/oneOf/4/properties/elseif/items": "#### An #if block in a written enum",
    "#/$defs/conditionalBlock": "### `#if` blocks",
    "#/$defs/elseifClause": "### `#if` blocks",
    "#/$defs/nestedSwiftUI": "### SwiftUI glue settings",
    "#/$defs/topLevelSwiftUI": "### SwiftUI glue settings",
    "#/$defs/links": "### Deep links",
  ]

  @Test func everyKeyOfTheJSONSchemaIsDocumentedWithItsDescription() throws {
    let schema = try JSONSchemaObjects.load()
    let text = try DocumentationCatalog.article(Self.article)
    #expect(schema.objects.count >= 15, "found too few objects in the JSON Schema: \(schema.objects.map(\.pointer))")
    for object in schema.objects {
      guard let heading = Self.sections[object.pointer] else {
        Issue.record("\(object.pointer) (keys \(object.keys.map(\.name))) has no section; add one to \(Self.article) and to SchemaReferenceTests.sections")
        continue
      }
      guard let section = DocumentationCatalog.section(heading, of: text) else {
        Issue.record("\(Self.article) has no heading '\(heading)' for \(object.pointer)")
        continue
      }
      for key in object.keys {
        let description = try #require(schema.description(of: key), "\(object.pointer)/properties/\(key.name) has no description")
        let rows = section.filter { $0.hasPrefix("| `\(key.name)` |") }
        #expect(rows.count == 1, "'\(heading)' needs one row for `\(key.name)` (\(object.pointer)); has \(rows.count)")
        guard let row = rows.first else { continue }
        #expect(
          DocumentationCatalog.normalized(row).contains(DocumentationCatalog.normalized(description)),
          "the row for `\(key.name)` under '\(heading)' does not contain its JSON Schema description (\(object.pointer)):\n\(description)")
      }
    }
  }

  @Test func everySectionNamesAnObjectOfTheJSONSchema() throws {
    let pointers = Set(try JSONSchemaObjects.load().objects.map(\.pointer))
    for pointer in Self.sections.keys.sorted() {
      #expect(pointers.contains(pointer), "SchemaReferenceTests.sections names \(pointer), which the JSON Schema no longer declares")
    }
    let text = try DocumentationCatalog.article(Self.article)
    for heading in Set(Self.sections.values).sorted() {
      let count = text.split(separator: "\n").filter { $0 == heading }.count
      #expect(count == 1, "'\(heading)' appears \(count) times in \(Self.article)")
    }
  }

  /// The rule catches a key whose row lost its description (a check that can fail).
  @Test func aRowWithoutTheDescriptionIsFound() throws {
    let text = "### File\n\n| key | meaning |\n|---|---|\n| `version` | The format's version. |\n"
    let section = try #require(DocumentationCatalog.section("### File", of: text))
    let row = try #require(section.first { $0.hasPrefix("| `version` |") })
    #expect(!DocumentationCatalog.normalized(row).contains("Version of the schema format. Only 1 is supported."))
    #expect(DocumentationCatalog.section("### Features", of: text) == nil)
  }
}

/// The objects `Schemas/navgen.schema.json` declares (those with `properties`), found by
/// walking every subschema except the conditions (`if`, `then`, `else`, `not`,
/// `dependentSchemas`), which constrain keys declared elsewhere.
struct JSONSchemaObjects {
  struct Key {
    var name: String
    var schema: [String: Any]
  }

  struct Object {
    var pointer: String
    var keys: [Key]
  }

  var root: [String: Any]
  var objects: [Object] = []

  static func load() throws -> JSONSchemaObjects {
    let data = try Data(contentsOf: Repository.url("Schemas/navgen.schema.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var found = JSONSchemaObjects(root: root)
    found.walk(root, at: "#")
    return found
  }

  /// A key's own description, or that of the definition its `$ref` names.
  func description(of key: Key) -> String? {
    if let own = key.schema["description"] as? String { return own }
    guard let reference = key.schema["$ref"] as? String, reference.hasPrefix("#/$defs/") else { return nil }
    let definitions = root["$defs"] as? [String: Any]
    let definition = definitions?[String(reference.dropFirst("#/$defs/".count))] as? [String: Any]
    return definition?["description"] as? String
  }

  private static let conditions: Set<String> = ["if", "then", "else", "not", "dependentSchemas"]

  private mutating func walk(_ value: Any, at pointer: String) {
    if let array = value as? [Any] {
      for (index, element) in array.enumerated() { walk(element, at: "\(pointer)/\(index)") }
      return
    }
    guard let schema = value as? [String: Any] else { return }
    if let properties = schema["properties"] as? [String: Any] {
      let keys = properties.keys.sorted().map { Key(name: $0, schema: properties[$0] as? [String: Any] ?? [:]) }
      objects.append(Object(pointer: pointer, keys: keys))
    }
    for name in schema.keys.sorted() where !Self.conditions.contains(name) {
      if name == "properties" || name == "$defs", let members = schema[name] as? [String: Any] {
        for member in members.keys.sorted() { walk(members[member]!, at: "\(pointer)/\(name)/\(member)") }
      } else {
        walk(schema[name]!, at: "\(pointer)/\(name)")
      }
    }
  }
}
