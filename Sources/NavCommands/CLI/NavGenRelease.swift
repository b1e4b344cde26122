/// This release of NavGen: what `navgen --version` prints, and what `navgen adopt` writes
/// into a package that does not depend on NavGen yet (`.package(url: packageURL, from: version)`,
/// as the README's "Adding the plugin" shows it).
public enum NavGenRelease {
  public static let version = "1.0.0"
  public static let packageURL = "https://github.com/navgen/NavGen.git"
}
