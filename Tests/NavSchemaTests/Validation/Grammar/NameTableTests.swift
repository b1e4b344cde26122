import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The fixed name sets behind the keyword and reserved-name checks answer
/// exactly as a `Set<String>` of the same names would.
@Suite("Grammar: name tables")
struct NameTableTests {
  static let names = ["in", "is", "if", "case", "Case", "Self", "self", "ñame", "typealias", "x"]

  @Test func containsExactlyItsNames() {
    let table = NameTable(Self.names)
    let set = Set(Self.names)
    let probes = Self.names + [
      "", "i", "io", "iff", "cas", "cases", "CASE", "Self ", " self", "name", "ñam", "ñamé", "typealia", "typealiass",
      "y", "X", "\u{0}", "éame",
    ]
    for probe in probes {
      #expect(table.contains(probe) == set.contains(probe), "\(probe.debugDescription)")
    }
  }

  @Test func anEmptyTableContainsNothing() {
    let table = NameTable([String]())
    #expect(!table.contains(""))
    #expect(!table.contains("a"))
  }

  @Test func theKeywordTablesAgreeWithTheirSets() {
    var random = SplitMix64(seed: 0x4E54)
    let letters = Array("abcdefghijklmnopqrstuvwxyzST_".utf8)
    var probes = Array(SwiftKeywords.rejectedInEveryName) + Array(SwiftKeywords.typeModifiers)
    for _ in 0..<3_000 {
      probes.append(String(decoding: (0..<random.int(in: 1...9)).map { _ in letters[random.below(letters.count)] }, as: UTF8.self))
    }
    for probe in probes {
      #expect(SwiftKeywords.isReserved(probe) == SwiftKeywords.reserved.contains(probe), "\(probe)")
      #expect(SwiftKeywords.isMetatypeName(probe) == SwiftKeywords.metatypeNames.contains(probe), "\(probe)")
      #expect(SwiftKeywords.isTypeModifier(probe) == SwiftKeywords.typeModifiers.contains(probe), "\(probe)")
      #expect(
        probe.withUTF8Bytes(SwiftKeywords.isRejectedInEveryName) == SwiftKeywords.rejectedInEveryName.contains(probe),
        "\(probe)")
    }
  }
}
