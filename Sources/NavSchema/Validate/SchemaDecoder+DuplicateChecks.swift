/// Checks across the whole file: a feature named twice, and two enums with
/// the same qualified name (a feature's destination may collide with a
/// top-level dotted enum such as `Tienda.Destination`).
extension SchemaDecoder {
  mutating func checkDuplicates(features: [DecodedFeature], standalone: [DecodedEnum]) {
    var featureLocations: [String: SourceLocation] = [:]
    var distinctFeatures: [DecodedFeature] = []
    for feature in features {
      guard let name = feature.name else {
        distinctFeatures.append(feature)
        continue
      }
      if let first = featureLocations[name] {
        // Its enums repeat the first feature's too; one message is enough.
        error("duplicate feature \(DisplayText.quoted(name))\(Self.firstAt(first))", at: feature.nameLocation)
        continue
      }
      featureLocations[name] = feature.nameLocation
      distinctFeatures.append(feature)
    }
    var enumLocations: [String: SourceLocation] = [:]
    for decoded in distinctFeatures.flatMap(\.enums) + standalone {
      guard let name = decoded.qualifiedName else { continue }
      if let first = enumLocations[name] {
        error("duplicate enum \(DisplayText.quoted(name))\(Self.firstAt(first))", at: decoded.nameLocation)
      } else {
        enumLocations[name] = decoded.nameLocation
      }
    }
  }
}
