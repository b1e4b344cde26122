import Foundation
import PackagePlugin

// Mirrors XcodeProjectPlugin's XcodeProject (Xcode 16 and later):
// developer.apple.com/documentation/xcodeprojectplugin/xcodeproject; fields as
// `XcodeProjectPluginInvocationRecord.XcodeProject` and SwiftPM's
// `XcodeProjectRepresentation` (Sources/SPMBuildCore/XcodeProjectRepresentation.swift).
public struct XcodeProject {
  /// Mirrors `XcodeProject.ID`.
  public typealias ID = String

  /// Mirrors `XcodeProject.id`.
  public let id: ID

  /// Mirrors `XcodeProject.displayName`: the project's name (`App` for `App.xcodeproj`).
  public let displayName: String

  /// Mirrors `XcodeProject.directory`, deprecated for the URL form.
  @available(*, deprecated, renamed: "directoryURL")
  public let directory: Path

  /// Mirrors `XcodeProject.directoryURL`: the folder that holds the `.xcodeproj`.
  public let directoryURL: URL

  /// Mirrors `XcodeProject.filePaths`: every file the project refers to.
  public let filePaths: PathList

  /// Mirrors `XcodeProject.targets`.
  public let targets: [XcodeTarget]
}
