/// `features[]`: a dotted feature name and its optional destination and path.
extension SchemaDecoder {
  mutating func decodeFeature(_ value: JSONValue, defaultAccess: AccessLevel) -> DecodedFeature? {
    guard let feature = object(value, "in 'features'") else { return nil }
    rejectUnknownKeys(in: feature, allowed: SchemaKeys.feature, context: "feature")
    var components: [String]?
    var nameLocation = location(feature)
    if let member = required("name", in: feature, context: "feature") {
      nameLocation = location(member.value)
      if let text = string(member) {
        components = checked(SwiftGrammar.dottedName(text, as: .featureName), at: nameLocation)
      }
    }
    let linkedBefore = linkedCases
    var enums: [DecodedEnum] = []
    if let member = member("destination", in: feature), let object = object(member.value, "for 'destination'"),
      let decoded = decodeEnum(object, site: .destination(feature: components, key: member), defaultAccess: defaultAccess)
    {
      enums.append(decoded)
    }
    if let member = member("path", in: feature), let object = object(member.value, "for 'path'"),
      let decoded = decodeEnum(object, site: .path(feature: components, key: member), defaultAccess: defaultAccess)
    {
      enums.append(decoded)
    }
    if linkedCases > linkedBefore { checkFeatureLinks(enums.compactMap(\.model)) }
    let name = components?.joined(separator: ".")
    return DecodedFeature(
      model: Feature(name: name ?? "", location: sourceLocation(location(feature))),
      name: name,
      nameLocation: nameLocation,
      enums: enums,
      hasLinks: linkedCases > linkedBefore)
  }
}
