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
        guard case .declaration(var declaration) = member else { return member }
        declaration.location = nowhere
        for index in declaration.elements.indices { declaration.elements[index].location = nowhere }
        return .declaration(declaration)
      }
      return blank
    }
    return copy
  }
}
