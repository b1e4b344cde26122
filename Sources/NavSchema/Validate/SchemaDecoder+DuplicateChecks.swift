/// Checks across the whole file: a feature named twice, and two enums with
/// the same qualified name (a feature's destination may collide with a
/// top-level dotted enum such as `Tienda.Destination`).
extension SchemaDecoder {
  mutating func checkDuplicates(features: [DecodedFeature], standalone: [DecodedEnum]) {
    var featureLocations: [String: SourceLocation] = [:]
    featureLocations.reserveCapacity(features.count)
    // The enums of each feature not named before, then the standalone enums:
    // lists of them, and read by index, since copying an enum copies all its parts.
    var enumLists: [[DecodedEnum]] = []
    enumLists.reserveCapacity(features.count + 1)
    for index in features.indices {
      guard let name = features[index].name else {
        enumLists.append(features[index].enums)
        continue
      }
      if let first = featureLocations[name] {
        // Its enums repeat the first feature's too; one message is enough.
        error("duplicate feature \(DisplayText.quoted(name))\(Self.firstAt(first))", at: features[index].nameLocation)
        continue
      }
      featureLocations[name] = features[index].nameLocation
      enumLists.append(features[index].enums)
    }
    enumLists.append(standalone)
    var enumLocations: [String: SourceLocation] = [:]
    enumLocations.reserveCapacity(features.count + standalone.count)
    for enums in enumLists {
      for index in enums.indices { checkDuplicateEnum(enums[index], seen: &enumLocations) }
    }
    var modifiers: [String: SourceLocation] = [:]
    for enums in enumLists {
      for index in enums.indices { checkDuplicateModifier(enums[index], seen: &modifiers) }
    }
  }

  private mutating func checkDuplicateEnum(_ decoded: DecodedEnum, seen enumLocations: inout [String: SourceLocation]) {
    guard let name = decoded.qualifiedName else { return }
    if let first = enumLocations[name] {
      error("duplicate enum \(DisplayText.quoted(name))\(Self.firstAt(first))", at: decoded.nameLocation)
    } else {
      enumLocations[name] = decoded.nameLocation
    }
  }

  /// Two destination modifiers of one name taking the same parent's store would
  /// redeclare each other (both extend `SwiftUI.View`).
  private mutating func checkDuplicateModifier(_ decoded: DecodedEnum, seen modifiers: inout [String: SourceLocation]) {
    guard let glue = decoded.glue, glue.model.role == .destination, let parent = glue.model.parent,
      let location = glue.functionNameLocations["modifier"]
    else { return }
    let key = "\(parent).\(glue.model.functionName)"
    if let first = modifiers[key] {
      error(
        "modifier \(DisplayText.quoted(glue.model.functionName)) for the store of \(DisplayText.quoted(parent.description)) is generated twice\(Self.firstAt(first)); name one of them with 'modifier'",
        at: location)
    } else {
      modifiers[key] = location
    }
  }
}
