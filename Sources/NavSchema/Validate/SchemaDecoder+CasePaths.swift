/// The file-level `casePaths` and `expandMacros`: which swift-case-paths
/// release the expanded form writes for, and whether it is written.
extension SchemaDecoder {
  /// `--case-paths`, else the file's `casePaths`, else `--default-case-paths`,
  /// else the newest release; and `expandMacros`, else the plugin's default.
  /// The file's `casePaths` must be one the TCA release `tca` accepts. Under
  /// `--plugin-defaults` a default release navgen does not know gives the
  /// attribute form: its `@CasePathable` is left to the real macro. The
  /// hand-written form (`handWritten`, for an unknown TCA release) leaves
  /// every macro to the real ones, so it says nothing of the release then;
  /// nor does a schema whose plugin has said it (`releaseWarnedByPlugin`).
  mutating func decodeCasePathsAndForm(
    in file: JSONObject, tca: TCARelease, handWritten: Bool
  ) -> (CasePathsRelease, expandMacros: Bool) {
    var expandMacros = member("expandMacros", in: file).flatMap { bool($0) } ?? casePaths.pluginDefaults
    let member = member("casePaths", in: file)
    let fileRelease = member.flatMap { decodeCasePathsRelease($0, tca: tca) }
    var fallback: CasePathsRelease?
    if casePaths.override == nil, member == nil, let text = casePaths.defaultRelease {
      if let release = CasePathsRelease(text) {
        fallback = release
      } else if casePaths.pluginDefaults {
        if expandMacros && !handWritten && !casePaths.releaseWarnedByPlugin {
          warning(
            "swift-case-paths \(DisplayText.quoted(text)) (the release Package.resolved pins) is one navgen does not "
              + "know (supported: \(CasePathsRelease.supportedRange)); this schema is written in the attribute form, "
              + "whose @CasePathable the macro expands; set 'casePaths' here or update navgen for the expanded form",
            at: location(file))
        }
        expandMacros = false
      } else {
        error(
          "this schema sets no 'casePaths' and takes the default from --default-case-paths: "
            + "\(CasePathsRelease.unsupportedMessage(text)); set 'casePaths' here or resolve a supported release",
          at: location(file))
      }
    }
    return (casePaths.override ?? fileRelease ?? fallback ?? .latest, expandMacros)
  }

  private mutating func decodeCasePathsRelease(_ member: JSONMember, tca: TCARelease) -> CasePathsRelease? {
    guard let text = string(member) else { return nil }
    guard let release = CasePathsRelease(text) else {
      error(CasePathsRelease.unsupportedMessage(text), at: location(member.value))
      return nil
    }
    let oldest = CasePathsRelease.oldestAccepted(by: tca)
    guard release >= oldest else {
      error(
        "TCA \(tca) needs swift-case-paths \(oldest) or newer (its Package.swift asks for it); 'casePaths' is \(release)",
        at: location(member.value))
      return nil
    }
    return release
  }
}
