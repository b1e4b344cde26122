/// Checks across the whole file: a feature named twice, and two enums with
/// the same qualified name (a feature's destination may collide with a
/// top-level dotted enum such as `Tienda.Destination`).
extension SchemaDecoder {
  mutating func checkDuplicates(features: [[DecodedFeature]], standalone: [DecodedEnum]) {
    let count = features.reduce(0) { $0 + $1.count }
    var featureLocations = FirstLocations(capacity: count)
    var enumLocations = FirstLocations(capacity: count + standalone.count)
    var modifiers = FirstLocations()
    // By index throughout: copying a decoded feature or enum would touch its parts, made on another thread.
    for chunk in features.indices {
      for index in features[chunk].indices {
        if let name = features[chunk][index].name,
          let first = featureLocations.recordFirst(name, at: features[chunk][index].nameLocation)
        {
          // Its enums repeat the first feature's too; one message is enough.
          error(
            "duplicate feature \(DisplayText.quoted(name))\(Self.firstAt(first))", at: features[chunk][index].nameLocation)
          continue
        }
        checkDuplicates(features[chunk][index].enums, enumLocations: &enumLocations, modifiers: &modifiers)
      }
    }
    checkDuplicates(standalone, enumLocations: &enumLocations, modifiers: &modifiers)
  }

  private mutating func checkDuplicates(
    _ enums: [DecodedEnum], enumLocations: inout FirstLocations, modifiers: inout FirstLocations
  ) {
    for index in enums.indices {
      checkDuplicateEnum(named: enums[index].qualifiedName, at: enums[index].nameLocation, seen: &enumLocations)
    }
    for index in enums.indices where enums[index].glue != nil { checkDuplicateModifier(enums[index].glue, seen: &modifiers) }
  }

  /// By its name and place, not the decoded enum: passing that would copy it whole.
  private mutating func checkDuplicateEnum(
    named name: String?, at nameLocation: SourcePosition, seen enumLocations: inout FirstLocations
  ) {
    guard let name else { return }
    if let first = enumLocations.recordFirst(name, at: nameLocation) {
      error("duplicate enum \(DisplayText.quoted(name))\(Self.firstAt(first))", at: nameLocation)
    }
  }

  /// Two destination modifiers of one name taking the same parent's store would
  /// redeclare each other (both extend `SwiftUI.View`).
  private mutating func checkDuplicateModifier(_ glue: DecodedGlue?, seen modifiers: inout FirstLocations) {
    guard let glue, glue.model.role == .destination, let parent = glue.model.parent,
      let location = glue.functionNameLocations["modifier"]
    else { return }
    let key = "\(parent).\(glue.model.functionName)"
    if let first = modifiers.recordFirst(key, at: location) {
      error(
        "modifier \(DisplayText.quoted(glue.model.functionName)) for the store of \(DisplayText.quoted(parent.description)) is generated twice\(Self.firstAt(first)); name one of them with 'modifier'",
        at: location)
    }
  }
}
