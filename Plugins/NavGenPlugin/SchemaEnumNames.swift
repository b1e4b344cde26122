import Foundation

/// The navigation enums a schema declares, read by the plugin itself: a build
/// command names its outputs before navgen runs, and there is one output per
/// enum. Only the keys that declare an enum are read, in navgen's order:
/// each feature's `destination` (default name `Destination`) then `path`
/// (default `Path`), nested in the feature (`App.Settings` →
/// `App.Settings.Destination`), features in schema order; then the entries
/// of `enums`, whose `name` is already qualified (`Path.Settings`). Nothing
/// else declares an enum: nested enums (`Alert`, explicit `State`/`Action`)
/// are written inside their navigation enum's file, and so is an enum placed
/// inside another (`{"reducerEnum": "Settings"}` among `Path`'s cases names
/// `Path.Settings`), which has no file of its own (`PerEnumFiles`).
///
/// Nothing is validated here; navgen validates. A schema this cannot read
/// (invalid JSON, a name that is not a string, ...) gives nil, and the plugin
/// then declares one file, `<prefix>.swift`: navgen runs, reports the
/// schema's errors at their line and column and fails the build; should
/// navgen find the schema valid after all, it writes every enum into that
/// one file, as it does whenever the declared files and the enums differ.
enum SchemaEnumNames {
  static func read(_ schema: URL) -> [String]? {
    guard let data = try? Data(contentsOf: schema),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    var names: [String] = []
    var placed: Set<String> = []
    if let value = root["features"] {
      guard let features = value as? [Any] else { return nil }
      for case let feature as [String: Any] in features {
        guard let featureName = feature["name"] as? String else { return nil }
        for (key, defaultName) in [("destination", "Destination"), ("path", "Path")] {
          guard let value = feature[key] else { continue }
          guard let object = value as? [String: Any] else { return nil }
          guard let name = enumName(object, default: defaultName) else { return nil }
          names.append("\(featureName).\(name)")
          placed.formUnion(placements(in: object, of: "\(featureName).\(name)"))
        }
      }
    }
    if let value = root["enums"] {
      guard let enums = value as? [Any] else { return nil }
      for entry in enums {
        guard let object = entry as? [String: Any], let name = object["name"] as? String else { return nil }
        names.append(name)
        placed.formUnion(placements(in: object, of: name))
      }
    }
    return names.filter { !placed.contains($0) }
  }

  /// The qualified names of the enums placed among `object`'s cases.
  private static func placements(in object: [String: Any], of enumName: String) -> [String] {
    guard let cases = object["cases"] as? [Any] else { return [] }
    return cases.compactMap { entry in
      guard let placement = entry as? [String: Any], let inner = placement["reducerEnum"] as? String else { return nil }
      return "\(enumName).\(inner)"
    }
  }

  private static func enumName(_ object: [String: Any], default defaultName: String) -> String? {
    guard let value = object["name"] else { return defaultName }
    return value as? String
  }
}
