import NavSchema

/// Names of generated files.
public enum OutputNaming {
  /// `Articulo.navgen.json` → `Articulo.swift`; `App.json` → `App.swift`.
  public static func swiftFileName(forSchemaAt path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    for suffix in [".navgen.json", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count)) + ".swift"
    }
    return name + ".swift"
  }
}
