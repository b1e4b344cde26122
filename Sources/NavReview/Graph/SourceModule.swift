import NavSchema

/// The module a Swift file belongs to when the app is not read as a package:
/// the folder right under `Sources/` (`TargetFolder`). A path without such a
/// folder (a lone file, a test fixture, a schema) is in none.
enum SourceModule {
  static func name(ofFile path: String) -> String? {
    TargetFolder.module(ofPath: path)
  }
}
