import NavSchema

/// Whether a generated file, which is another file, can reach what the
/// enum's generated code names: the types around it and the types its cases
/// hold. When it cannot, the generated code would not compile, so the enum is
/// not imported and stays in Swift.
extension ReducerEnumMapper {
  /// The sentence every reason of this kind ends with.
  static let keepInSwift = "it was not imported (keep it in Swift)"

  mutating func checkReachable() -> Bool {
    for enclosing in found.enclosing {
      if let modifier = enclosing.modifiers.first(where: { ($0.name == "private" || $0.name == "fileprivate") && $0.detail == nil }) {
        warn(
          "\(shownName) is nested in the '\(modifier.name)' \(enclosing.kind.rawValue) "
            + "\(DisplayText.quoted(enclosing.name)), which a generated file (another file) cannot extend; \(Self.keepInSwift)",
          at: enclosing.location)
        return false
      }
    }
    for parameter in Self.caseParameters(declaration.members ?? []) {
      if let (name, entry) = privateTypes.firstNamed(in: parameter.type) {
        warn(
          "\(shownName) holds \(DisplayText.quoted(name)) in a case, and \(entry.description) is '\(entry.modifier)' "
            + "in this file, which a generated file (another file) cannot see; \(Self.keepInSwift)",
          at: parameter.location)
        return false
      }
    }
    return true
  }

  /// The parameters of every case the enum declares, in `#if` blocks and
  /// in the enums written inside it too.
  static func caseParameters(_ members: [SwiftDeclaration]) -> [EnumCaseParameter] {
    members.flatMap { member -> [EnumCaseParameter] in
      switch member {
      case .enumCase(let declaration): return declaration.elements.flatMap { $0.parameters ?? [] }
      case .conditional(let block): return block.clauses.flatMap { caseParameters($0.members) }
      case .type(let type) where type.kind == .enum: return caseParameters(type.members ?? [])
      default: return []
      }
    }
  }
}
