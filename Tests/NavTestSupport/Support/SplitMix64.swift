/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seedable generator, so that random
/// schemas and mutated inputs are the same on every machine and Swift release, and a failing
/// test can be replayed from its seed. No global state: each test owns its generator.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<count`. The modulo bias is below 2^-50 for the small counts used here;
  /// the standard library's `random(in:using:)` is avoided because its algorithm may change.
  mutating func below(_ count: Int) -> Int {
    precondition(count > 0)
    return Int(next() % UInt64(count))
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with the given probability, in percent.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// A generator for item `index` of a family seeded with `seed`, independent of the others.
  static func derived(seed: UInt64, index: Int) -> SplitMix64 {
    var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return SplitMix64(seed: mixer.next())
  }
}
