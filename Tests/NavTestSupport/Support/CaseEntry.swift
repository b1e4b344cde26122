@testable import NavSchema

/// A case as tests build it: the case, the `#if` condition of a one-clause
/// block around it, and the attributes and markers of its own declaration.
/// Adjacent entries with the same condition share a block, as the schema's
/// `"if"` key has it.
struct CaseEntry: Hashable {
  var navigationCase: NavigationCase
  var condition: String?
  var attributes: [String] = []
  var markers: [CaseMarker]?

  var name: String {
    get { navigationCase.name }
    set { navigationCase.name = newValue }
  }

  var payload: NavigationCase.Payload {
    get { navigationCase.payload }
    set { navigationCase.payload = newValue }
  }

  /// How the case appears in its enum's SwiftUI glue.
  var glue: CaseGlue {
    get { navigationCase.glue }
    set { navigationCase.glue = newValue }
  }

  var declaration: NavigationCaseDeclaration {
    NavigationCaseDeclaration(
      attributes: attributes, markers: markers, elements: [navigationCase], location: navigationCase.location)
  }

  static func members(_ entries: [CaseEntry]) -> [Conditional<EnumMember>] {
    var result: [Conditional<EnumMember>] = []
    var index = entries.startIndex
    while index < entries.endIndex {
      guard let condition = entries[index].condition else {
        result.append(.item(.declaration(entries[index].declaration)))
        index += 1
        continue
      }
      var shared: [Conditional<EnumMember>] = []
      while index < entries.endIndex, entries[index].condition == condition {
        shared.append(.item(.declaration(entries[index].declaration)))
        index += 1
      }
      result.append(.block([ConditionalClause(.if, condition, shared)]))
    }
    return result
  }
}

extension NavigationEnum {
  /// The cases as entries (each its own declaration, at most one `#if`
  /// level); setting them rebuilds `members`.
  var entries: [CaseEntry] {
    get {
      placedCases.map { placed in
        CaseEntry(
          navigationCase: placed.navigationCase, condition: placed.clauses.first?.condition,
          attributes: placed.attributes, markers: placed.declaration.markers)
      }
    }
    set { members = CaseEntry.members(newValue) }
  }
}
