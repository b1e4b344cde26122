import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The writer every emitter writes through: indentation, blocks, copies.
@Suite struct SwiftWriterTests {
  /// Each line carries exactly its depth's indentation, however deep (the
  /// writer copies it from one run of the unit that grows as lines go deeper).
  @Test(arguments: ["  ", "\t", "    "])
  func indentationAtEveryDepth(unit: String) {
    var writer = SwiftWriter(indentUnit: unit)
    func nest(_ depth: Int, _ writer: inout SwiftWriter) {
      writer.line("depth \(depth)")
      guard depth < 20 else { return }
      writer.indented { nest(depth + 1, &$0) }
      writer.line("back to \(depth)")
    }
    nest(0, &writer)
    let lines = writer.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 41)
    for depth in 0...20 {
      let indentation = String(repeating: unit, count: depth)
      #expect(lines[depth] == indentation + "depth \(depth)")
      if depth < 20 { #expect(lines[40 - depth] == indentation + "back to \(depth)") }
    }
  }

  @Test func blocksAndLinesInPieces() {
    var writer = SwiftWriter()
    writer.block({ $0.write("enum ", "Destination") }) { body in
      body.line { $0.write("case ", "autor", "(", "Autor", ")") }
      body.block("struct Empty") { _ in }
    }
    #expect(writer.output == "enum Destination {\n  case autor(Autor)\n  struct Empty {}\n}\n")
  }

  /// A copy of a writer is a value of its own: writing to one never shows in the other.
  @Test func aCopyWritesOnItsOwn() {
    var first = SwiftWriter()
    first.line("shared")
    var second = first
    second.line("second")
    first.line("first")
    #expect(first.output == "shared\nfirst\n")
    #expect(second.output == "shared\nsecond\n")
  }

  /// Far more than the first allocation holds, in lines of every size.
  @Test func largeOutputsGrow() {
    var writer = SwiftWriter()
    var expected = ""
    for length in 0..<3000 {
      let text = String(repeating: "x", count: length % 700)
      writer.line(text)
      expected += text + "\n"
    }
    #expect(writer.output == expected)
    #expect(writer.utf8Count == expected.utf8.count)
  }

  @Test func piecesJoinInOrder() {
    let writers = ["one", "two", "three"].map { text -> SwiftWriter in
      var writer = SwiftWriter()
      writer.line(text)
      return writer
    }
    #expect(SwiftWriter.output(of: writers) == "one\ntwo\nthree\n")
    #expect(GeneratedSource(writers).text == "one\ntwo\nthree\n")
    #expect(GeneratedSource(writers).utf8Count == 14)
  }
}
