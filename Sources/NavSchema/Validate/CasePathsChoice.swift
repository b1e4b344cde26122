/// What the command line says about the swift-case-paths release and the
/// output form of the schemas it reads.
public struct CasePathsChoice: Hashable, Sendable {
  /// `--case-paths`: replaces every schema's `casePaths` (whose value is still checked).
  public var override: CasePathsRelease?
  /// `--default-case-paths`, as given (NavGenPlugin passes the release
  /// `Package.resolved` pins): the release of a schema without `casePaths`.
  public var defaultRelease: String?
  /// `--plugin-defaults` (what NavGenPlugin passes): a schema without
  /// `expandMacros` is written expanded, and one whose default release is
  /// unknown to navgen falls back to the attribute form with a warning
  /// instead of failing, since the real macro expands what navgen cannot.
  public var pluginDefaults: Bool
  /// `--release-warned-by-plugin` (with `pluginDefaults`): NavGenPlugin has
  /// already warned, once for the target, about a default TCA or
  /// swift-case-paths release navgen does not know, so the schemas that fall
  /// back say nothing more; their output is the same.
  public var releaseWarnedByPlugin: Bool

  public init(
    override: CasePathsRelease? = nil, defaultRelease: String? = nil, pluginDefaults: Bool = false,
    releaseWarnedByPlugin: Bool = false
  ) {
    self.override = override
    self.defaultRelease = defaultRelease
    self.pluginDefaults = pluginDefaults
    self.releaseWarnedByPlugin = releaseWarnedByPlugin
  }
}
