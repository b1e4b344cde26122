/// Checks across the whole file: a feature named twice, and two enums with
/// the same qualified name (a feature's destination may collide with a
/// top-level dotted enum such as `Tienda.Destination`).
extension SchemaDecoder {
  mutating func checkDuplicates(features: [[DecodedFeature]], standalone: [DecodedEnum]) {
    let count = features.reduce(0) { $0 + $1.count }
    var featureLocations: [String: TextPosition] = [:]
    featureLocations.reserveCapacity(count)
    var enumLocations: [String: TextPosition] = [:]
    enumLocations.reserveCapacity(count + standalone.count)
    var modifiers: [String: TextPosition] = [:]
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
    _ enums: [DecodedEnum], enumLocations: inout [String: TextPosition], modifiers: inout [String: TextPosition]
  ) {
    for index in enums.indices {
      checkDuplicateEnum(named: enums[index].qualifiedName, at: enums[index].nameLocation, seen: &enumLocations)
    }
    for index in enums.indices where enums[index].glue != nil { checkDuplicateModifier(enums[index].glue, seen: &modifiers) }
  }

  /// By its name and place, not the decoded enum: passing that would copy it whole.
  private mutating func checkDuplicateEnum(
    named name: String?, at nameLocation: TextPosition, seen enumLocations: inout [String: TextPosition]
  ) {
    guard let name else { return }
    if let first = enumLocations.recordFirst(name, at: nameLocation) {
      error("duplicate enum \(DisplayText.quoted(name))\(Self.firstAt(first))", at: nameLocation)
    }
  }

  /// Two destination modifiers of one name taking the same parent's store would
  /// redeclare each other (both extend `SwiftUI.View`).
  private mutating func checkDuplicateModifier(_ glue: DecodedGlue?, seen modifiers: inout [String: TextPosition]) {
    guard let glue, glue.model.role == .destination, let parent = glue.model.parent,
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

extension Dictionary where Value == TextPosition {
  /// Records where `name` is first seen, hashing it once; when it was seen
  /// before, keeps that place and returns it.
  mutating func recordFirst(_ name: Key, at position: TextPosition) -> TextPosition? {
    var inserted = false
    func read(_ stored: inout TextPosition) -> TextPosition { stored }
    // The `default` is inserted, and only then evaluated, when `name` is new.
    let stored = read(&self[name, default: { inserted = true; return position }()])
    return inserted ? nil : stored
  }
}
