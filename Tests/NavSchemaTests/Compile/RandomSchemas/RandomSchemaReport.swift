import Foundation
@testable import NavTestSupport

/// How a random schema is named in test output: enough to make it again and see it.
enum RandomSchemaReport {
  static let seedVariable = "NAVGEN_RANDOM_SEED"

  static func hex(_ seed: UInt64) -> String {
    "0x" + String(seed, radix: 16, uppercase: true)
  }

  /// The seed of this run: `NAVGEN_RANDOM_SEED` (decimal or 0x-hex) or the default one.
  static func seed(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> UInt64 {
    guard let text = environment[seedVariable] else { return RandomSchemaGenerator.defaultSeed }
    let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    guard let value else { throw InvalidSeed(text: text) }
    return value
  }

  struct InvalidSeed: Error, CustomStringConvertible {
    var text: String
    var description: String { "\(seedVariable)=\(text) is not a decimal or 0x-hexadecimal UInt64" }
  }

  static func title(_ schema: RandomSchema) -> String {
    "random schema \(schema.index) of seed \(hex(schema.seed)) (make it again with "
      + "RandomSchemaGenerator(seed: \(hex(schema.seed))).schema(at: \(schema.index)); "
      + "rerun with \(seedVariable)=\(hex(schema.seed)) swift test --filter RandomSchema)"
  }
}
