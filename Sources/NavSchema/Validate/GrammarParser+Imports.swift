/// An import entry: zero or more attributes from `ModuleImport.allowedAttributes`,
/// then a dotted module name: `@_spi(Logging) ComposableArchitecture`.
extension GrammarParser {
  mutating func parseModuleImport() throws(GrammarError) -> ModuleImport {
    var attributes: [String] = []
    while currentIs("@") {
      let attribute = try parseAttribute()
      let name = String(attribute.dropFirst().prefix { $0 != "(" })
      guard ModuleImport.allowedAttributes.contains(name) else {
        let allowed = ModuleImport.allowedAttributes.sorted().map { "'@\($0)'" }.joined(separator: ", ")
        throw error("'@\(name)' cannot be written on an import here (allowed: \(allowed))")
      }
      attributes.append(attribute)
    }
    guard let first = current, first.kind == .word else {
      throw error("expected a module name, found \(SwiftToken.describe(current))")
    }
    var path = [try checkedName(first.text, as: .moduleName)]
    advance()
    while currentIs("."), let next = peek(1), next.kind == .word {
      advance()
      path.append(try checkedName(next.text, as: .moduleName))
      advance()
    }
    return ModuleImport(module: path.joined(separator: "."), attributes: attributes)
  }
}

extension SwiftGrammar {
  /// `Foundation`, `@preconcurrency Foundation`, `@_spi(Logging) ComposableArchitecture`.
  package static func moduleImport(_ text: String) -> Result<ModuleImport, GrammarError> {
    // Without attributes it is a dotted name, with that grammar's messages.
    guard text.utf8.contains(UInt8(ascii: "@")) else {
      return dottedName(text, as: .moduleName).map { ModuleImport(module: $0.joined(separator: ".")) }
    }
    return GrammarParser.run("import", text, brackets: GrammarParser.attributeBrackets) { parser throws(GrammarError) in
      try parser.parseModuleImport()
    }
  }
}
