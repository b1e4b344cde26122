/// The identity of one screen in a `StackState`: not its position.
public struct StackElementID: Hashable, Sendable {
  @_spi(Internals) public var generation: Int

  @_spi(Internals) public init(generation: Int) {
    self.generation = generation
  }
}

extension StackElementID: CustomDebugStringConvertible {
  public var debugDescription: String {
    "#\(generation)"
  }
}

/// `0`, `1`, ... name the IDs a stack hands out. TCA allows literals in tests only; the
/// stand-in allows them everywhere.
extension StackElementID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}
