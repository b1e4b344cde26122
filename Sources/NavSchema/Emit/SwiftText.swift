/// What generated Swift is written to, piece by piece: a line of the output
/// (`LineText`), or a `String` (the texts messages and tests read). A literal
/// piece is taken as a `StaticString` (the `String` form is disfavored for
/// literals): it is copied in with nothing to read through first, and most
/// pieces of every line are literals.
protocol SwiftText: ~Copyable {
  @_disfavoredOverload mutating func write(_ text: String)
  mutating func write(_ literal: StaticString)
  /// Appends a type's canonical spelling.
  mutating func write(_ type: TypeRef)
}

extension String: SwiftText {
  mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { append(String(decoding: $0, as: UTF8.self)) }
  }

  mutating func write(_ type: TypeRef) {
    type.write(to: &self)
  }
}

extension SwiftText where Self: ~Copyable {
  /// `label: ` before a value that has a label; nothing before one that has none.
  mutating func writeLabel(_ label: String?) {
    guard let label else { return }
    write(label)
    write(": ")
  }
}

extension SwiftText where Self: ~Copyable {
  /// `@ReducerCaseIgnored`: a marker as an attribute (`CaseMarker.attribute`, without building it).
  mutating func writeAttribute(_ marker: CaseMarker) {
    write("@")
    write(marker.rawValue)
  }
}
