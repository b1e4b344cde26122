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
      blank.cases = navigationEnum.cases.map { navigationCase in
        var blankCase = navigationCase
        blankCase.location = nowhere
        return blankCase
      }
      return blank
    }
    return copy
  }
}
