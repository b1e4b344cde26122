/// The SwiftPM target a path lies in, read from the path the way SwiftPM lays
/// out a package by default: the folder right under `Sources/` is the target.
/// `App/Sources/Tienda/Camino.swift` and the folder `Sources/Tienda` are in
/// `Tienda`; a path without such a folder (a lone file, a test fixture) is in
/// none. A target declared with another `path:` is named by its reader instead
/// (`Module=<path>` on the command line, SwiftPM's own view in the plugins).
package enum TargetFolder {
  /// - Parameter isFolder: whether `path` names a folder (which may be the target's own).
  package static func module(ofPath path: String, isFolder: Bool = false) -> String? {
    // `main:Sources/Tienda/Camino.swift`: a git revision before the path.
    let withoutRevision = path.split(separator: ":", maxSplits: 1).last ?? Substring(path)
    let components = withoutRevision.split(separator: "/").filter { $0 != "." }
    // A file needs a name below the target's folder; a folder may be the target's.
    let last = components.count - (isFolder ? 2 : 3)
    guard last >= 0 else { return nil }
    for index in stride(from: last, through: 0, by: -1) where components[index] == "Sources" {
      let name = String(components[index + 1])
      return SwiftIdentifier.problem(in: name) == nil ? name : nil
    }
    return nil
  }

  /// Whether `name` can name a module: a Swift identifier.
  package static func isModuleName(_ name: String) -> Bool {
    SwiftIdentifier.problem(in: name) == nil
  }
}
