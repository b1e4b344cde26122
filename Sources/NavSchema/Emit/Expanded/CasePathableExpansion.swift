/// `@CasePathable` on an enum written out as a swift-case-paths family
/// (`CasePathsFamily`) expands it; 1.9.1's by default.
///
/// Order: the macro appends its members after every member written in the
/// enum. On an enum that also carries `@ObservableState` (the reducer's
/// `State`), these come first and `ObservableStateEnumExpansion`'s follow,
/// in attribute order. Every member is `public` whatever the enum's access.
public enum CasePathableExpansion {
  /// Writes, separated by blank lines, `public struct AllCasePaths`,
  /// `public static var allCasePaths` and, when an associated value names
  /// `Element`, `public typealias _$Element = Element`. No blank line is
  /// written before the first or after the last member.
  ///
  /// - Parameters:
  ///   - enumName: the enum's own name as declared (`State`), not qualified.
  ///   - caseGroups: the enum's cases with the `#if` blocks around them.
  ///   - family: the swift-case-paths releases whose expansion is written.
  ///   - writer: where the members go, at the enum body's indentation.
  public static func writeMembers(
    enumName: String,
    caseGroups: [CaseGroup],
    family: CasePathsFamily = .latest,
    into writer: inout SwiftWriter
  ) {
    var rewriter = CasePathTypeRewriter(enumName: enumName)
    let pathRoot = "CasePaths.PartialCaseKeyPath<\(enumName)>"
    let standardLibrary = family.standardLibraryNames
    writer.block(
      "public struct AllCasePaths: CasePaths.CasePathReflectable, \(standardLibrary.spelling("Sendable")), "
        + standardLibrary.spelling("Sequence")
    ) { body in
      writeRootSubscript(enumName: enumName, pathRoot: pathRoot, caseGroups: caseGroups, into: &body)
      body.writeConditionals(caseGroups) { declaration, body in
        writeCasePath(for: declaration, enumName: enumName, rewriter: &rewriter, into: &body)
      }
      writeIterator(
        type: standardLibrary.spelling("IndexingIterator"), pathRoot: pathRoot, caseGroups: caseGroups, into: &body)
    }
    writer.line()
    writer.block("public static var allCasePaths: AllCasePaths") { $0.line("AllCasePaths()") }
    if rewriter.renamedElement {
      writer.line()
      writer.line("public typealias _$Element = Element")
    }
  }

  /// The extension the macro adds, to be written at file scope:
  /// `extension <qualifiedName>: CasePaths.CasePathable, CasePaths.CasePathIterable {}`.
  /// A protocol the enum already lists (plain or `CasePaths.`-qualified) is
  /// left out; when both are listed there is no extension.
  ///
  /// - Parameters:
  ///   - qualifiedName: how file scope names the enum, e.g. `Articulo.Destination.State`.
  ///   - inheritedTypes: the enum's inheritance clause as written, e.g. `["ComposableArchitecture.CaseReducerState"]`.
  ///   - attributes: the enum's attributes; `@available` ones are repeated on the extension.
  public static func conformanceExtensions(
    qualifiedName: String,
    inheritedTypes: [String] = [],
    attributes: [String] = []
  ) -> [String] {
    let missing = ["CasePathable", "CasePathIterable"].filter { name in
      !inheritedTypes.contains { $0 == name || $0 == "CasePaths.\(name)" }
    }
    guard !missing.isEmpty else { return [] }
    let conformances = missing.map { "CasePaths.\($0)" }.joined(separator: ", ")
    return ["\(AvailabilityPrefix.of(attributes))extension \(qualifiedName): \(conformances) {}"]
  }

  private static func writeRootSubscript(
    enumName: String,
    pathRoot: String,
    caseGroups: [CaseGroup],
    into writer: inout SwiftWriter
  ) {
    writer.block("public subscript(root: \(enumName)) -> \(pathRoot)") { body in
      guard !caseGroups.isEmpty else {
        body.line(#"\.never"#)
        return
      }
      body.writeConditionals(caseGroups) { declaration, body in
        body.block("if root.is(\\.\(declaration.name))") { $0.line("return \\.\(declaration.name)") }
      }
      body.line(#"return \.never"#)
    }
  }

  private static func writeCasePath(
    for declaration: CaseDeclaration,
    enumName: String,
    rewriter: inout CasePathTypeRewriter,
    into writer: inout SwiftWriter
  ) {
    let name = declaration.name
    let value = CasePathValue(of: declaration, rewriter: &rewriter)
    let root = rewriter.rewrite(.named(enumName))
    let embed = value.hasPayload ? "\(enumName).\(name)" : "{ \(enumName).\(name) }"
    let pattern = value.hasPayload ? "case let .\(name)\(value.bindings)" : "case .\(name)"
    writer.block("public var \(name): CasePaths.AnyCasePath<\(root), \(value.type)>") { body in
      body.block("._$embed(\(embed))") { closure in
        closure.block("guard \(pattern) = $0 else") { $0.line("return nil") }
        closure.line("return \(value.extracted)")
      }
    }
  }

  /// `iterator`: `IndexingIterator` as the family spells it.
  private static func writeIterator(
    type iterator: String,
    pathRoot: String,
    caseGroups: [CaseGroup],
    into writer: inout SwiftWriter
  ) {
    writer.block("public func makeIterator() -> \(iterator)<[\(pathRoot)]>") { body in
      let binding = caseGroups.isEmpty ? "let" : "var"
      body.line("\(binding) allCasePaths: [\(pathRoot)] = []")
      body.writeConditionals(caseGroups) { declaration, body in
        body.line("allCasePaths.append(\\.\(declaration.name))")
      }
      body.line("return allCasePaths.makeIterator()")
    }
  }
}
