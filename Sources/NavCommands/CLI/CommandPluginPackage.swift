/// What NavGen's command plugin (`swift package navgen …`) tells navgen through its
/// environment: the folder of the package it runs in, and a file in which it wrote SwiftPM's
/// own view of that package's targets, in dump-package's JSON. The input loader reads that
/// file for that package instead of running `swift package dump-package`. Plugins/NavGenCommand
/// spells the same names (it cannot import this module; CommandPluginPackageTests keeps them equal).
public enum CommandPluginPackage {
  public static let folderVariable = "NAVGEN_PLUGIN_PACKAGE_FOLDER"
  public static let descriptionVariable = "NAVGEN_PLUGIN_PACKAGE_DESCRIPTION"

  /// The package and its description file, when both variables are set.
  public static func description(in variables: [String: String]) -> (packageFolder: String, file: String)? {
    guard let folder = variables[folderVariable], let file = variables[descriptionVariable], !folder.isEmpty, !file.isEmpty
    else { return nil }
    return (folder, file)
  }
}
