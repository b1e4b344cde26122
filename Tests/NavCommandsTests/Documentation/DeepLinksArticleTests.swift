import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// The DeepLinks article shows `navgen links` as it is: every `$ navgen links …` block of its
/// "Reviewing links" section is the output of that command line, run from the repository root.
@Suite("Docs: the DeepLinks article's navgen links examples")
struct DeepLinksArticleTests {
  /// Each block: its command line's arguments after `navgen`, and the lines printed.
  static func examples() throws -> [(arguments: [String], output: String)] {
    let article = try DocumentationCatalog.article("DeepLinks.md")
    let section = try #require(DocumentationCatalog.section("### Reviewing links", of: article))
    var examples: [(arguments: [String], output: String)] = []
    var block: [Substring]?
    for line in section {
      if line.hasPrefix("```") {
        if let lines = block, let command = lines.first, command.hasPrefix("$ navgen links ") {
          let arguments = command.dropFirst("$ navgen ".count).split(separator: " ").map(String.init)
          examples.append((arguments, lines.dropFirst().map { $0 + "\n" }.joined()))
        }
        block = block == nil ? [] : nil
        continue
      }
      block?.append(line)
    }
    return examples
  }

  @Test func everyExampleIsWhatTheCommandPrints() throws {
    let examples = try Self.examples()
    #expect(examples.count == 3)
    for example in examples {
      guard case .links(let options) = try ArgumentParser.parse(example.arguments).get() else {
        Issue.record("not a links command: \(example.arguments)")
        continue
      }
      let environment = ReviewEnvironment(reader: SchemaSourceReader(currentDirectory: Repository.root.path))
      let result = LinksCommand.run(
        inputs: options.inputs, resolve: options.resolve, from: options.root, format: options.format,
        environment: environment)
      #expect(result.output == example.output, "\(example.arguments.joined(separator: " "))")
    }
  }
}
