import Foundation
import PackagePlugin

// Mirrors XcodeProjectPlugin's XcodeTarget (Xcode 16 and later):
// developer.apple.com/documentation/xcodeprojectplugin/xcodetarget; fields as
// `XcodeProjectPluginInvocationRecord.XcodeTarget` (swift-package-manager,
// Sources/Runtimes/PackagePlugin/Plugin.swift).
public struct XcodeTarget {
  /// Mirrors `XcodeTarget.ID`.
  public typealias ID = String

  /// Mirrors `XcodeTarget.id`.
  public let id: ID

  /// Mirrors `XcodeTarget.displayName`.
  public let displayName: String

  /// Mirrors `XcodeTarget.product`: nil for a target without one (an aggregate).
  public let product: XcodeProduct?

  /// Mirrors `XcodeTarget.inputFiles`: the files of the target (Target
  /// Membership), as PackagePlugin's `FileList` of `File` (`url`, `type`).
  public let inputFiles: FileList

  /// Mirrors `XcodeTarget.pluginGeneratedSources` (Xcode 16): sources that
  /// plugins applied before this one generated.
  public let pluginGeneratedSources: [URL]

  /// Mirrors `XcodeTarget.pluginGeneratedResources` (Xcode 16).
  public let pluginGeneratedResources: [URL]
}
