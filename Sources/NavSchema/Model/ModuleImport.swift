/// One import of the generated file: the module and the attributes written
/// before `import` (`@preconcurrency`, `@_spi(Logging)`), in the schema as
/// one string: `"@preconcurrency Foundation"`.
public struct ModuleImport: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// `@preconcurrency`, `@_spi(Logging)`, in written order, checked by `SwiftGrammar.moduleImport`.
  public var attributes: [String]
  /// `Foundation`, `Foo.Bar`.
  public var module: String

  /// The attributes an import may carry in a schema. Others (`@testable`
  /// in an app target, unknown ones) are refused with an error that names them.
  package static let allowedAttributes: Set<String> = [
    "preconcurrency", "_spi", "_exported", "_implementationOnly", "_weakLinked",
  ]

  public init(module: String, attributes: [String] = []) {
    self.module = module
    self.attributes = attributes
  }

  public init(stringLiteral module: String) {
    self.init(module: module)
  }

  /// The schema's spelling: the attributes, then the module, one space apart.
  public var description: String {
    (attributes + [module]).joined(separator: " ")
  }

  /// The line of Swift: `@preconcurrency import Foundation`.
  public var line: String {
    (attributes + ["import", module]).joined(separator: " ")
  }
}
