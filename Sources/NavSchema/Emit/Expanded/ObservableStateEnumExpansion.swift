/// `@ObservableState` on an enum written out as TCA 1.25.5 expands it.
///
/// Order: the macro appends its members after every member written in the
/// enum, so on the reducer's `State` (`@CasePathable @dynamicMemberLookup
/// @ObservableState`) they follow `CasePathableExpansion`'s members. Every
/// member is `public` whatever the enum's access.
///
/// Each case is tagged with its position among all cases, counting through
/// `#if` blocks. Only a case with exactly one associated value is observed
/// through its value; cases with none or several get a fresh identity.
public enum ObservableStateEnumExpansion {
  /// Writes `public var _$id` and, after a blank line,
  /// `public mutating func _$willModify()`. No blank line is written before
  /// the first or after the last member.
  public static func writeMembers(caseGroups: [CaseGroup], into writer: inout SwiftWriter) {
    writer.block("public var _$id: ComposableArchitecture.ObservableStateID") { body in
      var tag = 0
      writeSwitchOverSelf(caseGroups: caseGroups, into: &body) { declaration, body in
        writeIdentity(of: declaration, tag: tag, into: &body)
        tag += 1
      }
    }
    writer.line()
    writer.block("public mutating func _$willModify()") { body in
      writeSwitchOverSelf(caseGroups: caseGroups, into: &body) { declaration, body in
        writeWillModify(of: declaration, into: &body)
      }
    }
  }

  /// The extension the macro adds, to be written at file scope:
  /// `extension <qualifiedName>: ComposableArchitecture.ObservableState, Observation.Observable {}`.
  /// The compiler asks for it because the enums NavGen writes never declare
  /// either conformance themselves. On the reducer's `State` it follows the
  /// `@CasePathable` extension (attribute order).
  ///
  /// - Parameters:
  ///   - qualifiedName: how file scope names the enum, e.g. `Articulo.Destination.State`.
  ///   - attributes: the enum's attributes; `@available` ones are repeated on the extension.
  public static func conformanceExtensions(
    qualifiedName: String,
    attributes: [String] = []
  ) -> [String] {
    let conformances = "ComposableArchitecture.ObservableState, Observation.Observable"
    return ["\(AvailabilityPrefix.of(attributes))extension \(qualifiedName): \(conformances) {}"]
  }

  /// `switch self { ... }` with its `case` lines at the depth of `switch`.
  private static func writeSwitchOverSelf(
    caseGroups: [CaseGroup],
    into writer: inout SwiftWriter,
    _ writeCase: (CaseDeclaration, inout SwiftWriter) -> Void
  ) {
    guard !caseGroups.isEmpty else {
      writer.line("switch self {}")
      return
    }
    writer.line("switch self {")
    writer.writeConditionals(caseGroups, writeCase)
    writer.line("}")
  }

  private static func writeIdentity(
    of declaration: CaseDeclaration,
    tag: Int,
    into writer: inout SwiftWriter
  ) {
    if declaration.associatedValues.count == 1 {
      writer.line("case let .\(declaration.name)(state):")
      writer.indented { $0.line("return ._$id(for: state)._$tag(\(tag))") }
    } else {
      writer.line("case .\(declaration.name):")
      writer.indented { $0.line("return ObservableStateID()._$tag(\(tag))") }
    }
  }

  private static func writeWillModify(of declaration: CaseDeclaration, into writer: inout SwiftWriter) {
    let values = declaration.associatedValues
    guard values.count == 1, let value = values.first else {
      writer.line("case .\(declaration.name):")
      writer.indented { $0.line("break") }
      return
    }
    let argument = value.label.map { "\($0): state" } ?? "state"
    writer.line("case var .\(declaration.name)(state):")
    writer.indented { body in
      body.line("ComposableArchitecture._$willModify(&state)")
      body.line("self = .\(declaration.name)(\(argument))")
    }
  }
}
