/// The module a Swift file belongs to, read from its path the way SwiftPM
/// lays out a package: the folder right under `Sources/` is the target.
/// `App/Sources/Tienda/Camino.swift` is in `Tienda`; a path without such a
/// folder (a lone file, a test fixture, a schema) is in none.
enum SourceModule {
  static func name(ofFile path: String) -> String? {
    // `main:Sources/Tienda/Camino.swift`: a git revision before the path.
    let withoutRevision = path.split(separator: ":", maxSplits: 1).last ?? Substring(path)
    let components = withoutRevision.split(separator: "/")
    guard components.count >= 3 else { return nil }
    for index in stride(from: components.count - 3, through: 0, by: -1) where components[index] == "Sources" {
      return String(components[index + 1])
    }
    return nil
  }
}
