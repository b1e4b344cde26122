@testable import NavSchema

extension NavigationSchema {
  /// The schema with every source location and the file name blanked, so
  /// an imported model (Swift locations) compares with a loaded one (JSON locations).
  var withoutLocations: NavigationSchema {
    let nowhere = SourceLocation(file: "", line: 0, column: 0)
    var copy = self
    copy.fileName = ""
    copy.features = features.map { Feature(name: $0.name, location: nowhere) }
    copy.enums = enums.map { navigationEnum in
      var blank = navigationEnum
      blank.location = nowhere
      blank.members = navigationEnum.members.mapConditionalItems { member -> EnumMember in
        switch member {
        case .declaration(var declaration):
          declaration.location = nowhere
          for index in declaration.elements.indices { declaration.elements[index].location = nowhere }
          return .declaration(declaration)
        case .nestedEnum(var nested):
          nested.location = nowhere
          nested.members = nested.members.mapConditionalItems { inner -> NestedEnumMember in
            guard case .declaration(var plain) = inner else { return inner }
            for index in plain.elements.indices { plain.elements[index].location = nowhere }
            return .declaration(plain)
          }
          return .nestedEnum(nested)
        case .reducerEnum(var placement):
          placement.location = nowhere
          return .reducerEnum(placement)
        }
      }
      return blank
    }
    return copy
  }
}

extension NavigationSchema {
  /// The schema without SwiftUI glue: import reads the reducers, not the views
  /// that present them, so an imported schema has none.
  var withoutGlue: NavigationSchema {
    var copy = self
    for index in copy.enums.indices {
      copy.enums[index].swiftUI = nil
      copy.enums[index].members = copy.enums[index].members.mapConditionalItems { member -> EnumMember in
        guard case .declaration(var declaration) = member else { return member }
        for element in declaration.elements.indices { declaration.elements[element].glue = CaseGlue() }
        return .declaration(declaration)
      }
    }
    return copy
  }

  /// This schema with the SwiftUI glue of `other`, whose enums and cases are
  /// the same, in the same order.
  func withGlue(of other: NavigationSchema) -> NavigationSchema {
    var copy = self
    for (index, source) in zip(copy.enums.indices, other.enums) {
      copy.enums[index].swiftUI = source.swiftUI
      var glues = source.cases.map(\.glue)[...]
      copy.enums[index].members = copy.enums[index].members.mapConditionalItems { member -> EnumMember in
        guard case .declaration(var declaration) = member else { return member }
        for element in declaration.elements.indices { declaration.elements[element].glue = glues.popFirst() ?? CaseGlue() }
        return .declaration(declaration)
      }
    }
    return copy
  }
}
