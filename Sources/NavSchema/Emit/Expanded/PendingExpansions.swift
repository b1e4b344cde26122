// Replaced when the expanded-form emitters land (branch `expanded`).
enum CasePathableExpansion {
  static func writeMembers(enumName: String, access: AccessLevel, groups: [CaseGroup], into writer: inout SwiftWriter) {}
  static func conformanceExtensions(qualifiedName: String) -> [String] { [] }
}

enum ObservableStateEnumExpansion {
  static func writeMembers(enumName: String, access: AccessLevel, groups: [CaseGroup], into writer: inout SwiftWriter) {}
  static func conformanceExtensions(qualifiedName: String) -> [String] { [] }
}
