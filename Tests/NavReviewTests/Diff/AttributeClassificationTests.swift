import Testing
@testable import NavReview
@testable import NavTestSupport

private typealias B = DiffGraphSupport.Builders

private func attributeChange(from old: [String], to new: [String]) -> SchemaChange? {
  let before = B.schema(enums: [B.standalone("E", [B.reducer("a", "A", attributes: old)])])
  let after = B.schema(enums: [B.standalone("E", [B.reducer("a", "A", attributes: new)])])
  let changes = SchemaDiff(old: before, new: after).changes
  return changes.count == 1 ? changes[0] : nil
}

@Suite("Diff: attributes")
struct AttributeClassificationTests {
  @Test(arguments: [
    ("@available(iOS 17, *)", ChangeClass.breaking),
    ("@available(iOS, introduced: 17)", .breaking),
    ("@available(*, unavailable)", .breaking),
    ("@available(swift, obsoleted: 6)", .breaking),
    ("@available(*, noasync)", .breaking),
    ("@available(*, deprecated)", .compatible),
    ("@available(iOS, deprecated: 17, message: \"Use b, not a\")", .compatible),
    ("@available(*, deprecated, renamed: \"b\")", .compatible),
    ("@ReducerCaseEphemeral", .breaking),
    ("@MainActor", .breaking),
  ])
  func adding(_ attribute: String, is expected: ChangeClass) throws {
    let change = try #require(attributeChange(from: [], to: [attribute]))
    #expect(change.kind == .attributeAdded)
    #expect(change.classification == expected)
    #expect(change.newValue == attribute)
  }

  @Test(arguments: [
    ("@available(iOS 17, *)", ChangeClass.compatible),
    ("@available(*, deprecated)", .compatible),
    ("@ReducerCaseIgnored", .breaking),
    ("@MainActor", .breaking),
  ])
  func removing(_ attribute: String, is expected: ChangeClass) throws {
    let change = try #require(attributeChange(from: [attribute], to: []))
    #expect(change.kind == .attributeRemoved)
    #expect(change.classification == expected)
  }

  @Test func availabilityChangeIsARemovalAndAnAddition() {
    let before = B.schema(enums: [B.standalone("E", [B.reducer("a", "A", attributes: ["@available(iOS 16, *)"])])])
    let after = B.schema(enums: [B.standalone("E", [B.reducer("a", "A", attributes: ["@available(iOS 17, *)"])])])
    let changes = SchemaDiff(old: before, new: after).changes
    #expect(changes.map(\.kind) == [.attributeAdded, .attributeRemoved])
    #expect(changes.map(\.classification) == [.breaking, .compatible])
  }
}
