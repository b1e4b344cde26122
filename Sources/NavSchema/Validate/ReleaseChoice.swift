/// What the command line says about the schemas' releases besides `--tca` and
/// `--default-tca`: the swift-case-paths release, TCA's package traits, and
/// the output form NavGenPlugin asks for.
public struct ReleaseChoice: Hashable, Sendable {
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
  /// `--tca-traits` (what NavGenPlugin passes, read from the consumer's manifest): replaces
  /// every schema's `tcaTraits` (whose value is still checked). A schema whose release does not
  /// declare one of them gets those it declares.
  public var tcaTraits: Set<TCATrait>?

  public init(
    override: CasePathsRelease? = nil, defaultRelease: String? = nil, pluginDefaults: Bool = false,
    releaseWarnedByPlugin: Bool = false, tcaTraits: Set<TCATrait>? = nil
  ) {
    self.override = override
    self.defaultRelease = defaultRelease
    self.pluginDefaults = pluginDefaults
    self.releaseWarnedByPlugin = releaseWarnedByPlugin
    self.tcaTraits = tcaTraits
  }
}
