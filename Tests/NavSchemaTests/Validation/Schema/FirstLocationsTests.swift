import Testing
@testable import NavSchema

/// Where a name was first seen, for "duplicate ...; the first is at ..."
/// messages: the same answers from the short list and from the table that
/// takes over past it (or from the start, when many names are announced).
@Suite struct FirstLocationsTests {
  static func position(_ index: Int) -> SourcePosition { SourcePosition(line: index + 1, column: 3) }

  @Test(arguments: [nil, 5, 40])
  func eachNameKeepsItsFirstPlace(capacity: Int?) {
    var seen = capacity.map { FirstLocations(capacity: $0) } ?? FirstLocations()
    // Forty names cross the list's limit of sixteen whatever the capacity.
    for index in 0..<40 {
      #expect(seen.recordFirst("name\(index)", at: Self.position(index)) == nil)
    }
    for index in 0..<40 {
      #expect(seen.recordFirst("name\(index)", at: Self.position(100 + index)) == Self.position(index))
      #expect(seen["name\(index)"] == Self.position(index))
    }
    #expect(seen["name40"] == nil)
    // Names of one length that differ in a byte are told apart.
    #expect(seen.recordFirst("nameX", at: Self.position(200)) == nil)
  }
}
